import { describe, expect, it } from 'vitest';
import { createMeasureLookup, gramsForMeasure, portionLabel } from './household-measures';
import { makeFood, makePortion } from './test-factories';
import type { Measure } from './types';

const measures: Measure[] = [
  {
    id: 'colher-de-sopa',
    label: 'colher de sopa',
    plural: 'colheres de sopa',
    aliases: ['colher'],
    pofMeasureCode: 16,
  },
  {
    id: 'colher-de-servir',
    label: 'colher de servir',
    plural: 'colheres de servir',
    aliases: ['colher de arroz'],
    pofMeasureCode: 12,
  },
  { id: 'concha', label: 'concha', plural: 'conchas', aliases: ['conchinha'], pofMeasureCode: 17 },
];

describe('createMeasureLookup', () => {
  const lookup = createMeasureLookup(measures);

  it.each([
    ['colher de sopa', 'colher-de-sopa'],
    ['Colheres de Sopa', 'colher-de-sopa'],
    ['colher', 'colher-de-sopa'],
    ['colher de arroz', 'colher-de-servir'],
    ['conchas', 'concha'],
    ['conchinha', 'concha'],
    ['concha', 'concha'],
  ])('%j → %s', (text, id) => {
    expect(lookup(text)?.id).toBe(id);
  });

  it('não adivinha medidas que não conhece', () => {
    expect(lookup('balde')).toBeUndefined();
  });

  it('recusa um nome usado por duas medidas', () => {
    expect(() =>
      createMeasureLookup([
        ...measures,
        { id: 'outra', label: 'concha', plural: 'x', aliases: [], pofMeasureCode: null },
      ]),
    ).toThrow(/concha/);
  });
});

describe('gramsForMeasure', () => {
  const feijao = makeFood({
    id: 'taco-561',
    portions: [
      makePortion({ measureId: 'concha', label: 'concha', plural: 'conchas', grams: 140, isDefault: true }),
      makePortion({ measureId: 'colher-de-sopa', grams: 17, isDefault: false }),
    ],
  });

  it('multiplica a quantidade pelo peso da medida da POF', () => {
    expect(gramsForMeasure(feijao, 2, 'colher-de-sopa')).toBe(34);
    expect(gramsForMeasure(feijao, 0.5, 'concha')).toBe(70);
  });

  it('usa a porção padrão quando não há medida', () => {
    expect(gramsForMeasure(feijao, 1)).toBe(140);
    expect(gramsForMeasure(feijao, 1.5, null)).toBe(210);
  });

  it('devolve null para medida que o alimento não tem ou quantidade inválida', () => {
    expect(gramsForMeasure(feijao, 1, 'colher-de-servir')).toBeNull();
    expect(gramsForMeasure(feijao, 0, 'concha')).toBeNull();
    expect(gramsForMeasure(feijao, Number.NaN)).toBeNull();
  });

  it('escolhe singular ou plural do rótulo', () => {
    const concha = feijao.defaultPortion;
    expect(portionLabel(concha, 1)).toBe('concha');
    expect(portionLabel(concha, 0.5)).toBe('concha');
    expect(portionLabel(concha, 2)).toBe('conchas');
  });
});
