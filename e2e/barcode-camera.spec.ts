import { expect, test } from './support/test';
import { expectAccessible, keepScreenshot, startSignedIn, uniqueEmail } from './support/helpers';

/**
 * Runs in the "camera" project only (playwright.config.ts): Chromium's fake camera plays
 * e2e/fixtures/barcode-7891000100103.y4m (scripts/barcode-video.mjs), an EAN-13 the real reader must
 * read — ZXing's WebAssembly from our own assets on Linux, where Chromium has no BarcodeDetector.
 */
test('a câmera lê o código de barras e mostra o produto, sem baixar nada de fora', async ({ page }) => {
  test.slow();
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['localhost', '127.0.0.1'].includes(url.hostname) && url.protocol !== 'data:' && url.protocol !== 'blob:')
      outside.push(request.url());
  });
  let wasm = 0;
  page.on('response', (response) => {
    if (/\/assets\/zxing_reader-[\w-]+\.wasm$/.test(response.url()) && response.ok()) wasm++;
  });

  await startSignedIn(page, { name: 'Caio Lima', email: uniqueEmail('caio') });
  await page.goto('/dashboard/analyze');
  expect(wasm).toBe(0); // the reader is loaded only when the scanner opens
  await page.getByRole('button', { name: 'Escanear código de barras' }).click();
  const dialog = page.getByRole('dialog', { name: 'Escanear código de barras' });
  await expect(dialog.getByRole('heading', { name: 'Iogurte natural integral' })).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByText('Laticínios Exemplo · código 7891000100103')).toBeVisible();
  const usedZXing = await page.evaluate(() => !('BarcodeDetector' in globalThis));
  if (usedZXing) expect(wasm).toBe(1);
  expect(outside).toEqual([]);
  await expectAccessible(page);
  await keepScreenshot(page, 'codigo-de-barras-camera');

  await dialog.getByRole('button', { name: 'Adicionar à refeição' }).click();
  await expect(
    page.getByRole('list', { name: 'Alimentos', exact: true }).getByText('Iogurte natural integral'),
  ).toBeVisible();
});
