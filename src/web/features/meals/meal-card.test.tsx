import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Meal } from '@/contracts/meals';
import { MealCard } from './meal-card';

const nutrients = (energyKcal: number) => ({
  energyKcal,
  proteinG: null,
  carbsG: null,
  fatG: null,
  fiberG: null,
  sodiumMg: null,
});

// A dinner logged with a USDA food, a recipe, a TACO food and a quick add (figures as the server saved them).
const dinner: Meal = {
  id: 'm1',
  slot: 'jantar',
  eatenAt: '2026-11-22T22:00:00.000Z',
  localDate: '2026-11-22',
  items: [
    {
      foodId: 'usda-sr-175180',
      foodName: 'Tilápia grelhada',
      foodSource: 'usda',
      quantity: 100,
      unit: 'g',
      measureId: null,
      grams: 100,
      nutrients: nutrients(128),
    },
    {
      foodId: 'recipe-salada-alface-tomate',
      foodName: 'Salada de alface e tomate',
      foodSource: 'recipe',
      quantity: 100,
      unit: 'g',
      measureId: null,
      grams: 100,
      nutrients: nutrients(20),
    },
    {
      foodId: 'taco-3',
      foodName: 'Arroz branco cozido',
      foodSource: 'taco',
      quantity: 100,
      unit: 'g',
      measureId: null,
      grams: 100,
      nutrients: nutrients(128),
    },
    {
      foodId: 'calorias-avulsas',
      foodName: 'Calorias avulsas',
      foodSource: 'quick',
      quantity: 300,
      unit: 'kcal',
      measureId: null,
      grams: 0,
      nutrients: nutrients(300),
    },
  ],
  totals: nutrients(576),
  incompleteNutrients: ['proteinG', 'carbsG', 'fatG', 'fiberG', 'sodiumMg'],
  photoId: null,
  note: null,
};

describe('MealCard', () => {
  it('mostra a fonte como selo depois do nome, nunca dentro dele; a TACO, padrão, sem selo', () => {
    render(<MealCard meal={dinner} onOpen={() => undefined} />);
    const card = screen.getByRole('button', {
      name: 'Jantar às 19:00: Tilápia grelhada, Salada de alface e tomate, Arroz branco cozido, Calorias avulsas',
    });
    expect(card.textContent).not.toMatch(/\(USDA\)|\(Receita/);
    const badges = [...card.querySelectorAll('[data-food-source]')].map((badge) => badge.textContent);
    expect(badges).toEqual(['Fonte: USDA', 'Fonte: Receita (TACO)', 'Fonte: Informado por você']);
    expect(within(card).getByText('576 kcal')).toBeTruthy();
  });
});
