import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { users } from './users';

// ── Photos and meals (decisions 0008, 0013) ──────────────────────────────────────────────

/**
 * A meal photo after the image pipeline (re-encoded JPEG ≤ 1280 px without
 * metadata, and a ≤ 320 px thumbnail), stored through the storage adapter.
 * Served only to its owner; `sha256` is of the original upload (dedupe, cache).
 */
export const photos = pgTable(
  'photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sha256: text('sha256').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    thumbStorageKey: text('thumb_storage_key').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('photos_user_sha256_key').on(t.userId, t.sha256),
    index('photos_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** What a vision model named on a photo, cached per person, image, model and prompt version. */
export const photoAnalyses = pgTable(
  'photo_analyses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sha256: text('sha256').notNull(),
    model: text('model').notNull(),
    promptVersion: text('prompt_version').notNull(),
    result: jsonb('result').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sha256, t.model, t.promptVersion] })],
);

const nutrientColumns = () => ({
  energyKcal: real('energy_kcal'),
  proteinG: real('protein_g'),
  carbsG: real('carbs_g'),
  fatG: real('fat_g'),
  fiberG: real('fiber_g'),
  sodiumMg: real('sodium_mg'),
});

/**
 * A logged meal. Its items keep the figures they were logged with (a later
 * catalog correction does not rewrite history); totals are stored for lists
 * and statistics; `searchText` holds the items' names in search-key form.
 */
export const meals = pgTable(
  'meals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slot: text('slot', { enum: ['cafe', 'almoco', 'lanche', 'jantar', 'ceia'] }).notNull(),
    eatenAt: instant('eaten_at').notNull(),
    /** The São Paulo date of `eatenAt` (docs/decisions/0004-time-zone.md). */
    localDate: date('local_date', { mode: 'string' }).notNull(),
    photoId: uuid('photo_id').references(() => photos.id, { onDelete: 'set null' }),
    note: text('note'),
    ...nutrientColumns(),
    incompleteNutrients: text('incomplete_nutrients').array().notNull(),
    searchText: text('search_text').notNull(),
    catalogVersion: text('catalog_version').notNull(),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    index('meals_user_eaten_idx').on(t.userId, t.eatenAt.desc(), t.id.desc()),
    // The slot too: a period's meals per slot are counted from the index alone (migration 0022, decision 0051).
    index('meals_user_local_date_slot_idx').on(t.userId, t.localDate, t.slot),
  ],
);

export const mealItems = pgTable(
  'meal_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mealId: uuid('meal_id')
      .notNull()
      .references(() => meals.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    foodId: text('food_id').notNull(),
    foodName: text('food_name').notNull(),
    quantity: real('quantity').notNull(),
    unit: text('unit').notNull(),
    measureId: text('measure_id'),
    grams: real('grams').notNull(),
    ...nutrientColumns(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.mealId, t.position] })],
);

// ── Water and weight ──────────────────────────────────────────────────────

/** A glass of water (or any amount) drunk; summed per São Paulo day. */
export const waterIntakes = pgTable(
  'water_intakes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ml: integer('ml').notNull(),
    at: instant('at').notNull(),
    localDate: date('local_date', { mode: 'string' }).notNull(),
  },
  (t) => [index('water_user_local_date_idx').on(t.userId, t.localDate)],
);

/** One weight per person and São Paulo day (the last one logged that day wins, keeping the id: migration 0018). */
export const weights = pgTable(
  'weights',
  {
    id: uuid('id').notNull().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    weightKg: real('weight_kg').notNull(),
    loggedAt: instant('logged_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.localDate] }), uniqueIndex('weights_id_idx').on(t.id)],
);

/**
 * Sums of a person's meals per São Paulo day, kept by triggers on `meals` in the
 * same transaction as each write (migrations 0007 and 0014, decision 0023); read-only for the app.
 */
export const mealDayTotals = pgTable(
  'meal_day_totals',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    energyKcal: doublePrecision('energy_kcal').notNull(),
    proteinG: doublePrecision('protein_g').notNull(),
    carbsG: doublePrecision('carbs_g').notNull(),
    fatG: doublePrecision('fat_g').notNull(),
    mealsLogged: integer('meals_logged').notNull(),
    slots: text('slots').array().notNull(),
    /** First day of this day's run of consecutive logged days (migration 0014): the streak without a scan. */
    runStart: date('run_start', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.localDate] })],
);
