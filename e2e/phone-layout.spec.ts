import { expect, test } from './support/test';
import { expectAccessible, startSignedIn, uniqueEmail } from './support/helpers';

// Issue 25, item 10: at 390 px the nutrient grid cut "Carboidra…", "parcial" was explained only on hover, the
// history's filters took 40% of the first screen and the chat's notice could not be closed.
test('no celular: filtros do histórico recolhidos, "parcial" explicado na tela, nutrientes inteiros e aviso do chat que fecha @mobile', async ({
  page,
  isMobile,
}) => {
  test.slow(); // three axe runs on a shared machine
  await startSignedIn(page, { name: 'Rita Melo', email: uniqueEmail('rita') });
  const quick = await page.request.post('/api/meals', {
    data: {
      slot: 'lanche',
      eatenAt: new Date(Date.now() - 60_000).toISOString(),
      items: [
        { foodId: 'taco-3', grams: 90 },
        { foodId: 'calorias-avulsas', energyKcal: 200 },
      ],
    },
  });
  expect(quick.status(), await quick.text()).toBe(201);

  await page.goto('/dashboard/history');
  const filters = page.getByRole('search', { name: 'Filtrar refeições' });
  await expect(filters.getByLabel('Buscar alimento')).toBeVisible();
  if (isMobile) {
    await expect(filters.getByLabel('De', { exact: true })).toBeHidden();
    await filters.getByRole('button', { name: 'Mais filtros' }).click();
  }
  await expect(filters.getByLabel('De', { exact: true })).toBeVisible();
  await expect(filters.getByLabel('kcal máx.')).toBeVisible();

  await page.getByRole('button', { name: /^Lanche às/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('parcial: algum item não tem este valor na tabela', { exact: false })).toBeVisible();
  // Every label whole: none cut by its column.
  for (const label of ['Energia', 'Proteínas', 'Carboidratos', 'Gorduras', 'Fibras']) {
    const term = dialog.locator('dt', { hasText: label });
    await expect(term).toBeVisible();
    expect(await term.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  await page.goto('/dashboard/chat');
  const notice = page.getByRole('note', { name: 'Aviso de saúde' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Fechar o aviso de saúde' }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Aviso de saúde' })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Aviso de saúde' }).click();
  await expect(notice).toBeVisible();
});
