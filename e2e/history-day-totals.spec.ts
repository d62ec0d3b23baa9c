import { expect, test } from './support/test';
import { serverNow } from './support/billing';
import { completeOnboarding, expectAccessible, signUp, uniqueEmail } from './support/helpers';

const kcalText = (kcal: number) => `Total do dia: ${new Intl.NumberFormat('pt-BR').format(Math.round(kcal))} kcal`;

// Issue 25: a page of the history (20 meals) that ends in the middle of a day showed the sum of the
// meals it had loaded as "Total do dia". It is the whole day's, before and after "Carregar mais".
test('histórico: o total do dia na quebra de página é o do dia inteiro ', async ({ page }) => {
  test.slow(); // 21 meals logged through the API
  await signUp(page, { name: 'Nina Prado', email: uniqueEmail('nina') });
  await completeOnboarding(page);
  const origin = new URL(page.url()).origin;
  // São Paulo days (no daylight saving since 2019: -03:00), so no meal crosses a midnight whatever the hour.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(await serverNow(page));
  const daysBefore = (n: number) =>
    new Date(Date.parse(`${today}T12:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
  const at = (day: string, hour: number) => `${day}T${String(hour).padStart(2, '0')}:00:00-03:00`;
  // Yesterday: eighteen small meals; the day before: three, the oldest of which falls on the second page.
  const meals = [
    ...Array.from({ length: 18 }, (_, i) => ({ at: at(daysBefore(1), 6 + i), grams: 50 })),
    ...[100, 150, 200].map((grams, i) => ({ at: at(daysBefore(2), 12 + i), grams })),
  ];
  for (const { at, grams } of meals) {
    const res = await page.request.post('/api/meals', {
      headers: { origin },
      data: { slot: 'lanche', eatenAt: at, items: [{ foodId: 'taco-3', grams }] },
    });
    expect(res.status()).toBe(201);
  }
  const all = (await (await page.request.get('/api/meals?limit=50')).json()) as {
    items: { localDate: string; totals: { energyKcal: number } }[];
  };
  const dates = [...new Set(all.items.map((m) => m.localDate))];
  const oldest = dates[dates.length - 1]!;
  const oldestDay = all.items.filter((m) => m.localDate === oldest);
  const wholeDay = oldestDay.reduce((sum, m) => sum + m.totals.energyKcal, 0);
  expect(oldestDay).toHaveLength(3);

  await page.goto('/dashboard/history');
  const days = page.locator('section[aria-labelledby^="dia-"]');
  const lastDay = page.locator(`section[aria-labelledby="dia-${oldest}"]`);
  // Only part of the oldest day's meals is on the first page; its total is still the whole day's.
  await expect(lastDay.getByText(kcalText(wholeDay))).toBeVisible();
  await expect(days).toHaveCount(dates.length);
  await expectAccessible(page);
  // The next page comes by scrolling (or "Carregar mais"; on the phone the end of the list is already in view).
  await expect(async () => {
    await lastDay.getByRole('listitem').last().scrollIntoViewIfNeeded();
    await expect(lastDay.getByRole('listitem')).toHaveCount(3, { timeout: 1_000 });
  }).toPass();
  await expect(lastDay.getByText(kcalText(wholeDay))).toBeVisible();
});
