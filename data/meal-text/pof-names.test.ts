import { describe, expect, it } from 'vitest';
import { createMealTextAnalyzer } from '../../src/domain/meal-text/analyze-meal-text';
import { hasPofComposition, readPofComposition } from '../../scripts/catalog/reference-data';
import { loadCatalog } from '../catalog/index';

/**
 * Generated from the survey, not hand-picked (issue #24): each of IBGE POF's 1,971 rows, written as its
 * description plus its preparation in lower case ("arroz (polido, parboilizado…) cozido"; "Não se aplica" adds
 * nothing), must read as that food or one whose energy per 100 g is within ±10% of IBGE's. Fails without
 * ../shared/data. TARGET is the issue's; FLOOR is what the reader reaches today, so it cannot silently fall.
 */
const TARGET = 0.98;
const FLOOR = 0.78;

describe('nome da POF sozinho → o alimento do IBGE (ou ±10% de energia)', () => {
  it('lê cada linha da tabela de composição', () => {
    expect(hasPofComposition, '../shared/data/ibge-pof ausente').toBe(true);
    const catalog = loadCatalog();
    const analyze = createMealTextAnalyzer(catalog);
    const failures = new Map<string, string[]>();
    const rows = readPofComposition();
    let ok = 0;
    for (const row of rows) {
      const prep =
        row.codigo_preparacao === '99' ? '' : ` ${(row.descricao_preparacao ?? '').replace('(a)', '').toLowerCase()}`;
      const text = `${(row.descricao_alimento ?? '').toLowerCase()}${prep}`.replace(/\s+/g, ' ');
      const id = `ibge-${row.codigo_alimento}-${row.codigo_preparacao}`;
      const energy = Number(row.energia_kcal);
      const item = analyze(text).items[0];
      const placed = item ? catalog.byId(item.foodId) : undefined;
      const placedEnergy = placed?.per100g.energyKcal ?? null;
      const close = placedEnergy !== null && row.energia_kcal !== '' && Math.abs(placedEnergy - energy) <= 0.1 * energy;
      if (item?.foodId === id || close) ok++;
      else
        failures.set(row.grupo ?? '', [
          ...(failures.get(row.grupo ?? '') ?? []),
          `"${text}" → ${item?.foodName ?? '—'}`,
        ]);
    }
    const share = ok / rows.length;
    console.info(
      `nomes da POF: ${ok} de ${rows.length} (${(share * 100).toFixed(1)}%; meta ${TARGET * 100}%)\n` +
        [...failures]
          .map(([group, list]) => `${group}: ${list.length} falhas, ex. ${list.slice(0, 3).join('; ')}`)
          .join('\n'),
    );
    expect(share).toBeGreaterThanOrEqual(FLOOR);
  }, 120_000);
});
