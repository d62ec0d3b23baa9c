import type { FoodWords } from './food-words';
import type { Nutrients, NutrientKey, UnknownReason } from './nutrients';

/**
 * Stable ids used across the app: "taco-<TACO number>", "recipe-<slug>",
 * "usda-sr-<FDC id>" or "usda-fndds-<FNDDS food code>" (decision 0025),
 * "ibge-<POF food code>-<preparation code>" (decision 0039), or a
 * person's own "meu-<uuid>" (decision 0026).
 */
export type FoodId = string;

/** A cited reference (TACO, IBGE POF, USDA…), listed in data/catalog/sources.json. */
export interface Source {
  id: string;
  citation: string;
  url: string | null;
}

/** A household measure (colher de sopa, concha…); pofMeasureCode cites IBGE's code. */
export interface Measure {
  id: string;
  label: string;
  plural: string;
  aliases: readonly string[];
  pofMeasureCode: number | null;
}

/** Where a portion's grams come from. */
export type PortionSource =
  | {
      kind: 'pof';
      /** IBGE POF 2008-2009 food, preparation (99 = não se aplica) and measure codes. */
      pofFoodCode: number;
      pofPreparationCode: number;
      pofMeasureCode: number;
      /** IBGE's own reference text for the weight, e.g. "Arroz cozido - colher de arroz cheia". */
      reference: string;
    }
  /** Not from the POF: a plain 100 g portion for foods the POF does not cover. */
  | { kind: 'catalog' }
  /** A composed recipe's whole yield (sum of its ingredients). */
  | { kind: 'recipe-yield' }
  /** The portion a person wrote on one of their own foods (src/domain/my-foods). */
  | { kind: 'own' }
  /** USDA's own portion weight for a USDA food, with USDA's description ("1 cup", "Quantity not specified"). */
  | { kind: 'usda'; dataset: UsdaDataset; description: string };

export type UsdaDataset = 'sr-legacy' | 'fndds';

/** Which USDA food a USDA catalog food is, as USDA names it. */
export interface UsdaReference {
  dataset: UsdaDataset;
  /** FoodData Central id (SR Legacy); null for FNDDS foods, keyed by their food code. */
  fdcId: number | null;
  ndbNumber: number | null;
  fnddsFoodCode: number | null;
  /** USDA's English description, unchanged. */
  description: string;
}

/** Which row of IBGE's POF 2008-2009 composition table an "ibge" food is (decision 0039). */
export interface IbgeReference {
  foodCode: number;
  /** 1–15, or 99 = "Não se aplica". */
  preparationCode: number;
  /** IBGE's description and preparation, as printed. */
  description: string;
  preparation: string;
  /** The publication's food group, e.g. "Cereais e leguminosas". */
  group: string;
  /** IBGE's Table 5 reference for the figures (1 = NDSR, 2 = TACO…); null where the table gives none. */
  referenceCode: number | null;
  reference: string;
}

export interface Portion {
  measureId: string;
  label: string;
  plural: string;
  grams: number;
  isDefault: boolean;
  source: PortionSource;
}

/**
 * What a Brazilian adult typically eats of the food at once when the
 * description gives no amount ("arroz" → 5 colheres de sopa, "feijão" → 1
 * concha): `quantity` × one of the food's portions. Shown as "porção típica"
 * so the person knows to adjust it.
 */
export interface TypicalPortion {
  quantity: number;
  portion: Portion;
  grams: number;
  /** Sources behind the amount (ids in sources.json). */
  sourceIds: readonly string[];
  /** Why this amount (pt-BR); null when it is the default portion, not chosen for the food. */
  basis: string | null;
}

/** A figure taken from another source where TACO gives none (e.g. whole milk). */
export interface FigureSupplement {
  sourceId: string;
  reference: string;
  fields: readonly NutrientKey[];
}

export interface RecipeIngredient {
  foodId: FoodId;
  grams: number;
  /** Present when the amount is a household measure of the ingredient. */
  quantity: number | null;
  measureId: string | null;
  note: string | null;
}

export interface Recipe {
  ingredients: readonly RecipeIngredient[];
  /** Weight of the dish as eaten: the sum of the ingredients, or the cooked weight when water is cooked off. */
  yieldGrams: number;
  /** Sum of the ingredients' grams (equal to yieldGrams unless the dish is cooked down or baked). */
  ingredientGrams: number;
  /** Why the cooked weight is what it is (pt-BR); null when nothing is cooked off. */
  cookedYieldBasis: string | null;
  /** Why these proportions (pt-BR), citing the POF where it applies. */
  proportionSource: string;
}

export interface Food {
  id: FoodId;
  /**
   * Where the figures come from: TACO, a recipe of catalog foods, IBGE's POF 2008-2009 table, USDA, or
   * "custom": one of the person's own foods ("Meus alimentos"), never in the shared catalog.
   */
  kind: 'taco' | 'recipe' | 'ibge' | 'usda' | 'custom';
  tacoId: number | null;
  /** Clean pt-BR display name, e.g. "Arroz branco cozido". */
  name: string;
  /** TACO's own description, e.g. "Arroz, tipo 1, cozido". */
  tacoName: string | null;
  category: string;
  synonyms: readonly string[];
  /** 0–100: how commonly Brazilians log it; search ranks ties by it. */
  commonness: number;
  per100g: Nutrients;
  traces: readonly NutrientKey[];
  unknown: Partial<Record<NutrientKey, UnknownReason>>;
  /** Primary figure source id (e.g. "taco-4", "nutri-recipe"). */
  sourceId: string;
  supplements: readonly FigureSupplement[];
  note: string | null;
  /** Hand mapping TACO → POF food (and preparation) used for the portions. */
  pof: { foodCode: number; preparationCode: number; description: string } | null;
  portions: readonly Portion[];
  defaultPortion: Portion;
  typicalPortion: TypicalPortion;
  /** toSearchKey of the name and every synonym, deduplicated. */
  searchKeys: readonly string[];
  recipe: Recipe | null;
  /** The USDA food behind a "usda" food; null otherwise. */
  usda: UsdaReference | null;
  /** The IBGE POF row behind an "ibge" food; null otherwise. */
  ibge: IbgeReference | null;
}

export interface FoodCatalog {
  foods: readonly Food[];
  measures: readonly Measure[];
  sources: readonly Source[];
  /** IBGE POF words for foods, known to the catalog or not (see food-words.ts). */
  foodWords: FoodWords;
  byId(id: FoodId): Food | undefined;
  /** Like byId but throws: for ids the code knows must exist. */
  get(id: FoodId): Food;
  byTacoId(tacoId: number): Food | undefined;
  measureById(id: string): Measure | undefined;
  sourceById(id: string): Source | undefined;
}
