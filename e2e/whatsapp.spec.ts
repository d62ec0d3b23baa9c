import { expect, test } from './support/test';
import { expectAccessible, keepScreenshot, startSignedIn, uniqueEmail } from './support/helpers';
import {
  deliver,
  linkPhone,
  newMessageId,
  sendFromPhone,
  sentMessagesTo,
  sentTo,
  uniquePhone,
} from './support/whatsapp-phone';

test('WhatsApp: gerar o código, enviar do celular, ver conectado, ligar lembretes e desconectar ', async ({ page }) => {
  test.setTimeout(120_000); // sign-up, onboarding and two axe runs on a shared 2-core machine
  const phone = uniquePhone('11');
  await startSignedIn(page, { name: 'Wanda Lima', email: uniqueEmail('wanda') });
  await page.goto('/dashboard/settings#whatsapp');
  const section = page.locator('#whatsapp');
  await expect(section).toBeFocused();
  await expect(section.getByRole('heading', { name: 'WhatsApp' })).toBeVisible();
  await expect(section.getByText('(+55 11 99999-0000)')).toBeVisible();

  await section.getByRole('button', { name: 'Gerar código' }).click();
  const code = (await section.getByTestId('whatsapp-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await expect(section.getByRole('link', { name: 'Abrir o WhatsApp com o código' })).toHaveAttribute(
    'href',
    `https://wa.me/5511999990000?text=${encodeURIComponent(code)}`,
  );
  await expect(section.getByText('Aguardando a mensagem com o código…')).toBeVisible();
  await expectAccessible(page);

  // The phone sends the code; the page notices the link by itself.
  await sendFromPhone(phone, `meu código ${code}`);
  const formatted = `+55 11 ${phone.slice(4, 9)}-${phone.slice(9)}`;
  // The section polls on its own; the journey's browser runs on a pinned clock, so it asks with the button.
  const sent = section.getByRole('button', { name: 'Já enviei o código' });
  await expect
    .poll(
      async () => {
        if (await sent.isVisible()) await sent.click({ timeout: 2_000 }).catch(() => undefined);
        return section.getByText(formatted).isVisible();
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await expect.poll(() => sentTo(phone)).toEqual([expect.stringContaining('conectado à sua conta do Nutri')]);

  const reminders = section.getByRole('checkbox', { name: /Lembretes pelo WhatsApp/ });
  await expect(reminders).not.toBeChecked();
  await reminders.click();
  await expect(page.getByText('Lembretes ligados.')).toBeVisible();
  await expect(reminders).toBeChecked();
  await expectAccessible(page);
  await keepScreenshot(page, 'whatsapp-conectado');

  await section.getByRole('button', { name: 'Desconectar WhatsApp' }).click();
  await expect(page.getByText('WhatsApp desconectado.')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Gerar código' })).toBeVisible();
  await expect(section.getByText(formatted)).toHaveCount(0);
});

test('WhatsApp: "jantei 2 ovos mexidos e uma tapioca", tocar em Registrar (duas vezes) e ver a refeição no dashboard', async ({
  page,
}) => {
  test.setTimeout(120_000); // sign-up, onboarding and the channel's job on a shared 2-core machine
  const phone = uniquePhone('21');
  await startSignedIn(page, { name: 'Wagner Souza', email: uniqueEmail('wagner') });
  await linkPhone(page, phone);

  await sendFromPhone(phone, 'jantei 2 ovos mexidos e uma tapioca');
  await expect.poll(async () => (await sentMessagesTo(phone)).length, { timeout: 30_000 }).toBe(2);
  const proposal = (await sentMessagesTo(phone))[1]!;
  expect(proposal.text).toMatch(/ovo/i);
  expect(proposal.text).toMatch(/tapioca/i);
  expect(proposal.buttons.map((b) => b.title)).toEqual(['Registrar Jantar', 'Corrigir no app']);
  const register = proposal.buttons[0]!;

  // The person taps "Registrar", and Meta delivers the tap twice: one meal.
  const tap = { from: phone, type: 'interactive', interactive: { type: 'button_reply', button_reply: register } };
  await deliver({ ...tap, id: newMessageId() });
  await deliver({ ...tap, id: newMessageId() });
  await expect.poll(async () => (await sentMessagesTo(phone)).length, { timeout: 30_000 }).toBe(4);

  const meals = (await (await page.request.get('/api/meals')).json()) as {
    items: Array<{ slot: string; items: Array<{ foodName: string }>; totals: { energyKcal: number | null } }>;
  };
  expect(meals.items).toHaveLength(1);
  const [meal] = meals.items;
  expect(meal!.slot).toBe('jantar');
  expect(meal!.items.map((i) => i.foodName).join(' ')).toMatch(/Ovo.*Tapioca|Tapioca.*Ovo/i);

  await page.goto('/dashboard');
  const calories = page.locator('section', { has: page.getByRole('heading', { name: 'Calorias hoje' }) });
  const kcal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 }).format(meal!.totals.energyKcal ?? 0);
  await expect(calories).toContainText(kcal);
  await expectAccessible(page);
});
