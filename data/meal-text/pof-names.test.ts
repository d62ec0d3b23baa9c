import { describe, expect, it } from 'vitest';
import { createMealTextAnalyzer } from '../../src/domain/meal-text/analyze-meal-text';
import { hasPofComposition, readPofComposition } from '../../scripts/catalog/reference-data';
import { loadCatalog } from '../catalog/index';
import { pofFoodText } from './pof-phrasing';
import { PLACED, placementOf, type Placement } from './pof-placement';

/**
 * Generated from the survey, not hand-picked (issue 24): each of IBGE POF's 1,971 composition rows, written as
 * a person names it (pof-phrasing.ts: "banana", "frango assado", "sopa de inhame"), must read as that food
 * (pof-placement.ts: IBGE's row, a food within ±10% of its energy, or the earlier table's food that owns the
 * name). Fails without ../shared/data. TARGET is the issue's; FLOOR is what the reader reaches today, so it
 * cannot silently fall. The strict share (IBGE's row or ±10% only) is printed beside it.
 */
const TARGET = 0.98;
const FLOOR = 0.98;

describe('nome da POF sozinho → o alimento do IBGE', () => {
  it('lê cada linha da tabela de composição', () => {
    expect(hasPofComposition, '../shared/data/ibge-pof ausente').toBe(true);
    const catalog = loadCatalog();
    const analyze = createMealTextAnalyzer(catalog);
    const failures = new Map<string, string[]>();
    const placements = new Map<Placement, number>();
    const rows = readPofComposition();
    let ok = 0;
    for (const row of rows) {
      const text = pofFoodText(row);
      const item = analyze(text).items[0];
      const placement = placementOf(catalog, row, item?.foodId);
      placements.set(placement, (placements.get(placement) ?? 0) + 1);
      if (PLACED.has(placement)) ok++;
      else {
        const group = row.grupo ?? '';
        failures.set(group, [...(failures.get(group) ?? []), `"${text}" → ${item?.foodName ?? '—'}`]);
      }
    }
    const share = ok / rows.length;
    const strict = (placements.get('row') ?? 0) + (placements.get('figures') ?? 0);
    console.info(
      `nomes da POF: ${ok} de ${rows.length} (${(share * 100).toFixed(1)}%; meta ${TARGET * 100}%); ` +
        `estrito (a linha do IBGE ou ±10%): ${((strict / rows.length) * 100).toFixed(1)}%\n` +
        `alimento: ${[...placements].map(([p, n]) => `${p} ${n}`).join(', ')}\n` +
        [...failures]
          .map(([group, list]) => `${group}: ${list.length} falhas, ex. ${list.slice(0, 4).join('; ')}`)
          .join('\n'),
    );
    expect(share).toBeGreaterThanOrEqual(FLOOR);
  }, 120_000);
});
