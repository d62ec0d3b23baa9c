import { describe, expect, it } from 'vitest';
import { foodSourceOf, foodSourceOfId } from './food-source';

describe('fonte de um alimento', () => {
  it('vem do tipo do alimento do catálogo', () => {
    expect(foodSourceOf({ kind: 'taco' })).toBe('taco');
    expect(foodSourceOf({ kind: 'recipe' })).toBe('recipe');
    expect(foodSourceOf({ kind: 'usda' })).toBe('usda');
    expect(foodSourceOf({ kind: 'ibge' })).toBe('ibge');
  });

  it('de um item registrado, vem do prefixo do id; outro id é um alimento da pessoa', () => {
    expect(foodSourceOfId('taco-3')).toBe('taco');
    expect(foodSourceOfId('recipe-arroz-e-feijao')).toBe('recipe');
    expect(foodSourceOfId('usda-fndds-58151180')).toBe('usda');
    expect(foodSourceOfId('usda-sr-171711')).toBe('usda');
    expect(foodSourceOfId('ibge-6300101-99')).toBe('ibge');
    expect(foodSourceOfId('0b8f7a52-3c1e-4a9e-9a51-1f2d3e4c5b6a')).toBe('custom');
  });
});
