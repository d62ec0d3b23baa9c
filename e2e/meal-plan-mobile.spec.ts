import { expect, test } from './support/test';
import { expectAccessible, startSignedIn, uniqueEmail } from './support/helpers';

test('plano alimentar no celular: monta a semana, vê um dia, baixa o PDF e a lista de compras @mobile', async ({
  page,
}) => {
  // Seven days solved on the server: three times the usual time.
  test.slow();
  await startSignedIn(page, { name: 'Rita Alves', email: uniqueEmail('rita') });
  await page.goto('/dashboard/plano');
  await expect(page.getByRole('heading', { name: 'Plano alimentar', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Preferências do plano' });
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Montar meu plano' }).click();

  await expect(page.getByText(/não substitui a consulta com um nutricionista/)).toBeVisible({ timeout: 30_000 });
  const days = page.getByRole('navigation', { name: 'Dias do plano' });
  await expect(days.getByRole('button')).toHaveCount(7);
  await days.getByRole('button').nth(1).click();
  await expect(days.getByRole('button').nth(1)).toHaveAttribute('aria-current', 'date');
  await expect(page.getByTestId('refeicao-almoco')).toBeVisible();
  await expectAccessible(page);

  // "Baixar PDF" is the server's PDF of the stored plan.
  const pdf = page.getByRole('link', { name: 'Baixar PDF' });
  await expect(pdf).toHaveAttribute('href', '/api/meal-plans/current/pdf');
  const answer = await page.request.get('/api/meal-plans/current/pdf');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');

  const shopping = page.getByTestId('lista-de-compras');
  await shopping.scrollIntoViewIfNeeded();
  await expect(shopping.getByRole('heading', { name: 'Hortifrúti' })).toBeVisible();
  await expectAccessible(page);
});
