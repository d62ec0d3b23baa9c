import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MealPlanDto, PlanNutrients } from '@/contracts/meal-plans';
import type { Meal } from '@/contracts/meals';
import type { DayStats } from '@/contracts/stats';
import { fakeApi, renderScreen } from '@/web/test/render-screen';
import { DiaryCard } from './diary-card';

afterEach(() => vi.unstubAllGlobals());

const figures = (energyKcal: number): PlanNutrients => ({
  energyKcal,
  proteinG: 20,
  carbsG: 50,
  fatG: 10,
  fiberG: 8,
  sodiumMg: 300,
});
const item = (foodName: string, measure: string, energyKcal: number) => ({
  foodId: 'taco-3',
  foodName,
  grams: 100,
  quantity: 1,
  measure,
  role: 'base',
  locked: false,
  nutrients: figures(energyKcal),
});
// A whole plan as the server answers it: the client checks every answer against its contract (decision 0060).
const plan: MealPlanDto = {
  id: 'p1',
  startDate: '2026-11-22',
  createdAt: '2026-11-22T10:00:00.000Z',
  disclaimer: 'Plano educativo; não substitui a consulta com um nutricionista.',
  preferences: { restrictions: [], dislikes: [], budget: 'moderado', cookingTime: 'normal', region: null },
  bounds: {
    energyKcal: { min: 1710, max: 1890 },
    proteinG: { min: 62 },
    carbsG: { min: 215, max: 291 },
    fatG: { min: 51, max: 69 },
    fiberG: { min: 25 },
    sodiumMg: { max: 2000 },
  },
  days: [
    {
      date: '2026-11-22',
      meals: [
        { slot: 'almoco', items: [item('Arroz, tipo 1, cozido', '4 colheres de sopa', 128)], totals: figures(128) },
        { slot: 'jantar', items: [item('Feijão, carioca, cozido', '1 concha', 106)], totals: figures(612) },
      ],
      totals: figures(1803),
    },
  ],
};

const day: DayStats = {
  date: '2026-11-22',
  energyKcal: 640,
  energyTargetKcal: 1800,
  proteinG: 30,
  proteinTargetG: 62,
  carbsG: 90,
  carbsTargetG: 253,
  fatG: 12,
  fatTargetG: 60,
  mealsLogged: 1,
  mealsPerDay: 4,
  slotsLogged: ['almoco'],
  waterMl: 0,
  waterTargetMl: 2150,
  streakDays: 1,
  weeklyProgressPct: 10,
};
const lunch: Meal = {
  id: 'm1',
  slot: 'almoco',
  eatenAt: '2026-11-22T15:00:00.000Z',
  localDate: '2026-11-22',
  note: null,
  photoId: null,
  incompleteNutrients: [],
  items: [
    {
      foodId: 'taco-3',
      foodName: 'Arroz branco cozido',
      foodSource: 'taco',
      quantity: 500,
      unit: 'g',
      measureId: null,
      grams: 500,
      nutrients: { energyKcal: 640, proteinG: 12, carbsG: 140, fatG: 1, fiberG: 8, sodiumMg: 5 },
    },
  ],
  totals: { energyKcal: 640, proteinG: 12, carbsG: 140, fatG: 1, fiberG: 8, sodiumMg: 5 },
};

describe('Diário de hoje com o plano alimentar', () => {
  it('mostra o planejado de cada refeição ao lado do registrado, e o plano do dia contra o comido', async () => {
    fakeApi({
      'GET /api/meal-plans/current': { status: 200, body: plan },
      'GET /api/meals': { status: 200, body: { items: [lunch], nextCursor: null } },
    });
    renderScreen(<DiaryCard day={day} />);
    const lunchSection = await screen.findByRole('region', { name: 'Almoço' }, { timeout: 5000 });
    expect(
      await within(lunchSection).findByText(/4 colheres de sopa de Arroz, tipo 1, cozido · 128 kcal/),
    ).toBeTruthy();
    expect(within(lunchSection).getByText('Arroz branco cozido')).toBeTruthy();
    const dinner = screen.getByRole('region', { name: 'Jantar' });
    expect(within(dinner).getByText(/1 concha de Feijão, carioca, cozido · 612 kcal/)).toBeTruthy();
    expect(within(dinner).getByText('Nada registrado.')).toBeTruthy();
    const line = document.querySelector('[data-planned-day]')!;
    expect(line.textContent).toContain('Plano de hoje: 1.803 kcal · comido: 640 kcal');
    expect(screen.getByRole('link', { name: 'Ver o plano' }).getAttribute('href')).toBe('/dashboard/plano');
  });

  it('sem plano (404) ou sem Premium (402) o diário fica como era', async () => {
    for (const status of [404, 402]) {
      fakeApi({
        'GET /api/meal-plans/current': { status, body: { error: { code: 'x', message: 'x' } } },
        'GET /api/meals': { status: 200, body: { items: [lunch], nextCursor: null } },
      });
      const view = renderScreen(<DiaryCard day={day} />);
      expect(await screen.findByText('Arroz branco cozido')).toBeTruthy();
      expect(document.querySelector('[data-planned-meal]')).toBeNull();
      expect(document.querySelector('[data-planned-day]')).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      view.unmount();
    }
  });
});
