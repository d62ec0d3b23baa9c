import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../data/catalog/index';
import { SUBSTITUTION_GROUPS, substitutesOf, substitutionGroupOf } from './substitution-groups';

const catalog = loadCatalog();

describe('grupos das listas de substituição (Pirâmide Alimentar Adaptada)', () => {
  it('cada alimento listado existe no catálogo, tem energia e está num só grupo', () => {
    const seen = new Set<string>();
    for (const group of SUBSTITUTION_GROUPS) {
      for (const id of group.kinds.flat()) {
        expect(catalog.byId(id), id).toBeDefined();
        expect(catalog.get(id).per100g.energyKcal, id).toBeGreaterThan(0);
        expect(seen.has(id), `${id} em dois grupos`).toBe(false);
        seen.add(id);
      }
    }
  });

  it('oferece primeiro os alimentos comidos do mesmo jeito (pão → tapioca, arroz → batata-doce)', () => {
    expect(substitutesOf('taco-53').slice(0, 2)).toEqual(['ibge-6501516-99', 'taco-533']);
    expect(substitutesOf('taco-3')[0]).toBe('taco-88');
    expect(substitutesOf('taco-53')).toContain('taco-3'); // the rest of the group follows
    expect(substitutesOf('taco-53')).not.toContain('taco-53');
  });

  it('um alimento fora das listas não tem grupo (pizza): pergunta-se por qual trocar', () => {
    expect(substitutionGroupOf('recipe-pizza-de-mucarela')).toBeNull();
    expect(substitutesOf('recipe-pizza-de-mucarela')).toEqual([]);
  });
});
