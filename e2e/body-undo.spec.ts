import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible, startSignedIn, uniqueEmail } from './support/helpers';

/** "Desfazer" on the toast that says `text` (several toasts may be stacked). */
const undoOn = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).getByRole('button', { name: 'Desfazer' }).click();

// Issue 25: a mis-tapped glass or a wrong weight is undone or deleted, and the day's figures follow.
test('água e peso: desfazer o que acabou de registrar e excluir um registro do dia @mobile', async ({ page }) => {
  test.slow(); // a dozen writes and two axe runs on a shared machine
  await startSignedIn(page, { name: 'Vera Lopes', email: uniqueEmail('vera') }); // 2.100 mL of water a day
  const water = page.getByRole('region', { name: 'Água hoje' });
  await expect(water.getByText('0 mL / 2.100 mL')).toBeVisible();

  // A mis-tap of "+ 250 mL", undone from the toast.
  await water.getByRole('button', { name: '250 mL' }).click();
  await expect(water.getByText('250 mL / 2.100 mL')).toBeVisible();
  await undoOn(page, '250 mL de água registrados.');
  await expect(page.getByText('Registro de água desfeito.')).toBeVisible();
  await expect(water.getByText('0 mL / 2.100 mL')).toBeVisible();

  // A typed amount, listed with its time, deleted from the list and put back.
  await water.getByLabel('Outra quantidade (mL)').fill('500');
  await water.getByRole('button', { name: 'Registrar' }).click();
  const glasses = water.getByRole('list', { name: 'Registros de água de hoje' });
  await expect(glasses.getByText(/^\d{2}:\d{2} · 500 mL$/)).toBeVisible();
  await expect(water.getByText('500 mL / 2.100 mL')).toBeVisible();
  await expectAccessible(page);
  await glasses.getByRole('button', { name: /^Excluir 500 mL das \d{2}:\d{2}$/ }).click();
  await expect(water.getByText('0 mL / 2.100 mL')).toBeVisible();
  await expect(glasses).toHaveCount(0);
  await undoOn(page, '500 mL de água excluídos.');
  await expect(page.getByText('Registro de água restaurado.')).toBeVisible();
  await expect(water.getByText('500 mL / 2.100 mL')).toBeVisible();

  // Weight: logged and undone, logged again, deleted and put back.
  const weight = page.getByLabel('Peso de hoje (kg)');
  await weight.fill('62,5');
  await page.getByRole('button', { name: 'Registrar' }).last().click();
  await expect(page.getByText(/^62,5 kg em \d{2}\/\d{2}$/)).toBeVisible();
  await undoOn(page, 'Peso registrado.');
  await expect(page.getByText('Registro de peso desfeito.')).toBeVisible();
  await expect(page.getByText(/^62,5 kg em/)).toHaveCount(0);

  await weight.fill('61,9');
  await page.getByRole('button', { name: 'Registrar' }).last().click();
  await expect(page.getByText(/^61,9 kg em \d{2}\/\d{2}$/)).toBeVisible();
  await page.getByRole('button', { name: 'Excluir o peso de 61,9 kg' }).click();
  await expect(page.getByText(/^61,9 kg em/)).toHaveCount(0);
  await undoOn(page, 'Peso excluído.');
  await expect(page.getByText('Peso restaurado.')).toBeVisible();
  await expect(page.getByText(/^61,9 kg em \d{2}\/\d{2}$/)).toBeVisible();
  await expectAccessible(page);

  // The server kept it: after a reload the day still shows the restored figures.
  await page.reload();
  await expect(water.getByText('500 mL / 2.100 mL')).toBeVisible();
  await expect(page.getByText(/^61,9 kg em \d{2}\/\d{2}$/)).toBeVisible();
});
