import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { baseURL } from './support/ports';
import { expectAccessible, keepScreenshot, startSignedIn, uniqueEmail } from './support/helpers';

// The service worker is part of what this journey tests: allowed here (every other journey blocks it, playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * "Ler tabela nutricional" (decision 0034): a photo of a label's table, read on the device, pre-fills a
 * new food of "Meus alimentos"; the person corrects and confirms. The label is one of the generated set
 * (scripts/label-images.mjs): a cream cracker, new layout, 30 g portion, rotated a few degrees.
 */
const LABEL = path.resolve('data/eval/labels/label-02-rdc429.jpg');
const NOT_A_LABEL = path.resolve('public/icons/icon-512.png');
// An older-layout label (RDC 360/2003, per portion only): skimmed milk, 200 ml.
const OLD_LABEL = path.resolve('data/eval/labels/label-06-rdc360.jpg');
// Reading on a busy 2-core machine: the OCR files the first time, then Tesseract.
const READ_TIMEOUT = 90_000;

/** Every request the page and its workers make, to check that nothing leaves our origin (no CDN). */
function recordRequests(page: Page) {
  const urls: string[] = [];
  page.context().on('request', (request: Request) => urls.push(request.url()));
  return urls;
}
const foreign = (urls: string[]) =>
  urls.filter((url) => !url.startsWith(`${baseURL}/`) && !url.startsWith('data:') && !url.startsWith('blob:'));

test.describe('meus alimentos: ler tabela nutricional', () => {
  test('lê o rótulo, mostra os recortes, a pessoa corrige e confirma, e o alimento aparece ', async ({ page }) => {
    test.setTimeout(180_000);
    const urls = recordRequests(page);
    await startSignedIn(page, { name: 'Cida Moraes', email: uniqueEmail('cida-rotulo') });

    await page.goto('/dashboard/my-foods');
    await page.getByRole('link', { name: 'Ler tabela nutricional' }).click();
    await expect(page).toHaveURL(/\/dashboard\/my-foods\/label$/);
    await expect(page.getByRole('heading', { name: 'Ler tabela nutricional' })).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Arquivo da foto da tabela').setInputFiles(LABEL);
    await expect(page.getByText('Lendo a tabela…').or(page.getByText('Preparando o leitor…'))).toBeVisible();
    const form = page.getByRole('form', { name: 'Conferir tabela nutricional' });
    await expect(form).toBeVisible({ timeout: READ_TIMEOUT });

    // Pre-filled from the 100 g column, each beside the crop of its row.
    await expect(form.getByLabel('Peso da porção (g)')).toHaveValue('30');
    await expect(form.getByLabel('Porção', { exact: true })).toHaveValue('6 biscoitos');
    await expect(form.getByLabel('Valor energético (kcal)')).toHaveValue('432');
    await expect(form.getByLabel('Carboidratos (g)')).toHaveValue('68');
    await expect(form.getByLabel('Proteínas (g)')).toHaveValue('10');
    await expect(form.getByLabel('Gorduras totais (g)')).toHaveValue('13');
    await expect(form.getByLabel('Fibra alimentar (g)')).toHaveValue('2,6');
    await expect(form.getByLabel('Sódio (mg)')).toHaveValue('780');
    for (const row of ['Valor energético (kcal)', 'Proteínas (g)', 'Sódio (mg)']) {
      const crop = form.getByRole('img', { name: `Recorte da foto: linha “${row}” da tabela` });
      await expect(crop).toBeVisible();
      // A real piece of the photo, not an empty image.
      expect(await crop.evaluate((img: HTMLImageElement) => img.naturalWidth > 20 && img.naturalHeight > 10)).toBe(
        true,
      );
    }
    // The rest of the table, pre-filled too and saved with the food (decision 0026, addendum 2026-11-26).
    await expect(form.getByLabel('Açúcares totais (g)')).toHaveValue('4,5');
    await expect(form.getByLabel('Açúcares adicionados (g)')).toHaveValue('4,1');
    await expect(form.getByLabel('Gorduras saturadas (g)')).toHaveValue('5,8');
    await expect(
      form.getByRole('img', { name: 'Recorte da foto: linha “Gorduras saturadas (g)” da tabela' }),
    ).toBeVisible();
    await expectAccessible(page);
    await keepScreenshot(page, 'my-foods-label');

    // Nothing is saved before the person confirms; a missing name is asked for, in Portuguese.
    await form.getByRole('button', { name: 'Confirmar e salvar' }).click();
    await expect(form.getByText('Dê um nome ao alimento')).toBeVisible();
    // The person corrects one figure and names the food.
    await form.getByLabel('Nome', { exact: true }).fill('Cream cracker da Cida');
    await form.getByLabel('Valor energético (kcal)').fill('430');
    await form.getByRole('button', { name: 'Confirmar e salvar' }).click();

    await expect(page).toHaveURL(/\/dashboard\/my-foods$/);
    const list = page.getByRole('list', { name: 'Meus alimentos' });
    await expect(list.getByRole('heading', { name: 'Cream cracker da Cida' })).toBeVisible();
    await expect(list.getByText('6 biscoitos (30 g): 129 kcal')).toBeVisible();
    await expect(
      list.getByText(/Em 100 g: 430 kcal · proteínas 10 g · carboidratos 68 g · gorduras 13 g/),
    ).toBeVisible();
    await expect(list.getByTestId('my-food-details')).toContainText('gorduras saturadas 5,8 g');
    await expect(list.getByTestId('my-food-details')).toContainText('açúcares totais 4,5 g');
    // Saved on the server, per 100 g, as confirmed.
    const saved = await page.request.get('/api/my-foods');
    const food = (await saved.json()).items.find((f: { name: string }) => f.name === 'Cream cracker da Cida');
    expect(food.details.per100g).toMatchObject({ saturatedFatG: 5.8, sugarsTotalG: 4.5, sugarsAddedG: 4.1 });
    expect(food.details.perPortion.saturatedFatG).toBe(1.74);

    // The OCR's worker, WebAssembly core and Portuguese data came from our own origin, never a CDN.
    expect(urls.some((url) => url.includes('/assets/ocr-') && url.endsWith('por.traineddata.gz'))).toBe(true);
    expect(urls.some((url) => url.includes('/assets/ocr-') && url.endsWith('.wasm.js'))).toBe(true);
    expect(foreign(urls)).toEqual([]);
  });

  test('uma foto que não é uma tabela: mensagem clara e nada salvo', async ({ page }) => {
    test.setTimeout(180_000);
    const urls = recordRequests(page);
    await startSignedIn(page, { name: 'Beto Lima', email: uniqueEmail('beto-rotulo') });
    await page.goto('/dashboard/my-foods/label');
    await page.getByLabel('Arquivo da foto da tabela').setInputFiles(NOT_A_LABEL);
    await expect(page.getByText(/Não encontramos uma tabela nutricional nesta foto/)).toBeVisible({
      timeout: READ_TIMEOUT,
    });
    await expect(page.getByRole('form', { name: 'Conferir tabela nutricional' })).toHaveCount(0);
    await expectAccessible(page);
    await page.goto('/dashboard/my-foods');
    await expect(page.getByText('Você ainda não tem alimentos seus.')).toBeVisible();
    expect(foreign(urls)).toEqual([]);
  });

  test('depois da primeira leitura, lê outra tabela sem conexão (modelo antigo, por porção)', async ({
    page,
    context,
  }) => {
    test.setTimeout(240_000);
    await startSignedIn(page, { name: 'Dora Reis', email: uniqueEmail('dora-rotulo') });
    // The service worker installed and in control (decision 0030), the person's day kept for offline use.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.goto('/dashboard/my-foods/label');
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // The first label online: the OCR files are fetched and kept.
    await page.getByLabel('Arquivo da foto da tabela').setInputFiles(LABEL);
    const form = page.getByRole('form', { name: 'Conferir tabela nutricional' });
    await expect(form).toBeVisible({ timeout: READ_TIMEOUT });

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Ler tabela nutricional' })).toBeVisible();
    await page.getByLabel('Arquivo da foto da tabela').setInputFiles(OLD_LABEL);
    await expect(form).toBeVisible({ timeout: READ_TIMEOUT });
    await expect(page.getByText('Tabela no modelo antigo (só por porção).')).toBeVisible();
    await expect(form.getByRole('radio', { name: 'porção' })).toBeChecked();
    await expect(form.getByLabel('Peso da porção (g; o rótulo diz mL)')).toHaveValue('200');
    await expect(form.getByLabel('Valor energético (kcal)')).toHaveValue('70');
    await expect(form.getByLabel('Carboidratos (g)')).toHaveValue('10');
    await expect(form.getByLabel('Proteínas (g)')).toHaveValue('6,4');
    await expect(form.getByLabel('Gorduras totais (g)')).toHaveValue('0,6');
    await expect(form.getByLabel('Sódio (mg)')).toHaveValue('110');
    await expectAccessible(page);
    await context.setOffline(false);
  });
});
