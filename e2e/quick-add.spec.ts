import { expect, test } from './support/test';
import { expectAccessible, keepScreenshot, startSignedIn, uniqueEmail } from './support/helpers';

test.describe('adição rápida de calorias e resultados à vista', () => {
  test('"lanche de 300 calorias" vira "Calorias avulsas", os itens entram na tela e a refeição vai ao histórico com a fonte em selo @mobile', async ({
    page,
  }) => {
    await startSignedIn(page, { name: 'Nina Castro', email: uniqueEmail('nina') });
    await page.goto('/dashboard/analyze');
    await page.getByLabel('O que tem no prato?').fill('lanche de 300 calorias, filé de tilápia');
    await page.getByRole('button', { name: 'Analisar' }).click();

    // The results come into view and their heading takes the focus (issue 25: they rendered below the fold).
    const items = page.getByRole('list', { name: 'Alimentos' });
    await expect(items).toBeInViewport();
    await expect(page.getByRole('heading', { name: 'Itens da refeição' })).toBeFocused();

    const quick = items.getByRole('listitem').filter({ hasText: 'Calorias avulsas' });
    await expect(quick.getByText('Fonte: Informado por você', { exact: true })).toBeVisible();
    await expect(quick.getByText('300 kcal', { exact: true })).toBeVisible();
    await expect(quick.getByText('“lanche de 300 calorias”')).toBeVisible();
    // The person's own number is not a catalog food to swap.
    await expect(page.getByRole('button', { name: 'Alterar Calorias avulsas' })).toHaveCount(0);
    // Protein, carbohydrate and fat of the quick add are unknown: the meal's totals say "parcial", never count 0.
    await expect(page.getByRole('region', { name: 'Total da refeição' }).getByText('parcial').first()).toBeVisible();
    await expectAccessible(page);
    await keepScreenshot(page, 'quick-add');

    await page.getByRole('button', { name: 'Salvar refeição' }).click();
    await expect(page).toHaveURL(/\/dashboard\/history$/);
    const meal = page.getByRole('button', { name: /Calorias avulsas, Tilápia grelhada/ });
    await expect(meal).toBeVisible();
    // The source is a badge after the name, never part of it ("Tilápia grelhada (USDA)").
    await expect(meal.getByText('Tilápia grelhada (USDA)')).toHaveCount(0);
    await expect(meal.locator('[data-food-source="usda"]')).toHaveText('Fonte: USDA');
    await expect(meal.locator('[data-food-source="quick"]')).toHaveText('Fonte: Informado por você');
    await meal.click();
    const dialog = page.getByRole('dialog');
    const detail = dialog.getByRole('list', { name: 'Itens' });
    await expect(detail.getByRole('listitem').filter({ hasText: 'Calorias avulsas' })).toContainText('300 kcal');
    // An amount in grams is said once: "100 g", not "100 g · 100 g".
    await expect(detail.getByText(/\d+ g · \d+ g/)).toHaveCount(0);
    await expectAccessible(page);
  });
});
