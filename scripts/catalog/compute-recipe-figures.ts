/**
 * Writes each recipe's per-100 g figures (as computed by the domain from its
 * ingredients) into data/catalog/recipes.json, so the figures can be reviewed
 * in the data file. A test (data/catalog/recipes.test.ts) fails if the stored
 * copy and the computation ever disagree.
 *
 * Run from the repo root: npx tsx scripts/catalog/compute-recipe-figures.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadCatalog } from '../../data/catalog/index';

const file = fileURLToPath(new URL('../../data/catalog/recipes.json', import.meta.url));
const data = JSON.parse(readFileSync(file, 'utf8')) as { recipes: Record<string, unknown>[] };
const catalog = loadCatalog();

for (const recipe of data.recipes) {
  const food = catalog.get(String(recipe.id));
  recipe.per100g = food.per100g;
  recipe.traces = food.traces;
  recipe.unknown = food.unknown;
}
writeFileSync(file, formatRecipes(data.recipes));
console.log(`recipes.json: figures written for ${data.recipes.length} recipes`);

/** One key per line, arrays of objects one item per line: reviewable diffs. */
function formatRecipes(recipes: Record<string, unknown>[]): string {
  const item = (recipe: Record<string, unknown>): string => {
    const lines = Object.entries(recipe).map(([key, value]) => {
      if (Array.isArray(value) && value.length > 0 && typeof value[0] === 'object') {
        const rows = value.map((v) => `        ${JSON.stringify(v)}`).join(',\n');
        return `      ${JSON.stringify(key)}: [\n${rows}\n      ]`;
      }
      return `      ${JSON.stringify(key)}: ${JSON.stringify(value)}`;
    });
    return `    {\n${lines.join(',\n')}\n    }`;
  };
  return `{\n  "recipes": [\n${recipes.map(item).join(',\n')}\n  ]\n}\n`;
}
