import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible, keepScreenshot, startSignedIn, uniqueEmail } from './support/helpers';

const DAY_MS = 86_400_000;
/** The São Paulo date `days` from now, as the API writes it ("2026-12-06"). */
const spDate = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() + days * DAY_MS));
const br = (date: string) => date.split('-').reverse().join('/');

async function logBreakfast(page: Page, date: string) {
  const res = await page.request.post('/api/meals', {
    data: { slot: 'cafe', eatenAt: `${date}T07:00:00-03:00`, items: [{ foodId: 'taco-3', grams: 90 }] },
  });
  expect(res.status(), await res.text()).toBe(201);
}

// Issue 25, item 5: "copiar o dia de ontem", a meal to another slot, and any day to another from the history.
test('copiar o dia de ontem para hoje, copiar uma refeição para o Lanche e copiar um dia pelo histórico @mobile', async ({
  page,
}) => {
  test.slow(); // several writes and three axe runs on a shared machine
  await startSignedIn(page, { name: 'Caio Prado', email: uniqueEmail('caio') });
  const yesterday = spDate(-1);
  await logBreakfast(page, yesterday);
  await page.reload();

  const diary = page.getByRole('region', { name: 'Diário de hoje' });
  await expect(diary.getByRole('region', { name: 'Café' }).getByText('Nada registrado.')).toBeVisible();
  await diary.getByRole('button', { name: 'Copiar o dia de ontem' }).click();
  const dayDialog = page.getByRole('dialog', { name: 'Copiar o dia' });
  await expect(dayDialog.getByLabel('Copiar as refeições de')).toHaveValue(yesterday);
  await expect(dayDialog.getByLabel('Para o dia')).toHaveValue(spDate(0));
  await expectAccessible(page);
  await dayDialog.getByRole('button', { name: `Copiar ${br(yesterday)} para ${br(spDate(0))}` }).click();
  await expect(page.getByText(`1 refeição copiada de ${br(yesterday)} para ${br(spDate(0))}.`)).toBeVisible();
  await expect(dayDialog).toHaveCount(0);
  const breakfast = diary.getByRole('region', { name: 'Café' });
  await expect(breakfast.getByRole('list', { name: 'Itens de Café' })).toContainText(/Arroz.*90 g.*115 kcal/);
  await expect(breakfast.locator('[data-slot-total]')).toHaveText('115 kcal');

  // One meal to another slot of today.
  await breakfast.getByRole('button', { name: /^Copiar Café das \d{2}:\d{2}$/ }).click();
  const mealDialog = page.getByRole('dialog', { name: 'Copiar refeição' });
  await mealDialog.getByLabel('Refeição', { exact: true }).selectOption('lanche');
  await expectAccessible(page);
  await keepScreenshot(page, 'copy-meal');
  await mealDialog.getByRole('button', { name: 'Copiar', exact: true }).click();
  await expect(
    page.getByText(new RegExp(`^Refeição copiada para ${br(spDate(0))} às \\d{2}:\\d{2}\\.$`)),
  ).toBeVisible();
  await expect(diary.getByRole('region', { name: 'Lanche' }).locator('[data-slot-total]')).toHaveText('115 kcal');
  await expect(page.getByText(/^230 \/ 1\.450 kcal$/)).toBeVisible();

  // From the history: yesterday copied to the day before.
  const before = spDate(-2);
  await page.goto('/dashboard/history');
  await page.getByRole('button', { name: `Copiar o dia ${br(yesterday)}` }).click();
  await dayDialog.getByLabel('Para o dia').fill(before);
  await dayDialog.getByRole('button', { name: `Copiar ${br(yesterday)} para ${br(before)}` }).click();
  await expect(page.getByText(`1 refeição copiada de ${br(yesterday)} para ${br(before)}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Copiar o dia ${br(before)}` })).toBeVisible();
  // Copying an empty day says so in Portuguese, in the dialog.
  await page.getByRole('button', { name: `Copiar o dia ${br(before)}` }).click();
  await dayDialog.getByLabel('Copiar as refeições de').fill(spDate(-3));
  await dayDialog.getByRole('button', { name: /^Copiar .* para / }).click();
  await expect(dayDialog.getByText(`Não há refeições em ${br(spDate(-3))} para copiar`)).toBeVisible();
  await expectAccessible(page);
});
