import { expect, test } from './support/test';
import { serverNow } from './support/billing';
import { expectAccessible, keepScreenshot, startSignedIn, uniqueEmail } from './support/helpers';

test('estatísticas: vazio no começo, depois gráficos com tabelas de dados', async ({ page }) => {
  await startSignedIn(page, { name: 'Paula Brito', email: uniqueEmail('paula') });
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

test('gráficos: a linha da meta de calorias e de água é desenhada, e os eixos falam pt-BR @mobile', async ({
  page,
}) => {
  await startSignedIn(page, { name: 'Caio Nunes', email: uniqueEmail('caio') });
  const origin = new URL(page.url()).origin;
  const now = await serverNow(page);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);
  const post = async (path: string, data: object) =>
    expect((await page.request.post(path, { headers: { origin }, data })).status()).toBe(201);
  await post('/api/meals', {
    slot: 'cafe',
    eatenAt: now.toISOString(),
    items: [{ foodId: 'taco-53', quantity: 2, measureId: 'unidade' }],
  });
  await post('/api/water', { ml: 500 });
  await post('/api/weights', { weightKg: 71.8, date: today });
  await page.goto('/dashboard/stats');

  const axisTicks = (figure: string) =>
    page
      .getByRole('figure', { name: figure })
      .locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value');
  // Calories: 300 kcal eaten, the goal (about 2.000 kcal) drawn with its label, so the axis reaches it.
  const energy = page.getByRole('figure', { name: 'Calorias por dia' });
  const energyGoal = /linha: sua meta de ([\d.]+) kcal/.exec((await energy.locator('figcaption').textContent()) ?? '');
  expect(energyGoal).not.toBeNull();
  await expect(energy.locator('.recharts-reference-line line')).toHaveCount(1);
  await expect(energy.locator('svg.recharts-surface')).toContainText(`Meta: ${energyGoal?.[1]} kcal`);
  await expect(axisTicks('Calorias por dia').first()).toBeVisible();
  const energyTicks = await axisTicks('Calorias por dia').allTextContents();
  expect(energyTicks.some((t) => /^\d{1,3}\.\d{3}$/.test(t))).toBe(true); // "1.500", never "1500"
  expect(energyTicks.every((t) => /^\d{1,3}(\.\d{3})*$/.test(t))).toBe(true);

  // Water: 500 mL drunk, the goal line with its label, and grouped thousands on the axis.
  const water = page.getByRole('figure', { name: 'Água' });
  const waterGoal = /linha: sua meta de ([\d.]+) mL/.exec((await water.locator('figcaption').textContent()) ?? '');
  expect(waterGoal).not.toBeNull();
  await expect(water.locator('.recharts-reference-line line')).toHaveCount(1);
  await expect(water.locator('svg.recharts-surface')).toContainText(`Meta: ${waterGoal?.[1]} mL`);
  expect((await axisTicks('Água').allTextContents()).some((t) => /^\d{1,3}\.\d{3}$/.test(t))).toBe(true);

  // Weight: decimal comma on the axis ("71,8"), never a dot.
  await expect(axisTicks('Peso').first()).toBeVisible();
  const weightTicks = await axisTicks('Peso').allTextContents();
  expect(weightTicks.length).toBeGreaterThan(0);
  expect(weightTicks.every((t) => /^\d+(,\d)?$/.test(t))).toBe(true);
  await keepScreenshot(page, 'stats-goal-lines');
});
