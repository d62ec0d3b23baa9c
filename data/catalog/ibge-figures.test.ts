import { describe, expect, it } from 'vitest';
import { NUTRIENT_KEYS } from '../../src/domain/foods/nutrients';
import {
  IBGE_COLUMN,
  hasPof,
  hasPofComposition,
  ibgeSodium,
  pofCompositionPath,
  readPofComposition,
  readPofRows,
  pofKey,
} from '../../scripts/catalog/reference-data';
import { loadCatalog } from './index';

/**
 * Every IBGE POF food = its row of IBGE's composition table (decision 0036). Unlike the USDA check,
 * this one fails, not skips, without ../shared/data: 1,971 foods' figures would go unchecked.
 */
describe('alimentos do IBGE = POF 2008-2009, Tabelas de Composição Nutricional (../shared/data/ibge-pof)', () => {
  it('a tabela de referência está presente', () => {
    expect(hasPofComposition, `${pofCompositionPath} ausente: as figuras do IBGE não podem ser conferidas`).toBe(true);
    expect(hasPof, 'medidas-referidas.csv ausente').toBe(true);
  });
  if (!hasPofComposition || !hasPof) return;

  const catalog = loadCatalog();
  const ibgeFoods = catalog.foods.filter((food) => food.kind === 'ibge');
  const rows = readPofComposition();

  it('cada uma das 1.971 linhas é um alimento, com o id, os códigos, a descrição e a fonte do IBGE', () => {
    expect(ibgeFoods).toHaveLength(rows.length);
    expect(rows).toHaveLength(1971);
    for (const row of rows) {
      const id = `ibge-${Number(row.codigo_alimento)}-${Number(row.codigo_preparacao)}`;
      const food = catalog.byId(id);
      expect(food?.ibge?.description, id).toBe(row.descricao_alimento);
      expect(food?.ibge?.preparation, id).toBe(row.descricao_preparacao);
      expect(food?.ibge?.group, id).toBe(row.grupo);
      expect(food?.sourceId, id).toBe('ibge-pof-2008-2009-composicao');
    }
  });

  it('cada figura é a publicada; o sódio é o do alimento mais o de adição; "-" fica desconhecido, nunca 0', () => {
    const mismatches: string[] = [];
    for (const row of rows) {
      const id = `ibge-${Number(row.codigo_alimento)}-${Number(row.codigo_preparacao)}`;
      const food = catalog.get(id);
      for (const key of NUTRIENT_KEYS) {
        const cell = key === 'sodiumMg' ? ibgeSodium(row) : row[IBGE_COLUMN[key]];
        const published = cell === null || cell === '' || cell === undefined ? null : Number(cell);
        if (food.per100g[key] !== published) mismatches.push(`${id}.${key}: ${food.per100g[key]} ≠ IBGE ${published}`);
        if (published === null && food.unknown[key] !== 'source-null') mismatches.push(`${id}.${key}: sem motivo`);
      }
    }
    expect(mismatches).toEqual([]);
    // The README's own example: rice's added salt is 382 mg per 100 g, on top of its own sodium.
    const rice = rows.find((r) => r.codigo_alimento === '6300101' && r.codigo_preparacao === '99');
    expect(catalog.get('ibge-6300101-99').per100g.sodiumMg).toBe(
      Number(rice?.sodio_mg ?? 0) + Number(rice?.sodio_adicao_mg ?? 0),
    );
  });

  it('cada porção do IBGE é a da tabela de medidas referidas para o mesmo alimento e preparação', () => {
    const measures = readPofRows();
    const problems: string[] = [];
    for (const food of ibgeFoods) {
      for (const portion of food.portions) {
        if (portion.source.kind !== 'pof') continue;
        const { pofFoodCode, pofPreparationCode, pofMeasureCode } = portion.source;
        if (pofFoodCode !== food.ibge?.foodCode || pofPreparationCode !== food.ibge.preparationCode)
          problems.push(`${food.id}: porção de outro alimento`);
        const row = measures.get(pofKey(pofFoodCode, pofPreparationCode, pofMeasureCode));
        if (!row || row.grams !== portion.grams) problems.push(`${food.id} ${portion.measureId}: ${portion.grams} g`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('/fontes cita a publicação do IBGE', () => {
    expect(catalog.sourceById('ibge-pof-2008-2009-composicao')?.citation).toMatch(
      /Tabelas de Composição Nutricional dos Alimentos Consumidos no Brasil/,
    );
  });
});
