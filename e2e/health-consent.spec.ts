import { healthConsentMessages } from '../src/contracts/health-consent';
import { expect, test } from './support/test';
import { expectAccessible, keepScreenshot, startSignedIn, uniqueEmail } from './support/helpers';

const lunch = (eatenAt: string) => ({
  slot: 'almoco',
  eatenAt,
  items: [{ foodId: 'taco-3', quantity: 2, measureId: 'colher-de-servir' }],
  note: null,
});

test('retira o consentimento para dados de saúde, vê a refeição recusada, autoriza de novo e vê a atividade da conta', async ({
  page,
}) => {
  await startSignedIn(page, { name: 'Nina Rocha', email: uniqueEmail('nina') });
  const meal = await page.request.post('/api/meals', { data: lunch(new Date(Date.now() - 3_600_000).toISOString()) });
  expect(meal.status(), await meal.text()).toBe(201);

  // Settings → Privacidade: the consent given at sign-up, and what withdrawing it does.
  await page.goto('/dashboard/settings#privacidade');
  const privacy = page.locator('#privacidade');
  await expect(privacy.getByText(/^Autorização dada em/)).toBeVisible();
  await privacy.getByRole('button', { name: 'Retirar consentimento' }).click();
  const confirm = privacy.getByRole('group', { name: 'Retirar a autorização?' });
  await expect(confirm.getByText(/O Nutri para de tratar novos dados de saúde seus/)).toBeVisible();
  await expect(confirm.getByRole('link', { name: 'baixe seus dados' })).toHaveAttribute('href', '#dados');
  await expect(confirm.getByRole('link', { name: 'exclua sua conta' })).toHaveAttribute('href', '#dados');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Confirmar retirada' }).click();
  await expect(
    page.getByText('Autorização retirada. O Nutri parou de tratar novos dados de saúde seus.'),
  ).toBeVisible();
  await expect(privacy.getByText(/^Autorização retirada em/)).toBeVisible();
  const prompt = page.getByRole('region', { name: 'Autorização para tratar seus dados de saúde' });
  await expect(prompt).toBeVisible();

  // A meal write is refused with the message, and nothing is saved.
  await page.goto('/dashboard/history');
  await page.getByRole('button', { name: /Almoço às/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Repetir refeição' }).click();
  await dialog.getByRole('button', { name: /^Almoço agora, às/ }).click();
  await expect(page.getByText(healthConsentMessages.refused).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /Almoço às/ })).toHaveCount(1);
  await expectAccessible(page);
  await keepScreenshot(page, 'health-consent-withdrawn');

  // Given again from the prompt: the prompt goes, and the meal is saved.
  await prompt.getByRole('checkbox', { name: /Autorizo o Nutri a tratar meus dados de saúde/ }).check();
  await prompt.getByRole('button', { name: 'Autorizar' }).click();
  await expect(page.getByText(/^Autorização registrada\./)).toBeVisible();
  await expect(prompt).toHaveCount(0);
  await page.getByRole('button', { name: /Almoço às/ }).click();
  await dialog.getByRole('button', { name: 'Repetir refeição' }).click();
  await dialog.getByRole('button', { name: /^Almoço agora, às/ }).click();
  await expect(page.getByText(/Refeição registrada de novo, hoje às/)).toBeVisible();

  // Atividade da conta: every step, newest first, with pt-BR dates.
  await page.goto('/dashboard/settings#atividade');
  const activity = page.getByRole('list', { name: 'Atividade da conta' });
  const rows = activity.getByRole('listitem');
  await expect(rows.nth(0)).toContainText('Autorização para tratar dados de saúde dada');
  await expect(rows.nth(1)).toContainText('Autorização para tratar dados de saúde retirada');
  await expect(activity.getByText('Conta criada')).toBeVisible();
  await expect(rows.nth(0).locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4},? (às )?\d{2}:\d{2}$/);
  await expectAccessible(page);
});
