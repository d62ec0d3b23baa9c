import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { baseURL, FAKE_WHATSAPP_PORT } from './support/ports';
import { expectAccessible, keepScreenshot, startSignedIn, uniqueEmail } from './support/helpers';
import { deliveryOf } from '../src/server/test/fake-whatsapp-graph';
import { E2E_WHATSAPP } from './support/whatsapp-settings';

/** What the person's phone does: Meta delivers their message to our webhook, signed with the app secret. */
async function sendFromPhone(phone: string, text: string) {
  await deliver({ from: phone, id: newMessageId(), type: 'text', text: { body: text } });
}

const newMessageId = () => `wamid.e2e-${Date.now()}-${Math.random()}`;

/** A mobile number of the area's own per journey; the worker's slot keeps two journeys running side by side apart. */
const uniquePhone = (area: string) => `55${area}9${test.info().parallelIndex}${String(Date.now()).slice(-7)}`;

/** A message as Meta's webhook carries it (a text, a tapped reply button). */
async function deliver(message: Record<string, unknown>) {
  const body = JSON.stringify(deliveryOf(E2E_WHATSAPP.phoneNumberId, [message]));
  const signature = `sha256=${createHmac('sha256', E2E_WHATSAPP.appSecret).update(body).digest('hex')}`;
  const res = await fetch(`${baseURL}/api/whatsapp/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
    body,
  });
  expect(res.status).toBe(200);
}

type Sent = { to: string; text: string | null; buttons: Array<{ id: string; title: string }> };

async function sentMessagesTo(phone: string): Promise<Sent[]> {
  const res = await fetch(`http://127.0.0.1:${FAKE_WHATSAPP_PORT}/_sent`);
  return ((await res.json()) as Sent[]).filter((s) => s.to === phone);
}

async function sentTo(phone: string): Promise<string[]> {
  return (await sentMessagesTo(phone)).map((s) => s.text ?? '');
}

/** Settings → WhatsApp → "Gerar código", and the phone sends it: the number is linked to this account. */
async function linkPhone(page: Page, phone: string) {
  await page.goto('/dashboard/settings#whatsapp');
  const section = page.locator('#whatsapp');
  await section.getByRole('button', { name: 'Gerar código' }).click();
  const code = (await section.getByTestId('whatsapp-code').textContent())?.trim() ?? '';
  await sendFromPhone(phone, code);
  await expect.poll(() => sentTo(phone), { timeout: 30_000 }).toEqual([expect.stringContaining('conectado')]);
}

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
