import { buildFoodIndex, type FoodIndex } from '../foods/food-index';
import { createMeasureLookup, type MeasureLookup } from '../foods/household-measures';
import { toSearchKey } from '../foods/search-key';
import type { FoodCatalog } from '../foods/types';
import { FLAGGED_CONFIDENCE } from './confidence';
import { createMeasureEstimate, type MeasureEstimate } from './measure-estimates';
import { placeItem, type MealTextItem } from './place-item';
import { NO_AMOUNT, type Amount } from './read-amount';
import { readSegment, type SegmentReading } from './read-segment';

/**
 * A food as a vision model names it on a photo: a Portuguese name, how it was
 * prepared, an estimated portion and how sure the model is. Never nutrients:
 * those come only from the catalog (ARCHITECTURE.md, "AI").
 */
export interface NamedItem {
  name: string;
  preparation: string | null;
  grams: number | null;
  quantity: number | null;
  /** A household measure in pt-BR ("colher de servir", "concha", "unidade"). */
  measure: string | null;
  /** 0–1, the model's own. */
  confidence: number;
}

export interface NamedItemsPlacement {
  items: MealTextItem[];
  /** Names no catalog food was found for: shown, never dropped. */
  unmatched: string[];
  /** Indexes into `items` of fried or sautéed foods, whose hidden oil or sauce is worth asking about. */
  hiddenFatItems: number[];
}

/** Portions a plate can plausibly hold; outside them the model's figure is ignored and the catalog portion used. */
const MAX_ITEM_GRAMS = 2000;
const MAX_ITEM_QUANTITY = 20;

/**
 * Preparations that add fat a photo cannot show (frying oil, sautéing fat,
 * breading, butter, sauces). Search-key form, matched as whole words.
 */
const HIDDEN_FAT_WORDS = new Set([
  'frito',
  'frita',
  'fritos',
  'fritas',
  'refogado',
  'refogada',
  'refogados',
  'refogadas',
  'salteado',
  'salteada',
  'salteados',
  'salteadas',
  'empanado',
  'empanada',
  'empanados',
  'empanadas',
  'milanesa',
  'parmegiana',
  'manteiga',
  'molho',
]);

/**
 * Places the foods a model named on the catalog with the same matcher as the
 * text analysis (readSegment → placeItem), so "arroz branco" on a photo and
 * "arroz branco" typed by hand become the same food with the same grams.
 * Built once per catalog; the returned function is pure.
 */
export function createNamedItemsPlacer(catalog: FoodCatalog, index: FoodIndex = buildFoodIndex(catalog)) {
  const lookupMeasure = createMeasureLookup(catalog.measures);
  const estimate = createMeasureEstimate(catalog);
  return (named: readonly NamedItem[]): NamedItemsPlacement => {
    const items: MealTextItem[] = [];
    const unmatched: string[] = [];
    const hiddenFatItems: number[] = [];
    for (const entry of named) {
      if (!entry.name.trim()) continue;
      const item = placeNamedItem(entry, index, lookupMeasure, estimate);
      if (!item) {
        unmatched.push(describe(entry));
        continue;
      }
      if (hasHiddenFat(`${describe(entry)} ${item.foodName}`)) hiddenFatItems.push(items.length);
      items.push(item);
    }
    return { items, unmatched, hiddenFatItems };
  };
}

function placeNamedItem(
  entry: NamedItem,
  index: FoodIndex,
  lookupMeasure: MeasureLookup,
  estimate: MeasureEstimate,
): MealTextItem | null {
  const name = entry.name.trim();
  const preparation = entry.preparation?.trim() ?? '';
  if (!name) return null;
  const withPreparation = preparation && !containsWords(name, preparation) ? `${name} ${preparation}` : name;
  const readings = [...new Set([withPreparation, name])].map((phrase) => ({
    phrase,
    reading: readSegment(phrase, index, lookupMeasure),
  }));
  // The reading that explains all the model's words, with the preparation first; else the best partial one.
  const chosen = readings.find((r) => isFull(r.reading)) ?? readings.find((r) => r.reading);
  if (!chosen?.reading) return null;

  const item = placeItem(
    { match: chosen.reading.match, amount: amountOf(entry, lookupMeasure), preparationLost: false, pluralHead: false },
    describe(entry),
    estimate,
  );
  let confidence = Math.min(item.confidence, clamp01(entry.confidence));
  // A preparation the catalog could not honour (or a name matched only in part) is a guess: ask.
  const preparationLost = chosen.phrase !== withPreparation;
  if (preparationLost || !isFull(chosen.reading)) confidence = Math.min(confidence, FLAGGED_CONFIDENCE);
  return { ...item, confidence };
}

/** The model's portion as an amount the text matcher understands; implausible figures fall back to the catalog portion. */
function amountOf(entry: NamedItem, lookupMeasure: MeasureLookup): Amount {
  const quantity = plausible(entry.quantity, MAX_ITEM_QUANTITY);
  const measure = entry.measure ? lookupMeasure(entry.measure.trim()) : undefined;
  // A household measure is weighed by IBGE for the matched food; a model's gram guess is the fallback.
  if (measure) return { quantity: quantity ?? 1, unit: null, measure, written: true, modifier: null };
  const grams = plausible(entry.grams, MAX_ITEM_GRAMS);
  if (grams !== null)
    return { quantity: grams, unit: { unit: 'g', factor: 1 }, measure: null, written: true, modifier: null };
  if (quantity !== null) return { quantity, unit: null, measure: null, written: true, modifier: null };
  return NO_AMOUNT;
}

function isFull(reading: SegmentReading | null): reading is SegmentReading {
  return reading !== null && reading.match.matchedTerms === reading.match.totalTerms;
}

function plausible(value: number | null, max: number): number | null {
  return value !== null && Number.isFinite(value) && value > 0 && value <= max ? value : null;
}

function clamp01(value: number): number {
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
}

function describe(entry: NamedItem): string {
  const name = entry.name.trim();
  const preparation = entry.preparation?.trim() ?? '';
  return preparation && !containsWords(name, preparation) ? `${name} ${preparation}` : name;
}

function keyWords(text: string): string[] {
  return toSearchKey(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

function containsWords(text: string, words: string): boolean {
  const have = new Set(keyWords(text));
  return keyWords(words).every((word) => have.has(word));
}

export function hasHiddenFat(text: string): boolean {
  return keyWords(text).some((word) => HIDDEN_FAT_WORDS.has(word));
}
