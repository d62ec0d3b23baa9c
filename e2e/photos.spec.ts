import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { loadCatalog } from '../data/catalog/index';
import { createMealTextAnalyzer } from '../src/domain/meal-text/analyze-meal-text';
import { plateJpeg } from '../src/server/test/image-fixtures';
import { expectAccessible, keepScreenshot, startSignedIn, uniqueEmail } from './support/helpers';
import { DAY_MS, serverNow } from './support/billing';
import { noAiURL } from './support/ports';

const analyzeText = createMealTextAnalyzer(loadCatalog());
const kcal = (value: number | null) => `${Math.round(value ?? 0).toLocaleString('pt-BR')} kcal`;

async function choosePhoto(page: Page) {
  await page.getByLabel('Arquivo da foto').setInputFiles({
    name: 'almoco.jpg',
    mimeType: 'image/jpeg',
    buffer: await plateJpeg(1600, 1200, 42),
  });
  await expect(page.getByRole('img', { name: 'Prévia da foto do prato' })).toBeVisible();
}

/** Saves the reviewed meal as lunch and finds it by a food name in the history, with the photo's thumbnail. */
async function saveAndFindInHistory(page: Page, search: string) {
  const save = page.getByRole('form', { name: 'Salvar refeição' });
  await save.getByLabel('Refeição').selectOption('almoco');
  // Yesterday at 12:30 (São Paulo) by the server's clock: always in the past, whatever the hour the suite runs.
  const yesterday = new Date((await serverNow(page)).getTime() - DAY_MS);
  await save
    .getByLabel('Data')
    .fill(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(yesterday));
  await save.getByLabel('Horário').fill('12:30');
  await save.getByRole('button', { name: 'Salvar refeição' }).click();
  await expect(page).toHaveURL(/\/dashboard\/history$/);
  await page.getByRole('searchbox', { name: 'Buscar alimento' }).fill(search);
  const meal = page.getByRole('button', { name: /Almoço às 12:30/ });
  await expect(meal).toBeVisible();
  const thumbnail = meal.locator('img[src*="/api/photos/"]');
  await expect(thumbnail).toHaveJSProperty('complete', true);
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

test.describe('análise de refeição por foto', () => {
  test('foto → itens da TACO nomeados pelo modelo, "Confira", óleo, correção → salva com a foto no histórico @mobile', async ({
    page,
  }) => {
    await startSignedIn(page, { name: 'Lia Prado', email: uniqueEmail('lia') });
    await page.goto('/dashboard/analyze');
    await choosePhoto(page);
    const analyse = page.getByRole('button', { name: 'Analisar foto' });
    await analyse.click();

    // The fake model names arroz (3 colheres de servir), feijão (1 concha), bife grelhado (110 g) and batata frita (90 g).
    const items = page.getByRole('list', { name: 'Alimentos' });
    await expect(items.getByText('Arroz branco cozido', { exact: true })).toBeVisible();
    // The items come into view with their heading focused, not only "Foto analisada…" (issue 25).
    await expect(items).toBeInViewport();
    await expect(page.getByRole('heading', { name: 'Itens da refeição' })).toBeFocused();
    await expect(items.getByText('3 colheres de servir · 135 g', { exact: false })).toBeVisible();
    await expect(items.getByText('Feijão carioca cozido', { exact: true })).toBeVisible();
    await expect(items.getByRole('listitem').filter({ hasText: 'Batata frita' }).getByText('Confira')).toBeVisible();
    const expected = analyzeText(
      '3 colheres de servir de arroz branco cozido, 1 concha de feijão carioca cozido, 110 g de bife grelhado, 90 g de batata frita',
    );
    const total = page.getByRole('region', { name: 'Total da refeição' });
    await expect(total.getByText(kcal(expected.totals.energyKcal))).toBeVisible();
    // The photo is analysed and with the meal: nothing left to press until another photo is chosen.
    await expect(page.getByText('Foto analisada e anexada à refeição.')).toBeVisible();
    await expect(analyse).toHaveCount(0);
    await expectAccessible(page);
    await keepScreenshot(page, 'photo-analysis');

    await page.getByRole('button', { name: 'Adicionar 1 colher de sopa de óleo de soja' }).click();
    await expect(items.getByText('Óleo de soja', { exact: true })).toBeVisible();
    const oil = analyzeText('1 colher de sopa de óleo de soja').totals.energyKcal ?? 0;
    await expect(total.getByText(kcal((expected.totals.energyKcal ?? 0) + oil))).toBeVisible();

    // The beef was chicken: fix it with the food search, save, and find the meal (with its photo) in the history.
    await page.getByRole('button', { name: 'Alterar Contrafilé grelhado' }).click();
    const dialog = page.getByRole('dialog', { name: 'Alterar alimento' });
    await dialog.getByLabel('Buscar alimento').fill('frango grelhado');
    await dialog
      .getByRole('button', { name: /^Peito de frango grelhado/ })
      .first()
      .click();
    await dialog.getByRole('button', { name: 'Usar este alimento' }).click();
    await expect(items.getByText('Peito de frango grelhado', { exact: true })).toBeVisible();
    await saveAndFindInHistory(page, 'frango');
  });

  test('arquivo que não é foto é recusado com uma mensagem', async ({ page }) => {
    await startSignedIn(page, { name: 'Rui Lima', email: uniqueEmail('rui') });
    await page.goto('/dashboard/analyze');
    await page.getByLabel('Arquivo da foto').setInputFiles({
      name: 'IMG_0042.HEIC',
      mimeType: 'image/heic',
      buffer: Buffer.from('ftypheic'),
    });
    await expect(page.getByRole('alert')).toContainText('Mais compatível');
  });
});

test.describe('análise por foto sem modelo de visão configurado', () => {
  test.use({ baseURL: noAiURL });

  test('"Anexar foto" → "Descreva o prato em poucas palavras" → descrição → itens → salva com a foto', async ({
    page,
  }) => {
    await startSignedIn(page, { name: 'Davi Reis', email: uniqueEmail('davi') });
    await page.goto('/dashboard/analyze');
    await choosePhoto(page);
    // No analysis is offered that this server cannot do: the photo is attached and the person describes the plate.
    const attach = page.getByRole('button', { name: 'Anexar foto' });
    await expect(attach).toBeVisible();
    await expect(page.getByRole('button', { name: 'Analisar foto' })).toHaveCount(0);
    await attach.click();

    await expect(page.getByText('Descreva o prato em poucas palavras e eu calculo para você.')).toBeVisible();
    await expect(page.getByText(/modelo|servidor/)).toHaveCount(0);
    await expect(page.getByText('Foto anexada à refeição.')).toBeVisible();
    await expect(attach).toHaveCount(0);
    const box = page.getByLabel('O que tem no prato?');
    await expect(box).toBeFocused();
    await box.fill('arroz, feijão e um bife grelhado');
    await page.getByRole('button', { name: 'Analisar', exact: true }).click();
    const items = page.getByRole('list', { name: 'Alimentos' });
    await expect(items.getByText('Contrafilé grelhado', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Prévia da foto do prato' })).toBeVisible(); // the photo stays
    await expectAccessible(page);
    await keepScreenshot(page, 'photo-no-model');
    await saveAndFindInHistory(page, 'contrafile');
  });
});
