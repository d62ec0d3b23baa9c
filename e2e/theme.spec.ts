import { expect, test } from './support/test';
import { serverNow } from './support/billing';
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

// Issue 25: the charts (axes, grid, tooltip) and the dialogs' backdrop read in the dark theme too.
test('tema escuro: gráficos com eixos, grade e dica no tema, e o fundo do diálogo escurece a tela', async ({
  page,
}) => {
  test.slow(); // two axe runs and the charts on a shared machine
  await page.emulateMedia({ colorScheme: 'dark' });
  await startSignedIn(page, { name: 'Noa Reis', email: uniqueEmail('noa') });
  const origin = new URL(page.url()).origin;
  const now = await serverNow(page);
  const post = async (path: string, data: object) =>
    expect((await page.request.post(path, { headers: { origin }, data })).status()).toBe(201);
  await post('/api/meals', {
    slot: 'cafe',
    eatenAt: now.toISOString(),
    items: [{ foodId: 'taco-53', quantity: 2, measureId: 'unidade' }],
  });
  await post('/api/water', { ml: 500 });

  await page.goto('/dashboard/stats');
  const energy = page.getByRole('figure', { name: 'Calorias por dia' });
  const tickText = energy.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value').first();
  await expect(tickText).toBeVisible();
  // The dark theme's slate-300 and slate-700, not Recharts' #666 text and #ccc grid.
  expect(await tickText.evaluate((el) => getComputedStyle(el).fill)).toBe('rgb(203, 213, 225)');
  expect(await energy.locator('.recharts-cartesian-grid-horizontal line').first().getAttribute('stroke')).toBe(
    '#334155',
  );
  await energy.locator('.recharts-bar-rectangle').first().hover();
  const tooltip = energy.locator('.recharts-default-tooltip');
  await expect(tooltip).toContainText('300 kcal');
  expect(await tooltip.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(30, 41, 59)');
  await expectAccessible(page);
  if (process.env.E2E_SCREENSHOTS === 'true')
    await page.screenshot({ path: 'test-results/screenshots/stats-dark.png' });

  await page.goto('/dashboard/history');
  await page.getByRole('button', { name: /^Café às/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const backdrop = page.locator('[data-state="open"].fixed.inset-0').first();
  // Black at 60% (the light theme's slate-900 would be mirrored to near-white here): read back as RGBA pixels.
  const rgba = await backdrop.evaluate((el) => {
    const context = document.createElement('canvas').getContext('2d')!;
    context.fillStyle = getComputedStyle(el).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    return [...context.getImageData(0, 0, 1, 1).data];
  });
  expect(rgba.slice(0, 3)).toEqual([0, 0, 0]);
  expect(rgba[3]).toBeGreaterThanOrEqual(140);
  await expectAccessible(page);
  if (process.env.E2E_SCREENSHOTS === 'true')
    await page.screenshot({ path: 'test-results/screenshots/dialog-dark.png' });
});
