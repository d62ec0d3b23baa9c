import { expect, test } from './support/test';
import { serverNow } from './support/billing';
import { completeOnboarding, expectAccessible, keepScreenshot, signUp, uniqueEmail } from './support/helpers';

test('estatísticas: vazio no começo, depois gráficos com tabelas de dados @mobile', async ({ page }) => {
  await signUp(page, { name: 'Paula Brito', email: uniqueEmail('paula') });
  await completeOnboarding(page);
  await page.goto('/dashboard/stats');
  await expect(page.getByText(/Ainda não há refeições nos últimos 7 dias/)).toBeVisible();
  await expectAccessible(page);

  const today = await page.evaluate(() =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date()),
  );
  const created = await page.request.post('/api/meals', {
    headers: { origin: new URL(page.url()).origin },
    data: {
      slot: 'cafe',
      eatenAt: (await serverNow(page)).toISOString(),
      items: [{ foodId: 'taco-53', quantity: 2, measureId: 'unidade' }],
    },
  });
  expect(created.status()).toBe(201);
  await page.reload();
  await expect(page.getByText(/1 dia com refeições nos últimos 7 dias; média de 300 kcal/)).toBeVisible();
  const energy = page.getByRole('figure', { name: 'Calorias por dia' });
  await energy.getByText('Ver dados em tabela').click();
  await expect(
    energy.getByRole('row', { name: new RegExp(`${today.slice(8, 10)}/${today.slice(5, 7)} 300`) }),
  ).toBeVisible();
  await page.getByRole('button', { name: '30 dias' }).click();
  await expect(page.getByText(/nos últimos 30 dias/)).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, 'stats');
});
