/**
 * Writes data/catalog/ibge/NN-<grupo>.json: every one of the 1,971 rows of IBGE's POF 2008-2009
 * nutritional composition table as a catalog food of source "IBGE POF" (decision 0036), with its
 * household measures from the same survey's medidas referidas, joined on food + preparation code.
 * The reference CSVs stay in ../shared/data/ibge-pof; data/catalog/ibge-figures.test.ts checks the
 * output against them.
 *
 * Run from the repo root: npx tsx scripts/catalog/build-ibge-foods.ts
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { toSearchKey } from '../../src/domain/foods/search-key';
import { NUTRIENT_KEYS, type NutrientKey } from '../../src/domain/foods/nutrients';
import { ibgeFoodNames } from './ibge-names';
import { IBGE_COLUMN, ibgeSodium, readPofComposition, readPofMeasureRows, repoRoot } from './reference-data';
import type { PofCompositionRow } from './reference-data';

const catalogDir = path.join(repoRoot, 'data/catalog');
const outDir = path.join(catalogDir, 'ibge');

interface AuthoredFood {
  name: string;
  synonyms?: string[];
}

/** Names and synonyms TACO, the recipes and USDA already own: they keep them (decision 0036). */
function takenKeys(): Set<string> {
  const files = [
    ...readdirSync(path.join(catalogDir, 'foods')).map((f) => path.join(catalogDir, 'foods', f)),
    ...readdirSync(path.join(catalogDir, 'usda')).map((f) => path.join(catalogDir, 'usda', f)),
  ];
  const foods: AuthoredFood[] = files.flatMap(
    (f) => (JSON.parse(readFileSync(f, 'utf8')) as { foods: AuthoredFood[] }).foods,
  );
  const recipes = (
    JSON.parse(readFileSync(path.join(catalogDir, 'recipes.json'), 'utf8')) as { recipes: AuthoredFood[] }
  ).recipes;
  return new Set([...foods, ...recipes].flatMap((f) => [f.name, ...(f.synonyms ?? [])].map(toSearchKey)));
}

const measures = (
  JSON.parse(readFileSync(path.join(catalogDir, 'measures.json'), 'utf8')) as {
    measures: { id: string; pofMeasureCode: number | null }[];
  }
).measures;
const measureByPofCode = new Map(
  measures.flatMap((m) => (m.pofMeasureCode === null ? [] : [[m.pofMeasureCode, m.id]])),
);

/**
 * The default portion, in this order: one unit (or slice, piece…) as people count food; else the
 * measure a drink or a spooned food is served in; else the household measure nearest 100 g. Weights
 * (grama, quilo) and volumes (litro, mililitro) are not household measures and are never the default.
 */
const DEFAULT_ORDER = [
  'unidade',
  'fatia',
  'file',
  'bife',
  'posta',
  'pedaco',
  'copo-americano',
  'copo-medio',
  'xicara-de-cha',
  'lata-350ml',
  'concha',
  'colher-de-servir',
  'escumadeira',
  'colher-de-sopa',
];

/** Packages and bunches: how a food is bought, never the portion one person eats by default. */
const NEVER_DEFAULT = new Set([
  'pacote',
  'saco',
  'garrafa',
  'long-neck',
  'caneco',
  'bisnaga',
  'cacho',
  'maco',
  'ramo',
  'sache',
]);

interface IbgePortion {
  measure: string;
  grams: number;
  default?: true;
  source: string;
  pof?: { food: number; preparation: number; measure: number };
  pofReference?: string;
}

function portionsOf(food: number, preparation: number, rows: PofCompositionRow[]): IbgePortion[] {
  const portions: IbgePortion[] = [];
  for (const row of rows) {
    const measure = Number(row.codigo_medida);
    const id = measureByPofCode.get(measure);
    const grams = Number(row.quantidade_g);
    if (!id || !(grams > 0) || portions.some((p) => p.measure === id)) continue;
    portions.push({
      measure: id,
      grams,
      source: 'ibge-pof-2008-2009',
      pof: { food, preparation, measure },
      pofReference: (row.descricao_fonte ?? '').trim() || `${row.descricao_alimento} - ${row.descricao_medida}`,
    });
  }
  // A whole melon or a litre bottle is no one's portion: measures over 500 g come last.
  const rank = (p: IbgePortion): number => {
    const i = DEFAULT_ORDER.indexOf(p.measure);
    const order = i >= 0 ? i : DEFAULT_ORDER.length + Math.abs(p.grams - 100) / 1000;
    return p.grams > 500 || NEVER_DEFAULT.has(p.measure) ? 1000 + order : order;
  };
  const chosen = [...portions].sort((a, b) => rank(a) - rank(b))[0];
  if (chosen) chosen.default = true;
  else portions.push({ measure: 'porcao-100g', grams: 100, default: true, source: 'nutri-catalog' });
  return portions;
}

function figures(row: PofCompositionRow): {
  per100g: Record<NutrientKey, number | null>;
  unknown: Record<string, string>;
} {
  const per100g = {} as Record<NutrientKey, number | null>;
  const unknown: Record<string, string> = {};
  for (const key of NUTRIENT_KEYS) {
    const value = key === 'sodiumMg' ? ibgeSodium(row) : cell(row[IBGE_COLUMN[key]]);
    per100g[key] = value;
    // IBGE's "-": not analysed, not available or not applicable. Unknown, never 0.
    if (value === null) unknown[key] = 'source-null';
  }
  return { per100g, unknown };
}

function cell(text: string | undefined): number | null {
  return text === undefined || text === '' ? null : Number(text);
}

function slug(text: string): string {
  return toSearchKey(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** How often people log it: prepared-as-bought rows first, all below TACO's common foods (search ties). */
function commonness(row: PofCompositionRow): number {
  return row.codigo_preparacao === '99' ? 25 : 20;
}

function main(): void {
  const rows = readPofComposition();
  const measureRows = new Map<string, PofCompositionRow[]>();
  for (const m of readPofMeasureRows()) {
    const key = `${Number(m.codigo_alimento)}:${Number(m.codigo_preparacao)}`;
    measureRows.set(key, [...(measureRows.get(key) ?? []), m]);
  }
  const names = ibgeFoodNames(rows, takenKeys());
  const groups = [...new Set(rows.map((r) => r.grupo ?? ''))];
  const byGroup = new Map<string, object[]>(groups.map((g) => [g, []]));
  rows.forEach((row, i) => {
    const food = Number(row.codigo_alimento);
    const preparation = Number(row.codigo_preparacao);
    const { name, synonyms } = names[i] ?? { name: '', synonyms: [] };
    const { per100g, unknown } = figures(row);
    byGroup.get(row.grupo ?? '')?.push({
      id: `ibge-${food}-${preparation}`,
      ibge: {
        foodCode: food,
        preparationCode: preparation,
        description: row.descricao_alimento,
        preparation: row.descricao_preparacao,
        group: row.grupo,
        referenceCode: cell(row.codigo_fonte),
        reference: row.descricao_fonte,
      },
      name,
      category: slug(row.grupo ?? '').replace(/-/g, '_'),
      commonness: commonness(row),
      synonyms,
      source: 'ibge-pof-2008-2009-composicao',
      per100g,
      traces: [],
      unknown,
      note: null,
      // The POF food whose measures give the portions; two rows (6301204, 7009102) have none.
      pof: measureRows.has(`${food}:${preparation}`)
        ? { food, preparation, description: row.descricao_alimento }
        : null,
      portions: portionsOf(food, preparation, measureRows.get(`${food}:${preparation}`) ?? []),
    });
  });
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  groups.forEach((group, i) => {
    const file = path.join(outDir, `${String(i + 1).padStart(2, '0')}-${slug(group)}.json`);
    const foods = byGroup.get(group) ?? [];
    // One food per line, as the TACO and USDA files: diffs stay readable.
    writeFileSync(file, `{\n  "foods": [\n${foods.map((f) => `    ${JSON.stringify(f)}`).join(',\n')}\n  ]\n}\n`);
  });
  console.log(`${rows.length} IBGE foods in ${groups.length} files under data/catalog/ibge/`);
}

main();
