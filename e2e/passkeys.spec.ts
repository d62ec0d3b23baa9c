import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible, keepScreenshot, PASSWORD, startSignedIn, uniqueEmail } from './support/helpers';

/**
 * A platform authenticator inside Chromium (CDP WebAuthn domain): CTAP2, internal transport, keeps resident
 * (discoverable) credentials and verifies the person automatically, as Touch ID or Windows Hello would.
 */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login/);
}

test('passkeys: adicionar em Configurações, entrar só com a passkey, renomear e remover', async ({ page }) => {
  test.slow(); // two sign-ins, two ceremonies and five axe runs on a shared machine
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  const email = uniqueEmail('chave');
  await startSignedIn(page, { name: 'Caio Chaves', email });
  await page.goto('/dashboard/settings#seguranca');
  const section = page.locator('section[aria-labelledby="passkeys-title"]');
  await expect(section.getByText('Nenhuma passkey adicionada.')).toBeVisible();

  // Adding: the password again, then the device's prompt (answered by the virtual authenticator).
  await section.getByRole('button', { name: 'Adicionar passkey' }).click();
  await section.getByLabel('Senha atual').fill(PASSWORD);
  await expectAccessible(page);
  await section.getByRole('button', { name: 'Continuar' }).click();
  const list = section.getByRole('list', { name: 'Suas passkeys' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText(/^Passkey — Chrome/)).toBeVisible();
  await expect(list.getByText('ainda não usada', { exact: false })).toBeVisible();
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);
  expect(credentials[0]!.rpId).toBe('localhost');

  // Naming it.
  await list.getByRole('button', { name: /^Renomear Passkey/ }).click();
  await section.getByLabel('Nome da passkey').fill('Notebook do trabalho');
  await section.getByRole('button', { name: 'Salvar' }).click();
  await expect(list.getByText('Notebook do trabalho')).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, 'passkeys-settings');

  // Signing in with the passkey alone: no e-mail, no password.
  await signOut(page);
  await expect(page.getByRole('button', { name: 'Entrar com passkey' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Entrar com passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/settings#seguranca');
  await expect(list.getByText(/último uso em/)).toBeVisible();
  await page.goto('/dashboard/settings#atividade');
  await expect(page.getByText('Entrada com passkey').first()).toBeVisible();

  // Removing it: confirmed in a dialog; the device's copy then opens nothing.
  await page.goto('/dashboard/settings#seguranca');
  await list.getByRole('button', { name: 'Remover Notebook do trabalho' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remover esta passkey?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Remover passkey' }).click();
  await expect(section.getByText('Nenhuma passkey adicionada.')).toBeVisible();

  await signOut(page);
  await page.getByRole('button', { name: 'Entrar com passkey' }).click();
  await expect(page.getByText('Esta passkey não está cadastrada no Nutri', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expectAccessible(page);
});
