import { expect, test } from './support/test';
import { expectAccessible, keepScreenshot, startSignedIn, uniqueEmail } from './support/helpers';

test.describe('análise de refeição por descrição', () => {
  test('descreve, confere os itens da TACO e corrige com a busca de alimentos @mobile', async ({ page, isMobile }) => {
    await startSignedIn(page, { name: 'Rita Campos', email: uniqueEmail('rita') });
    if (isMobile) await page.locator('nav').getByRole('link', { name: 'Analisar refeição' }).click();
    else await page.getByRole('navigation').getByRole('link', { name: 'Analisar Refeição' }).click();
    await expect(page.getByRole('heading', { name: 'Análise de Refeições' })).toBeVisible();

    await page.getByLabel('O que tem no prato?').fill('2 pães franceses com manteiga, um café com leite e temaki');
    await page.getByRole('button', { name: 'Analisar' }).click();
    const items = page.getByRole('list', { name: 'Alimentos' });
    await expect(items.getByText('Pão francês com manteiga', { exact: true })).toBeVisible();
    await expect(items.getByText('2 unidades · 120 g')).toBeVisible();
    await expect(items.getByText('Café com leite', { exact: true })).toBeVisible();
    await expect(page.getByText('Não reconhecemos:')).toBeVisible();
    // 2 × 60 g of pão com manteiga (371 kcal/100 g) + 200 g of café com leite (35 kcal/100 g), from the catalog.
    const total = page.getByRole('region', { name: 'Total da refeição' });
    await expect(total.getByText('515 kcal')).toBeVisible();
    await expectAccessible(page);
    await keepScreenshot(page, 'analysis');

    // Fix the coffee: skimmed milk coffee is not in the text, so swap it for 1 copo médio of leite desnatado.
    await page.getByRole('button', { name: 'Alterar Café com leite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Alterar alimento' });
    await dialog.getByLabel('Buscar alimento').fill('leite desnatado');
    await dialog
      .getByRole('button', { name: /^Leite desnatado/ })
      .first()
      .click();
    await dialog.getByLabel('Medida').selectOption({ label: 'copo médio (240 g)' });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Usar este alimento' }).click();
    await expect(items.getByText(/^Leite desnatado/)).toBeVisible();
    await expect(items.getByText('Café com leite', { exact: true })).toHaveCount(0);

    // Replace what it did not recognise with a food from the search.
    await page.getByRole('button', { name: 'Buscar “temaki”' }).click();
    const add = page.getByRole('dialog', { name: 'Adicionar alimento' });
    await expect(add.getByText('Nenhum alimento encontrado. Tente outro nome.')).toBeVisible();
    await add.getByLabel('Buscar alimento').fill('banana');
    await add.getByRole('button', { name: /^Banana-prata/ }).click();
    await add.getByLabel('Quantidade').fill('2');
    await add.getByRole('button', { name: 'Usar este alimento' }).click();
    await expect(items.getByText('Banana-prata', { exact: true })).toBeVisible();
    await expect(page.getByText('Não reconhecemos:')).toHaveCount(0);

    await page.getByRole('button', { name: 'Remover Banana-prata' }).click();
    await expect(items.getByText('Banana-prata', { exact: true })).toHaveCount(0);
    await keepScreenshot(page, 'analysis-edited');
  });

  test('sem quantidade, marca a porção típica; o que o catálogo não tem vem com semelhantes para escolher', async ({
    page,
  }) => {
    await startSignedIn(page, { name: 'Caio Prado', email: uniqueEmail('caio') });
    await page.goto('/dashboard/analyze');
    await page.getByLabel('O que tem no prato?').fill('arroz, feijão, bife e queijo serrano');
    await page.getByRole('button', { name: 'Analisar' }).click();
    const items = page.getByRole('list', { name: 'Alimentos' });
    // 5 colheres de sopa de arroz (125 g), 1 concha de feijão (140 g), 1 bife (100 g): the typical portions.
    await expect(items.getByText('5 colheres de sopa · 125 g')).toBeVisible();
    await expect(items.getByText('porção típica')).toHaveCount(3);
    await expect(page.getByText('Não reconhecemos:')).toBeVisible();
    await page.getByRole('button', { name: 'Usar Muçarela, semelhante a “queijo serrano”' }).click();
    const add = page.getByRole('dialog', { name: 'Adicionar alimento' });
    await add.getByRole('button', { name: /^Muçarela Fonte: TACO/ }).click();
    await add.getByRole('button', { name: 'Usar este alimento' }).click();
    await expect(items.getByText('Muçarela', { exact: true })).toBeVisible();
    await expect(page.getByText('Não reconhecemos:')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('o que a TACO não tem vem do USDA, e cada item diz a sua fonte (análise e busca)', async ({ page }) => {
    await startSignedIn(page, { name: 'Lia Moura', email: uniqueEmail('lia') });
    await page.goto('/dashboard/analyze');
    await page.getByLabel('O que tem no prato?').fill('arroz e feijão, filé de tilápia e 1 banana');
    await page.getByRole('button', { name: 'Analisar' }).click();
    const items = page.getByRole('list', { name: 'Alimentos' });
    const item = (name: string) => items.getByRole('listitem').filter({ hasText: name });
    // The label reads "USDA" on screen and "Fonte: USDA" to screen readers.
    await expect(item('Tilápia grelhada').getByText('Fonte: USDA', { exact: true })).toBeVisible();
    await expect(item('Arroz com feijão').getByText('Fonte: Receita (TACO)', { exact: true })).toBeVisible();
    await expect(item('Banana-prata').getByText('Fonte: TACO', { exact: true })).toBeVisible();
    await expect(page.getByText('Não reconhecemos:')).toHaveCount(0);

    // The picker labels every result; TACO's yogurts come before USDA's Greek one.
    await page.getByRole('button', { name: 'Alterar Banana-prata' }).click();
    const dialog = page.getByRole('dialog', { name: 'Alterar alimento' });
    await dialog.getByLabel('Buscar alimento').fill('iogurte grego');
    await expect(dialog.getByRole('button', { name: /^Iogurte grego natural Fonte: USDA/ })).toBeVisible();
    await dialog.getByLabel('Buscar alimento').fill('iogurte');
    await expect(dialog.getByRole('button', { name: /Fonte:/ }).first()).toHaveAccessibleName(/Fonte: TACO/);
    await expectAccessible(page);
  });

  test('texto longo demais é recusado com uma mensagem', async ({ page }) => {
    await startSignedIn(page, { name: 'Saulo Dias', email: uniqueEmail('saulo') });
    await page.goto('/dashboard/analyze');
    const box = page.getByLabel('O que tem no prato?');
    await box.fill('arroz '.repeat(400));
    await expect(page.getByText('2.000/2.000 caracteres')).toBeVisible(); // the box stops at the limit
  });
});

test('a página de fontes cita a TACO, o IBGE e o USDA', async ({ page }) => {
  await page.goto('/fontes');
  await expect(page.getByRole('heading', { name: 'Fontes dos dados nutricionais' })).toBeVisible();
  await expect(page.getByText(/Tabela Brasileira de Composição de Alimentos – TACO\. 4ª ed\./)).toBeVisible();
  // The IBGE's two POF 2008-2009 publications: the household measures and the composition of the foods.
  await expect(
    page.getByText(/Tabela de Medidas Referidas para os Alimentos Consumidos no Brasil\. Rio de Janeiro/),
  ).toBeVisible();
  await expect(
    page.getByText(/Tabelas de Composição Nutricional dos Alimentos Consumidos no Brasil\. Rio de Janeiro/),
  ).toBeVisible();
  await expect(page.getByText(/FoodData Central: SR Legacy/)).toBeVisible();
  await expect(page.getByText(/Food and Nutrient Database for Dietary Studies \(FNDDS\) 2021-2023/)).toBeVisible();
  await expectAccessible(page);
});
