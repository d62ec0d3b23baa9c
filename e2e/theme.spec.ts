import { expect, test } from './support/test';
import { expectAccessible, keepScreenshot, startSignedIn, uniqueEmail } from './support/helpers';

// Issue 25: a dark theme that follows the device and can be chosen in Settings, readable (axe's contrast) in both.
test('tema escuro: segue o aparelho, escolhido em Configurações, guardado, com contraste conferido nos dois temas', async ({
  page,
}) => {
  test.slow(); // four axe runs on a shared machine
  await page.emulateMedia({ colorScheme: 'dark' });
  await startSignedIn(page, { name: 'Lia Moura', email: uniqueEmail('lia') });
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('region', { name: 'Diário de hoje' })).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, 'dashboard-dark');

  await page.goto('/dashboard/settings#aparencia');
  const theme = page.getByRole('region', { name: 'Aparência' }).getByLabel('Tema');
  await expect(theme).toHaveValue('system');
  await theme.selectOption('light');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expectAccessible(page);

  await theme.selectOption('dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  // Kept on the device, whatever the device prefers.
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('region', { name: 'Aparência' }).getByLabel('Tema')).toHaveValue('dark');
  await expectAccessible(page);

  await page.getByRole('region', { name: 'Aparência' }).getByLabel('Tema').selectOption('system');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveAttribute('data-theme', 'dark');
});
