import { jsonb, pgTable, primaryKey, real, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { users } from './users';

/**
 * A person's own foods ("Meus alimentos", docs/decisions/0026-my-foods.md):
 * figures per 100 g as the catalog's (null = not on the label, never 0), one
 * portion, and for a dish saved from a meal ("salvar como receita") the items
 * it was made of, as they were logged. Seen, searched and analysed only by
 * their owner; meals keep their own copy of the figures.
 */
export const myFoods = pgTable(
  'my_foods',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    kind: text('kind', { enum: ['label', 'recipe'] }).notNull(),
    name: text('name').notNull(),
    brand: text('brand'),
    synonyms: text('synonyms').array().notNull(),
    energyKcal: real('energy_kcal'),
    proteinG: real('protein_g'),
    carbsG: real('carbs_g'),
    fatG: real('fat_g'),
    fiberG: real('fiber_g'),
    sodiumMg: real('sodium_mg'),
    /** The rest of the label (migration 0015), per 100 g too; not counted in meals' totals. */
    sugarsTotalG: real('sugars_total_g'),
    sugarsAddedG: real('sugars_added_g'),
    saturatedFatG: real('saturated_fat_g'),
    transFatG: real('trans_fat_g'),
    portionLabel: text('portion_label').notNull(),
    portionGrams: real('portion_grams').notNull(),
    /** "ml" for a drink (migration 0029): the figures are per 100 mL and `portion_grams` holds millilitres. */
    amountUnit: text('amount_unit', { enum: ['g', 'ml'] })
      .notNull()
      .default('g'),
    /** For kind "recipe": [{ foodId, foodName, grams }] of the meal it was saved from. */
    ingredients: jsonb('ingredients'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.id] })],
);
