import { expect, test } from './support/test';
import { expectAccessible, keepScreenshot, logIn, startSignedIn, uniqueEmail } from './support/helpers';

interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
}

test('alerta de novo acesso: o e-mail chega e "Não fui eu" encerra todas as sessões', async ({ page, browser }) => {
  const email = uniqueEmail('alerta');
  await startSignedIn(page, { name: 'Bia Rocha', email });

  // Another browser (no device cookie of this account) signs in: the alert goes to the account's address.
  const other = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const intruder = await other.newPage();
  await logIn(intruder, email);
  await expect(intruder).toHaveURL(/\/dashboard$/);

  const outbox = await page.request.get('/dev/outbox.json');
  const { items } = (await outbox.json()) as { items: OutboxEmail[] };
  const alert = items.find((e) => e.to === email && e.subject === 'Novo acesso à sua conta no Nutri');
  expect(alert?.text).toContain('horário de Brasília');
  const link = /https?:\/\/\S+\/nao-fui-eu\?token=\S+/.exec(alert!.text)![0];

  // The bell of the signed-in browser says it too.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /Notificações/ }).click();
  await expect(page.getByText('Novo acesso à sua conta')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { name: 'Não reconhece este acesso?' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Encerrar todas as sessões' }).click();
  await expect(page.getByText(/encerramos todas as sessões da sua conta/)).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, 'not-me');

  // Both browsers are signed out; a reset link is on its way.
  await intruder.goto('/dashboard');
  await expect(intruder).toHaveURL(/\/login/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
  const after = (await (await page.request.get('/dev/outbox.json')).json()) as { items: OutboxEmail[] };
  expect(after.items.some((e) => e.to === email && e.subject === 'Redefinição de senha do Nutri')).toBe(true);
  await other.close();
});
