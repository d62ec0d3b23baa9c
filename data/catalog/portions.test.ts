import { describe, expect, it } from 'vitest';
import { hasPof, pofCsvPath, pofKey, readPofRows } from '../../scripts/catalog/reference-data';
import { loadCatalog } from './index';

const catalog = loadCatalog();

describe('porções caseiras', () => {
  it('todo alimento (TACO e receitas) tem exatamente uma porção padrão e todas pesam mais que 0 g', () => {
    for (const food of catalog.foods) {
      expect(
        food.portions.filter((p) => p.isDefault),
        food.id,
      ).toHaveLength(1);
      expect(food.defaultPortion).toBe(food.portions.find((p) => p.isDefault));
      for (const portion of food.portions) expect(portion.grams, `${food.id} ${portion.measureId}`).toBeGreaterThan(0);
    }
  });

  it('tem porções da POF para pelo menos 300 alimentos, com o mapeamento TACO → POF guardado', () => {
    const withPof = catalog.foods.filter((f) => f.portions.some((p) => p.source.kind === 'pof'));
    expect(withPof.length).toBeGreaterThanOrEqual(300);
    for (const food of withPof.filter((f) => f.kind === 'taco')) expect(food.pof, food.id).not.toBeNull();
  });

  it('porção sem POF é a de 100 g do catálogo, marcada como tal', () => {
    for (const food of catalog.foods.filter((f) => f.kind === 'taco' && f.pof === null)) {
      expect(food.portions).toEqual([
        expect.objectContaining({ measureId: 'porcao-100g', grams: 100, source: { kind: 'catalog' } }),
      ]);
    }
  });

  it('usa rótulos em pt-BR no singular e no plural', () => {
    const feijao = catalog.get('taco-561');
    expect(feijao.defaultPortion).toMatchObject({ label: 'concha', plural: 'conchas', grams: 140 });
  });
});

if (!hasPof) console.warn(`[catalog] ${pofCsvPath} não encontrado: conferência das porções da POF ignorada.`);

describe('porções citadas = Tabela de Medidas Referidas da POF 2008-2009', () => {
  // Without the reference data this fails, never skips: CI has ../shared beside the repository.
  it('tem ../shared/data/ibge-pof', () => expect(hasPof, '../shared/data/ibge-pof ausente').toBe(true));

  it('cada porção da POF tem o peso da linha que cita (alimento × preparação × medida)', () => {
    const rows = readPofRows();
    const pofFoods = new Set([...rows.values()].map((row) => row.foodCode));
    const problems: string[] = [];
    let checked = 0;
    for (const food of catalog.foods) {
      for (const portion of food.portions) {
        const s = portion.source;
        if (s.kind !== 'pof') continue;
        checked++;
        const row = rows.get(pofKey(s.pofFoodCode, s.pofPreparationCode, s.pofMeasureCode));
        if (!row)
          problems.push(
            `${food.id} ${portion.measureId}: no POF row ${pofKey(s.pofFoodCode, s.pofPreparationCode, s.pofMeasureCode)}`,
          );
        else if (row.grams !== portion.grams)
          problems.push(`${food.id} ${portion.measureId}: ${portion.grams} g ≠ POF ${row.grams} g`);
        else if (row.reference !== s.reference)
          problems.push(`${food.id} ${portion.measureId}: reference differs from POF`);
      }
      if (food.pof && !pofFoods.has(food.pof.foodCode))
        problems.push(`${food.id}: POF food ${food.pof.foodCode} not in the table`);
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(1000);
  });
});
