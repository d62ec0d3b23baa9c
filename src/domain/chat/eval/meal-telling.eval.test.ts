import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../../data/catalog/index';
import { buildFoodIndex } from '../../foods/food-index';
import { createMealTextAnalyzer } from '../../meal-text/analyze-meal-text';
import { mealOf, type FoodTools } from '../facts';
import { composeReply, understand } from '../offline-assistant';
import { anaFacts } from '../test-persona';
import { MEAL_TELLING_SET } from './meal-telling-set';

const catalog = loadCatalog();
const tools: FoodTools = { catalog, index: buildFoodIndex(catalog), analyzeText: createMealTextAnalyzer(catalog) };
const ana = anaFacts(tools.analyzeText);

describe('meal-telling messages (issue #24 part 3): a proposal with every food named', () => {
  it('proposes every food of at least 95% of the set, in the meal it names', () => {
    expect(MEAL_TELLING_SET.length).toBeGreaterThanOrEqual(40);
    const misses: string[] = [];
    for (const [text, slot, foods] of MEAL_TELLING_SET) {
      const intent = understand(text, tools);
      const meal = mealOf(composeReply(intent, ana, tools).actions[0]);
      const names = meal?.items.map((item) => item.foodName) ?? [];
      const missing = foods.filter((food) => !names.some((name) => new RegExp(food, 'i').test(name)));
      const slotOk = intent.kind === 'log_meal' && (slot === null || intent.slot === slot);
      if (!meal || missing.length > 0 || !slotOk) {
        misses.push(
          `${text} → ${intent.kind}${intent.kind === 'log_meal' ? `/${intent.slot}` : ''} [${names.join('; ')}]`,
        );
      }
    }
    const right = MEAL_TELLING_SET.length - misses.length;
    console.info(`meal-telling: ${right}/${MEAL_TELLING_SET.length} with every food and the meal`, misses);
    expect(right / MEAL_TELLING_SET.length).toBeGreaterThanOrEqual(0.95);
  });
});
