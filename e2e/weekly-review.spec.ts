import { expectAccessible, startSignedIn, uniqueEmail } from './support/helpers';
import { expect, test } from './support/test';

// "Sua semana" (docs/decisions/0049-push-reminders-and-weekly-review.md): the page the Monday push and e-mail open.

test('“Sua semana” mostra os números da semana passada e uma sugestão', async ({ page }) => {
  await startSignedIn(page, { name: 'Rui Semana', email: uniqueEmail('rui-semana') });
  await page.goto('/dashboard/semana');
  await expect(page.getByRole('heading', { level: 1, name: 'Sua semana' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sugestão para esta semana' })).toBeVisible();
  await expect(page.getByText(/registre pelo menos o almoço todos os dias/)).toBeVisible();
  await expect(page.getByText('Dias com registro')).toBeVisible();
  await expect(page.getByText('0 de 7')).toBeVisible();
  await expectAccessible(page);
});
