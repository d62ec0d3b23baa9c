/**
 * Sources the catalog builder assigns or checks by id itself (data/catalog/sources.json must define the first two;
 * buildCatalog says so when they are missing).
 */
export const RECIPE_SOURCE_ID = 'nutri-recipe';
export const POF_SOURCE_ID = 'ibge-pof-2008-2009';
/** USDA FoodData Central sources, by dataset (decision 0025). */
export const USDA_SOURCE_IDS = { 'sr-legacy': 'usda-fdc-sr-legacy', fndds: 'usda-fndds-2021-2023' } as const;
/** IBGE POF 2008-2009 composition table (decision 0039). */
export const IBGE_SOURCE_ID = 'ibge-pof-2008-2009-composicao';
