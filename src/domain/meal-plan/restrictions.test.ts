import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../data/catalog/index';
import { brokenRestrictions, isDisliked } from './restrictions';

const catalog = loadCatalog();
const broken = (id: string, ...r: Parameters<typeof brokenRestrictions>[1][number][]) =>
  brokenRestrictions(catalog.get(id), r, catalog);

describe('restrições por grupo e por ingrediente', () => {
  it('carnes e peixes não entram no vegetariano; ovos e leite entram', () => {
    expect(broken('taco-410', 'vegetariano')).toEqual(['vegetariano']);
    expect(broken('taco-301', 'vegetariano')).toEqual(['vegetariano']);
    expect(broken('taco-488', 'vegetariano')).toEqual([]);
    expect(broken('taco-458', 'vegetariano')).toEqual([]);
  });

  it('o vegano exclui ovo, leite e mel; bebida e iogurte de soja passam', () => {
    expect(broken('taco-488', 'vegano')).toEqual(['vegano']);
    expect(broken('taco-448', 'vegano')).toEqual(['vegano']);
    expect(broken('taco-507', 'vegano')).toEqual(['vegano']);
    expect(broken('taco-582', 'vegano', 'sem_lactose')).toEqual([]);
    expect(broken('usda-fndds-41420380', 'vegano', 'sem_lactose')).toEqual([]);
  });

  it('receitas: o ovo mexido leva manteiga (lactose); o prato feito leva bife', () => {
    expect(broken('recipe-ovo-mexido', 'sem_lactose')).toEqual(['sem_lactose']);
    expect(broken('recipe-prato-feito', 'vegetariano')).toEqual(['vegetariano']);
    expect(broken('recipe-banana-com-aveia', 'sem_gluten')).toEqual(['sem_gluten']);
    expect(broken('recipe-salada-de-frutas', 'vegano', 'sem_gluten', 'sem_lactose')).toEqual([]);
  });

  it('glúten: trigo, pães, massas e aveia; arroz, cuscuz de milho e mandioca não', () => {
    for (const id of ['taco-53', 'taco-52', 'taco-7', 'usda-fndds-56130000']) {
      expect(broken(id, 'sem_gluten')).toEqual(['sem_gluten']);
    }
    for (const id of ['taco-3', 'taco-533', 'taco-129']) expect(broken(id, 'sem_gluten')).toEqual([]);
  });

  it('não gostar de um alimento alcança receitas que o levam', () => {
    expect(isDisliked(catalog.get('recipe-ovo-mexido'), ['manteiga'], catalog)).toBe(true);
    expect(isDisliked(catalog.get('taco-301'), ['Peixe', 'merluza'], catalog)).toBe(true);
    expect(isDisliked(catalog.get('taco-3'), ['feijão'], catalog)).toBe(false);
  });
});
