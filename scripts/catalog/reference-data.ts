/**
 * Readers for the reference tables the catalog cites, kept outside the repo in
 * ../shared/data (TACO 4th ed. and IBGE POF 2008-2009 medidas referidas).
 * Used by the catalog's data tests and authoring scripts; never by the app.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { NutrientKey } from '../../src/domain/foods/nutrients';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const tacoDir = path.resolve(repoRoot, '../shared/data/taco');
export const pofCsvPath = path.resolve(repoRoot, '../shared/data/ibge-pof/medidas-referidas.csv');

export const hasTaco = existsSync(path.join(tacoDir, 'foods-full.json'));
export const hasPof = existsSync(pofCsvPath);

/** The TACO column (foods-full.json) behind each catalog nutrient. */
export const TACO_COLUMN: Record<NutrientKey, string> = {
  energyKcal: 'kcal',
  proteinG: 'protein_g',
  carbsG: 'carbs_g',
  fatG: 'fat_g',
  fiberG: 'fiber_g',
  sodiumMg: 'sodium_mg',
  cholesterolMg: 'cholesterol_mg',
  calciumMg: 'calcium_mg',
  ironMg: 'iron_mg',
  magnesiumMg: 'magnesium_mg',
  potassiumMg: 'potassium_mg',
  zincMg: 'zinc_mg',
  vitaminCMg: 'vitamin_c_mg',
};

export type TacoMarker = 'Tr' | 'NA' | '*' | 'blank';

/** One row of foods-full.json: TACO's columns plus its markers in `flags`. */
export interface TacoFood {
  id: number;
  name: string;
  flags: Record<string, TacoMarker>;
  [column: string]: unknown;
}

export function readTacoFoods(): TacoFood[] {
  return JSON.parse(readFileSync(path.join(tacoDir, 'foods-full.json'), 'utf8')) as TacoFood[];
}

export interface PofRow {
  foodCode: number;
  foodDescription: string;
  preparationCode: number;
  measureCode: number;
  measureDescription: string;
  grams: number;
  reference: string;
}

/** Key of a POF row: food × preparation × measure (unique in the table). */
export function pofKey(food: number, preparation: number, measure: number): string {
  return `${food}:${preparation}:${measure}`;
}

/** Parses IBGE's CSV (RFC 4180 quoting; codes stored as floats such as "12.0"). */
export function readPofRows(): Map<string, PofRow> {
  const lines = readFileSync(pofCsvPath, 'utf8')
    .split(/\r?\n/)
    .filter((l) => l.length > 0);
  const header = splitCsvLine(lines[0] ?? '');
  const col = (name: string): number => {
    const index = header.indexOf(name);
    if (index < 0) throw new Error(`POF CSV: missing column ${name}`);
    return index;
  };
  const c = {
    food: col('codigo_alimento'),
    foodDescription: col('descricao_alimento'),
    preparation: col('codigo_preparacao'),
    measure: col('codigo_medida'),
    measureDescription: col('descricao_medida'),
    grams: col('quantidade_g'),
    reference: col('descricao_fonte'),
  };
  const rows = new Map<string, PofRow>();
  for (const line of lines.slice(1)) {
    const f = splitCsvLine(line);
    const row: PofRow = {
      foodCode: Number(f[c.food]),
      foodDescription: f[c.foodDescription] ?? '',
      preparationCode: Number(f[c.preparation]),
      measureCode: Number(f[c.measure]),
      measureDescription: f[c.measureDescription] ?? '',
      grams: Number(f[c.grams]),
      reference: (f[c.reference] ?? '').trim(),
    };
    rows.set(pofKey(row.foodCode, row.preparationCode, row.measureCode), row);
  }
  return rows;
}

function splitCsvLine(line: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      out.push(field);
      field = '';
    } else field += ch;
  }
  out.push(field);
  return out;
}

/** USDA FoodData Central SR Legacy + FNDDS 2021-2023, as published (../shared/data/usda-fdc/README.md). */
export const usdaFoodsPath = path.resolve(repoRoot, '../shared/data/usda-fdc/foods.json');
export const hasUsda = existsSync(usdaFoodsPath);

export interface UsdaFood {
  fdcId: number | null;
  dataType: 'SR Legacy' | 'Survey (FNDDS)';
  description: string;
  energyKcal: number;
  proteinG: number;
  fatG: number;
  carbsG: number;
  fiberG: number | null;
  sodiumMg: number | null;
  portions: { description: string; gramWeight: number }[];
  ndbNumber?: number;
  fnddsFoodCode?: number;
}

/** USDA foods by catalog id: "usda-sr-<fdcId>" and "usda-fndds-<food code>". */
export function readUsdaFoods(): Map<string, UsdaFood> {
  const rows = JSON.parse(readFileSync(usdaFoodsPath, 'utf8')) as UsdaFood[];
  const byId = new Map<string, UsdaFood>();
  for (const row of rows) {
    if (row.dataType === 'SR Legacy' && row.fdcId !== null) byId.set(`usda-sr-${row.fdcId}`, row);
    else if (row.fnddsFoodCode !== undefined) byId.set(`usda-fndds-${row.fnddsFoodCode}`, row);
  }
  return byId;
}

/** IBGE POF 2008-2009 nutritional composition (../shared/data/ibge-pof/README.md). */
export const pofCompositionPath = path.resolve(repoRoot, '../shared/data/ibge-pof/composicao-nutricional.csv');
export const hasPofComposition = existsSync(pofCompositionPath);

/** One row of composicao-nutricional.csv, by column name; an empty cell is IBGE's "-" (unknown). */
export type PofCompositionRow = Record<string, string>;

export function readPofComposition(): PofCompositionRow[] {
  return readCsvObjects(pofCompositionPath);
}

/** Every row of medidas-referidas.csv, by column name (readPofRows keeps only the columns portions need). */
export function readPofMeasureRows(): PofCompositionRow[] {
  return readCsvObjects(pofCsvPath);
}

function readCsvObjects(file: string): Record<string, string>[] {
  const lines = readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .filter((l) => l.length > 0);
  const header = splitCsvLine(lines[0] ?? '');
  return lines.slice(1).map((line) => {
    const fields = splitCsvLine(line);
    return Object.fromEntries(header.map((name, i) => [name, fields[i] ?? '']));
  });
}

/** The catalog nutrient behind each IBGE column; sodium is the sum of two columns (see ibgeSodium). */
export const IBGE_COLUMN: Record<Exclude<NutrientKey, 'sodiumMg'>, string> = {
  energyKcal: 'energia_kcal',
  proteinG: 'proteina_g',
  carbsG: 'carboidrato_g',
  fatG: 'lipidios_g',
  fiberG: 'fibra_g',
  cholesterolMg: 'colesterol_mg',
  calciumMg: 'calcio_mg',
  ironMg: 'ferro_mg',
  magnesiumMg: 'magnesio_mg',
  potassiumMg: 'potassio_mg',
  zincMg: 'zinco_mg',
  vitaminCMg: 'vitamina_c_mg',
};

/**
 * The sodium eaten: the food's own (sodio_mg) plus IBGE's estimate of the salt added in cooking
 * (sodio_adicao_mg), per the table's README. An empty added-sodium cell means IBGE estimated no
 * added salt for that preparation (fruit, drinks, products), so it adds nothing; an empty own-sodium
 * cell leaves the sum unknown.
 */
export function ibgeSodium(row: PofCompositionRow): number | null {
  const own = row.sodio_mg ?? '';
  if (own === '') return null;
  const added = row.sodio_adicao_mg ?? '';
  return Math.round((Number(own) + (added === '' ? 0 : Number(added))) * 100) / 100;
}
