import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, test } from './support/test';
import { expectAccessible, keepScreenshot, logIn, PASSWORD, startSignedIn, uniqueEmail } from './support/helpers';

/**
 * The code an authenticator app would show now — now by the server's clock (it may be pinned,
 * NUTRI_TEST_NOW) — or `stepsAhead` steps of 30 s later: each sign-in needs a step the last one did not use.
 */
async function authenticatorCode(page: Page, secret: string, stepsAhead = 0) {
  const res = await page.request.get('/api/pricing');
  const { serverNow } = (await res.json()) as { serverNow: string };
  const timestamp = new Date(serverNow).getTime() + stepsAhead * 30_000;
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login/);
}

test('verificação em duas etapas: ativar com o app, entrar com o código e com um código de recuperação', async ({
  page,
}) => {
  test.slow(); // four sign-ins, a new set of recovery codes and four axe runs on a shared machine
  const email = uniqueEmail('dupla');
  await startSignedIn(page, { name: 'Duda Lima', email });
  await page.goto('/dashboard/settings#seguranca');
  const section = page.locator('section[aria-labelledby="two-factor-title"]');
  await expect(section.getByText('Desativada')).toBeVisible();

  // Turning it on: the password again, then the QR code and the key in text.
  await section.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();
  await section.getByLabel('Senha atual').fill(PASSWORD);
  await section.getByRole('button', { name: 'Continuar' }).click();
  await expect(section.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = ((await section.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectAccessible(page);
  await keepScreenshot(page, 'two-factor-setup');

  await section.getByLabel('Código do app').fill(await authenticatorCode(page, secret));
  await section.getByRole('button', { name: 'Ativar', exact: true }).click();
  const codes = section.getByRole('list', { name: 'Códigos de recuperação' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().textContent())!.trim();
  const firstCodes = await codes.allTextContents();
  await expectAccessible(page);
  await section.getByRole('button', { name: 'Já guardei os códigos' }).click();
  await expect(section.getByText('Ativada', { exact: true })).toBeVisible();
  await expect(section.getByText(/10 códigos de recuperação restantes/)).toBeVisible();

  // The password alone no longer opens the account: the second step asks for the code.
  await signOut(page);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/login\/verificacao$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/login\/verificacao$/);
  await page.getByLabel('Código de verificação').fill('000000');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByText('Código incorreto ou expirado.', { exact: false })).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, 'two-factor-sign-in');
  // The code of the next 30-second step: the one that turned it on may not be used again.
  await page.getByLabel('Código de verificação').fill(await authenticatorCode(page, secret, 1));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Without the phone: a recovery code, once.
  await signOut(page);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/login\/verificacao$/);
  await page.getByLabel('Código de verificação').fill(recoveryCode);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/settings#seguranca');
  await expect(section.getByText(/9 códigos de recuperação restantes/)).toBeVisible();

  // A new set: the recovery code just typed is this session's fresh proof, so no code is asked; the old set dies.
  await section.getByRole('button', { name: 'Gerar novos códigos de recuperação' }).click();
  await section.getByRole('button', { name: 'Gerar novos códigos', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Gerar novos códigos de recuperação?' });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Gerar novos códigos' }).click();
  await expect(
    section.getByText('Novos códigos de recuperação: os anteriores não valem mais.', { exact: false }),
  ).toBeVisible();
  const fresh = section.getByRole('list', { name: 'Códigos de recuperação' }).getByRole('listitem');
  await expect(fresh).toHaveCount(10);
  expect((await fresh.allTextContents()).filter((c) => firstCodes.includes(c))).toEqual([]);
  await section.getByRole('button', { name: 'Já guardei os códigos' }).click();
  await expect(section.getByText(/10 códigos de recuperação restantes/)).toBeVisible();
});
