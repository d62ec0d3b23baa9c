import { expect, test } from './support/test';
import { expectAccessible, keepScreenshot, startSignedIn, uniqueEmail } from './support/helpers';

test('o painel mostra o dia real: calorias, refeições, água, peso e a dica do dia @mobile', async ({
  page,
  isMobile,
}) => {
  await startSignedIn(page, { name: 'Olga Pires', email: uniqueEmail('olga') }); // Ana's persona: 1,450 kcal, 2,100 mL, 5 meals a day
  await expect(page.getByText('Calorias hoje')).toBeVisible();
  await expect(page.getByText('Dica do Dia')).toBeVisible();
  if (!isMobile) {
    await expect(page.getByText('Teste grátis do Premium ativo')).toBeVisible();
    await expect(page.getByText('Dia 1 de 7')).toBeVisible();
  }
  // No 'Em breve' placeholders (issue 25): 'Convidar amigos' is gone.
  await expect(page.getByText('Convidar amigos')).toHaveCount(0);
  await expect(page.getByText('Em breve')).toHaveCount(0);

  // Log lunch now through the analyze screen.
  await page.goto('/dashboard/analyze');
  await page.getByLabel('O que tem no prato?').fill('2 colheres de servir de arroz e uma concha de feijão');
  await page.getByRole('button', { name: 'Analisar' }).click();
  const save = page.getByRole('form', { name: 'Salvar refeição' });
  await save.getByLabel('Refeição').selectOption('almoco');
  await save.getByRole('button', { name: 'Salvar refeição' }).click();
  await expect(page).toHaveURL(/\/dashboard\/history$/);

  await page.goto('/dashboard');
  // 90 g arroz (115,2 kcal) + 140 g feijão (106,4 kcal) = 222 kcal of 1.450.
  await expect(page.getByText(/^222 \/ 1\.450 kcal$/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Refeições do dia' }).getByText('Almoço: registrada')).toBeAttached();
  await expect(page.getByText('1 dia', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: '250 mL' }).click();
  await expect(page.getByText('250 mL de água registrados.')).toBeVisible();
  await page.getByLabel('Outra quantidade (mL)').fill('300');
  await page.getByRole('button', { name: 'Registrar' }).first().click();
  await expect(page.getByRole('region', { name: 'Água hoje' }).getByText('550 mL / 2.100 mL')).toBeVisible();

  // The onboarding's 60 kg is the first weigh-in (issue 25), not "Nenhum peso registrado ainda.".
  await expect(page.getByText(/^60 kg em \d{2}\/\d{2}$/)).toBeVisible();
  await page.getByLabel('Peso de hoje (kg)').fill('62,5');
  await page.getByRole('button', { name: 'Registrar' }).last().click();
  // The latest weight stays on the card, in pt-BR, and the card says the targets still use 60 kg.
  await expect(page.getByText(/^62,5 kg em \d{2}\/\d{2}$/)).toBeVisible();
  await expect(page.getByText('Suas metas ainda são calculadas com 60 kg; seu último peso é 62,5 kg.')).toBeVisible();

  await expectAccessible(page);
  await keepScreenshot(page, 'dashboard-home');

  await page.reload();
  await expect(page.getByText(/^62,5 kg em \d{2}\/\d{2}$/)).toBeVisible();
  await page.getByRole('link', { name: 'Recalcular metas' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings#metas$/);
  await expect(page.getByLabel('Peso (kg)', { exact: true })).toHaveValue('62,5');
});
