import type { Page } from '@playwright/test';
import { FAKE_OFF } from '../src/server/test/fake-open-food-facts';
import { expect, test } from './support/test';
import { DESCONHECIDO, IOGURTE } from './support/barcode-products';
import { expectAccessible, keepScreenshot, startSignedIn, uniqueEmail } from './support/helpers';

/** Opens the scanner and types a code (this project has no camera: the typed path is the one tested here). */
async function typeCode(page: Page, code: string) {
  const dialog = page.getByRole('dialog', { name: 'Escanear código de barras' });
  await dialog.getByLabel('Digitar o código').fill(code);
  await dialog.getByRole('button', { name: 'Buscar' }).click();
  return dialog;
}

test.describe('código de barras', () => {
  test('digita o código, vê o produto do Open Food Facts com atribuição, escolhe a porção e registra a refeição ', async ({
    page,
  }) => {
    test.slow();
    await startSignedIn(page, { name: 'Rita Campos', email: uniqueEmail('rita') });
    await page.goto('/dashboard/analyze');
    await page.getByRole('button', { name: 'Escanear código de barras' }).click();
    const dialog = page.getByRole('dialog', { name: 'Escanear código de barras' });
    // No camera here (Playwright grants none): a clear message, and the typed code still works.
    await expect(dialog.getByText(/Você não permitiu o uso da câmera|Não encontramos uma câmera/)).toBeVisible();
    await expectAccessible(page);

    // One digit off: caught on the phone by the check digit, before any request.
    let lookups = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/foods/barcode/')) lookups++;
    });
    await typeCode(page, '7891000100104');
    await expect(dialog.getByText('O último número (dígito verificador) não confere.', { exact: false })).toBeVisible();
    await expect(dialog.getByLabel('Digitar o código')).toHaveAttribute('aria-invalid', 'true');
    expect(lookups).toBe(0);

    await typeCode(page, IOGURTE);
    const product = dialog.getByRole('region', { name: 'Iogurte natural integral' });
    await expect(product.getByRole('heading', { name: 'Iogurte natural integral' })).toBeFocused();
    await expect(
      dialog.getByRole('status').filter({ hasText: 'Produto encontrado: Iogurte natural integral' }),
    ).toBeAttached();
    await expect(product.getByText('Laticínios Exemplo · código 7891000100103')).toBeVisible();
    // The server's figures: per 100 g and per the label's portion (170 g); fibre is not on the label.
    const energy = product.getByRole('row', { name: /Valor energético/ });
    await expect(energy.getByRole('cell').nth(0)).toHaveText('63 kcal');
    await expect(energy.getByRole('cell').nth(1)).toHaveText('107 kcal');
    await expect(product.getByRole('row', { name: /Sódio/ }).getByRole('cell').nth(1)).toHaveText('85 mg');
    // Sugars and the kinds of fat as Open Food Facts gives them (issue #15): per 100 g and per 170 g pot.
    const saturated = product.getByRole('row', { name: /Gorduras saturadas/ }).getByRole('cell');
    await expect(saturated.nth(0)).toHaveText('2,1 g');
    await expect(saturated.nth(1)).toHaveText('3,6 g');
    await expect(
      product
        .getByRole('row', { name: /Açúcares totais/ })
        .getByRole('cell')
        .nth(0),
    ).toHaveText('4,7 g');
    await expect(
      product
        .getByRole('row', { name: /Fibra alimentar/ })
        .getByRole('cell')
        .nth(0),
    ).toHaveText('—não informado');
    await expect(product.getByText('Dados: Open Food Facts (ODbL)')).toBeVisible();
    expect(lookups).toBe(1);

    const amount = product.getByLabel('Quanto você comeu (g)');
    await expect(amount).toHaveValue('170');
    await amount.fill('0');
    await expect(product.getByRole('button', { name: 'Adicionar à refeição' })).toBeDisabled();
    await amount.fill('200');
    await expect(product.getByText('Em 200 g: 126 kcal')).toBeVisible();
    await expectAccessible(page);
    await keepScreenshot(page, 'codigo-de-barras-produto');
    await product.getByRole('button', { name: 'Adicionar à refeição' }).click();
    await expect(dialog).toBeHidden();

    const items = page.getByRole('list', { name: 'Alimentos', exact: true });
    await expect(items.getByText('Iogurte natural integral', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Total da refeição' }).getByText('126 kcal')).toBeVisible();
    const save = page.getByRole('form', { name: 'Salvar refeição' });
    await save.getByLabel('Refeição').selectOption('lanche');
    await save.getByRole('button', { name: 'Salvar refeição' }).click();
    await expect(page).toHaveURL(/\/dashboard\/history$/);
    await expect(page.getByText('Iogurte natural integral').first()).toBeVisible();

    // The product is now one of the person's foods, once, however often it is scanned.
    await page.goto('/dashboard/my-foods');
    const mine = page.getByRole('list', { name: 'Meus alimentos' });
    await expect(mine.getByRole('heading', { name: 'Iogurte natural integral' })).toHaveCount(1);
    // Kept with its real figures: the sugars and fats came along with the product.
    const kept = mine.getByRole('listitem').filter({ hasText: 'Iogurte natural integral' });
    await expect(kept.getByTestId('my-food-details')).toHaveText(
      'Também em 100 g: açúcares totais 4,7 g · gorduras saturadas 2,1 g · gorduras trans 0 g',
    );
    await page.getByRole('button', { name: 'Escanear código de barras' }).click();
    await typeCode(page, IOGURTE);
    await page.getByRole('button', { name: 'Salvar em Meus alimentos' }).click();
    await expect(page.getByText('Iogurte natural integral está em Meus alimentos.')).toBeVisible();
    await expect(mine.getByRole('heading', { name: 'Iogurte natural integral' })).toHaveCount(1);
  });

  test('código desconhecido ou sem conexão: "Não encontramos este código" e o caminho da tabela nutricional', async ({
    page,
    context,
  }) => {
    await startSignedIn(page, { name: 'Davi Rocha', email: uniqueEmail('davi') });
    await page.goto('/dashboard/my-foods');
    await page.getByRole('button', { name: 'Escanear código de barras' }).click();
    const dialog = await typeCode(page, DESCONHECIDO);
    await expect(dialog.getByRole('heading', { name: 'Não encontramos este código' })).toBeFocused();
    await expect(dialog.getByText(/Fotografe a tabela nutricional ou cadastre o alimento/)).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Ler a tabela nutricional' })).toHaveAttribute(
      'href',
      '/dashboard/my-foods/label',
    );
    await expectAccessible(page);

    await context.setOffline(true);
    await dialog.getByRole('button', { name: 'Escanear outro código' }).click();
    await typeCode(page, IOGURTE);
    await expect(dialog.getByRole('heading', { name: 'Não encontramos este código' })).toBeVisible();
    await expect(dialog.getByText(/Sem conexão: a busca por código precisa de internet/)).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Ler a tabela nutricional' })).toBeVisible();
    await context.setOffline(false);
  });

  test('Open Food Facts lento ou com resposta quebrada: mensagem em português, sem produto inventado', async ({
    page,
  }) => {
    test.slow(); // the slow code waits for the server's 5 s timeout
    await startSignedIn(page, { name: 'Nina Alves', email: uniqueEmail('nina') });
    await page.goto('/dashboard/analyze');
    await page.getByRole('button', { name: 'Escanear código de barras' }).click();
    for (const code of [FAKE_OFF.malformedCode, FAKE_OFF.slowCode]) {
      const dialog = await typeCode(page, code);
      await expect(dialog.getByRole('heading', { name: 'A busca não respondeu' })).toBeVisible({ timeout: 15_000 });
      const result = dialog.getByRole('region', { name: 'A busca não respondeu' });
      await expect(result.getByText(/A busca por código de barras não respondeu agora/)).toBeVisible();
      await expect(result.getByRole('link', { name: 'Ler a tabela nutricional' })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Adicionar à refeição' })).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Escanear outro código' }).click();
    }
    await expectAccessible(page);
  });
});
