import { createHmac } from 'node:crypto';
import { expect, test } from './support/test';
import { baseURL, FAKE_WHATSAPP_PORT } from './support/ports';
import { completeOnboarding, expectAccessible, keepScreenshot, signUp, uniqueEmail } from './support/helpers';
import { E2E_WHATSAPP } from './support/whatsapp-settings';

/** What the person's phone does: Meta delivers their message to our webhook, signed with the app secret. */
async function sendFromPhone(phone: string, text: string) {
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '1',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { phone_number_id: E2E_WHATSAPP.phoneNumberId },
              messages: [
                { from: phone, id: `wamid.e2e-${Date.now()}-${Math.random()}`, type: 'text', text: { body: text } },
              ],
            },
          },
        ],
      },
    ],
  });
  const signature = `sha256=${createHmac('sha256', E2E_WHATSAPP.appSecret).update(body).digest('hex')}`;
  const res = await fetch(`${baseURL}/api/whatsapp/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
    body,
  });
  expect(res.status).toBe(200);
}

async function sentTo(phone: string): Promise<string[]> {
  const res = await fetch(`http://127.0.0.1:${FAKE_WHATSAPP_PORT}/_sent`);
  const sent = (await res.json()) as Array<{ to: string; text: string | null }>;
  return sent.filter((s) => s.to === phone).map((s) => s.text ?? '');
}

test('WhatsApp: gerar o código, enviar do celular, ver conectado, ligar lembretes e desconectar @mobile', async ({
  page,
}) => {
  test.setTimeout(120_000); // sign-up, onboarding and two axe runs on a shared 2-core machine
  const phone = `55119${String(Date.now()).slice(-8)}`;
  await signUp(page, { name: 'Wanda Lima', email: uniqueEmail('wanda') });
  await completeOnboarding(page);
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
