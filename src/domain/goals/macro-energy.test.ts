import { describe, expect, it } from 'vitest';
import { macroEnergyKcal, macrosMatchEnergy } from './macro-energy';

describe('energia dos macronutrientes', () => {
  const macros = { proteinG: 120, carbsG: 230, fatG: 66 }; // 480 + 920 + 594 = 1.994 kcal

  it('soma 4/4/9 kcal por grama', () => {
    expect(macroEnergyKcal(macros)).toBe(1994);
  });

  it('recusa 1.100 kcal com macros de quase 2.000 kcal; aceita até 10% de diferença', () => {
    expect(macrosMatchEnergy(1100, macros)).toBe(false);
    expect(macrosMatchEnergy(1994, macros)).toBe(true);
    expect(macrosMatchEnergy(1813, macros)).toBe(true); // 181 kcal apart, 10% of 1.813 is 181,3
    expect(macrosMatchEnergy(1812, macros)).toBe(false);
  });
});
