import { expect, test } from './support/test';
import { expectAccessible, keepScreenshot, startSignedIn, uniqueEmail } from './support/helpers';

test.describe('meus alimentos', () => {
  test('cria do rótulo, acha primeiro na análise, registra, salva a refeição como receita e exclui ', async ({
    page,
  }) => {
    // A long journey (two screens of forms, the analysis, history and a recipe): three times the usual time.
    test.slow();
    await startSignedIn(page, { name: 'Lurdes Prado', email: uniqueEmail('lurdes') });

    await page.goto('/dashboard/my-foods');
    await expect(page.getByText('Você ainda não tem alimentos seus.')).toBeVisible();
    await expectAccessible(page);

    // A granola label, per portion of 40 g; sodium is not on it.
    await page.getByRole('button', { name: 'Novo alimento' }).click();
    const form = page.getByRole('form', { name: 'Novo alimento' });
    await form.getByLabel('Nome', { exact: true }).fill('Granola da Vó Lurdes');
    await form.getByLabel('Outros nomes (opcional)').fill('granola');
    await form.getByLabel('Porção', { exact: true }).fill('xícara de chá');
    await form.getByLabel('Peso da porção (g)').fill('40');
    await form.getByLabel('Valor energético (kcal)').fill('1800');
    await form.getByLabel('Proteínas (g)').fill('4');
    await form.getByLabel('Carboidratos (g)').fill('27');
    await form.getByLabel('Gorduras totais (g)').fill('6');
    await form.getByLabel('Fibra alimentar (g)').fill('2,8');
    await form.getByRole('button', { name: 'Salvar alimento' }).click();
    // A slip (an extra zero) is refused at the field, in Portuguese.
    await expect(form.getByText(/nenhum alimento passa de 900 kcal em 100 g/)).toBeVisible();
    await expectAccessible(page);
    await form.getByLabel('Valor energético (kcal)').fill('180');
    // The rest of the label, in the "Mais detalhes do rótulo" group: a part above its whole is refused.
    await form.getByText('Mais detalhes do rótulo').click();
    await form.getByLabel('Açúcares totais (g)').fill('8');
    await form.getByLabel('Gorduras saturadas (g)').fill('4');
    await form.getByLabel('Gorduras trans (g)').fill('2,5');
    await form.getByRole('button', { name: 'Salvar alimento' }).click();
    await expect(form.getByText(/Gorduras saturadas e trans somam 6,5 g: mais que as gorduras totais/)).toBeVisible();
    await expectAccessible(page);
    await form.getByLabel('Gorduras trans (g)').fill('0');
    await form.getByRole('button', { name: 'Salvar alimento' }).click();
    const list = page.getByRole('list', { name: 'Meus alimentos' });
    await expect(list.getByText('xícara de chá (40 g): 180 kcal')).toBeVisible();
    await expect(list.getByText(/Em 100 g: 450 kcal/)).toBeVisible();
    await expect(list.getByTestId('my-food-details')).toHaveText(
      'Também em 100 g: açúcares totais 20 g · gorduras saturadas 10 g · gorduras trans 0 g',
    );
    // Editing opens the group with what was saved, per 100 g.
    await page.getByRole('button', { name: 'Editar Granola da Vó Lurdes' }).click();
    const edit = page.getByRole('form', { name: 'Editar alimento' });
    await expect(edit.getByLabel('Gorduras saturadas (g)')).toBeVisible();
    await expect(edit.getByLabel('Gorduras saturadas (g)')).toHaveValue('10');
    await edit.getByRole('button', { name: 'Cancelar' }).click();

    // Found first by the analysis, shown as the person's own.
    await page.goto('/dashboard/analyze');
    await page.getByLabel('O que tem no prato?').fill('1 xícara de chá de granola e 1 banana');
    await page.getByRole('button', { name: 'Analisar' }).click();
    const items = page.getByRole('list', { name: 'Alimentos', exact: true });
    await expect(items.getByText('Granola da Vó Lurdes')).toBeVisible();
    await expect(items.getByText('Meu alimento')).toBeVisible();
    await expect(items.getByText(/1 xícara de chá · 40 g/)).toBeVisible();
    await page.getByRole('button', { name: 'Salvar refeição' }).click();
    await expect(page).toHaveURL(/\/dashboard\/history$/);

    // The meal becomes one recipe.
    await page
      .getByRole('button', { name: /às \d\d:\d\d/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Meu alimento')).toBeVisible();
    await dialog.getByRole('button', { name: 'Salvar como receita' }).click();
    await dialog.getByLabel('Nome da receita').fill('Café da manhã da semana');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Salvar receita' }).click();
    await expect(page.getByText('Café da manhã da semana foi salva em Meus alimentos.')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/dashboard/my-foods');
    await expect(list.getByRole('heading', { name: 'Café da manhã da semana' })).toBeVisible();
    await expect(list.getByText('Receita')).toBeVisible();
    await keepScreenshot(page, 'my-foods');

    // Deleted, it leaves the list; the meal logged with it keeps its figures.
    await page.getByRole('button', { name: 'Excluir Granola da Vó Lurdes' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir alimento' }).click();
    await expect(page.getByText('Granola da Vó Lurdes foi excluído.')).toBeVisible();
    await expect(list.getByRole('heading', { name: 'Granola da Vó Lurdes' })).toHaveCount(0);
    await page.goto('/dashboard/history');
    await page
      .getByRole('button', { name: /às \d\d:\d\d/ })
      .first()
      .click();
    await expect(page.getByRole('dialog').getByText('Granola da Vó Lurdes')).toBeVisible();
  });
});
