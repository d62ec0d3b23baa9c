import { describe, expect, it } from 'vitest';
import { ATWATER_KCAL_PER_G, macroEnergyKcal, macroKcal } from './atwater';

describe('Atwater general factors', () => {
  it('are 4/4/9 kcal per gram', () => {
    expect(ATWATER_KCAL_PER_G).toEqual({ proteinG: 4, carbsG: 4, fatG: 9 });
  });

  it('give the energy of each macro and of the three together', () => {
    expect(macroKcal('fatG', 10)).toBe(90);
    // 30 g protein (120) + 50 g carbohydrate (200) + 10 g fat (90)
    expect(macroEnergyKcal({ proteinG: 30, carbsG: 50, fatG: 10 })).toBe(410);
  });
});
