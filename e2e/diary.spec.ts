import { expect, test } from './support/test';
import { expectAccessible, keepScreenshot, startSignedIn, uniqueEmail } from './support/helpers';

// Issue 25: the home is a diary — each slot with its foods, the slot's total, the macros against the targets,
// and a "+" per slot that opens the analysis with that slot chosen.
test('o diário na página inicial: "+" do Almoço, itens com quantidade e kcal, total da refeição e macros @mobile', async ({
  page,
}) => {
  await startSignedIn(page, { name: 'Dora Reis', email: uniqueEmail('dora') }); // 5 meals a day
  const diary = page.getByRole('region', { name: 'Diário de hoje' });
  // Today's diary is on the first screen at both sizes, its first slot included (it sat 1,250 px down on the phone).
  await expect(diary.getByRole('region', { name: 'Café' }).getByRole('heading', { name: 'Café' })).toBeInViewport();
  for (const slot of ['Café', 'Almoço', 'Lanche', 'Jantar', 'Ceia'])
    await expect(diary.getByRole('region', { name: slot }).getByText('Nada registrado.')).toBeVisible();
  await expect(diary.getByRole('progressbar', { name: 'Proteína consumida em relação à meta' })).toBeVisible();
  await expectAccessible(page);

  await diary.getByRole('link', { name: 'Adicionar em Almoço' }).click();
  await expect(page).toHaveURL(/\/dashboard\/analyze\?refeicao=almoco$/);
  const save = page.getByRole('form', { name: 'Salvar refeição' });
  await page.getByLabel('O que tem no prato?').fill('2 colheres de servir de arroz e uma concha de feijão');
  await page.getByRole('button', { name: 'Analisar' }).click();
  await expect(save.getByLabel('Refeição')).toHaveValue('almoco');
  await save.getByRole('button', { name: 'Salvar refeição' }).click();
  await expect(page).toHaveURL(/\/dashboard\/history$/);

  await page.goto('/dashboard');
  const lunch = diary.getByRole('region', { name: 'Almoço' });
  // 90 g arroz (115,2 kcal) + 140 g feijão (106,4 kcal) = 222 kcal, the slot's total.
  await expect(lunch.getByText('222 kcal', { exact: true })).toBeVisible();
  const items = lunch.getByRole('list', { name: 'Itens de Almoço' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText(/Arroz.*2 colheres de servir · 90 g.*115 kcal/);
  await expect(items.last()).toContainText(/Feijão.*140 g.*106 kcal/);
  await expect(diary.getByRole('region', { name: 'Jantar' }).getByText('Nada registrado.')).toBeVisible();
  // The macros are the day's (server) figures: protein eaten is no longer 0 g.
  await expect(diary.getByText(/^Proteína$/)).toBeVisible();
  await expect(diary.getByRole('progressbar', { name: 'Proteína consumida em relação à meta' })).not.toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  await expectAccessible(page);
  await keepScreenshot(page, 'diary');
});
