import { findPortion, portionLabel } from '../foods/household-measures';
import { coreNutrients, nutrientsForGrams, roundFigure, type CoreNutrients } from '../foods/nutrients';
import type { Food } from '../foods/types';
import type { MeasureEstimate } from './measure-estimates';
import type { SegmentReading } from './read-segment';

export interface MealTextItem {
  foodId: string;
  foodName: string;
  quantity: number;
  /** "g", "ml", or the household measure as pt-BR writes it for this quantity ("concha", "colheres de sopa"). */
  unit: string;
  measureId: string | null;
  grams: number;
  nutrients: CoreNutrients;
  /** 0–1; below 0.6 the person is asked to confirm. */
  confidence: number;
  /** The words of the description this item came from. */
  text: string;
}

/** An estimated measure weight (not IBGE's for this food) lowers confidence by this factor. */
const ESTIMATED_MEASURE_CONFIDENCE = 0.7;

/** Turns a reading into grams and nutrients: every figure from the catalog, none invented. */
export function placeItem(reading: SegmentReading, text: string, estimate: MeasureEstimate): MealTextItem | null {
  const { match, amount } = reading;
  const food = match.food;
  let confidence = Math.min(1, match.score);
  let grams: number;
  let unit: string;
  let measureId: string | null;
  let quantity = amount.quantity;
  if (amount.unit) {
    quantity = roundFigure(amount.quantity * amount.unit.factor);
    grams = quantity;
    unit = amount.unit.unit;
    measureId = null;
  } else if (amount.measure) {
    const portion = findPortion(food, amount.measure.id);
    const measureGrams = portion?.grams ?? estimate(food, amount.measure.id);
    if (measureGrams === null) return placeWithDefault(food, quantity, confidence * ESTIMATED_MEASURE_CONFIDENCE, text);
    if (!portion) confidence *= ESTIMATED_MEASURE_CONFIDENCE;
    grams = measureGrams * quantity;
    unit = portion ? portionLabel(portion, quantity) : quantity > 1 ? amount.measure.plural : amount.measure.label;
    measureId = amount.measure.id;
  } else if (amount.written) {
    // A bare count ("meio mamão", "2 pães") counts whole units when IBGE weighs one.
    const unit = findPortion(food, 'unidade');
    if (!unit) return placeWithDefault(food, quantity, confidence, text);
    return build(food, quantity, portionLabel(unit, quantity), unit.measureId, unit.grams * quantity, confidence, text);
  } else {
    return placeWithDefault(food, quantity, confidence, text);
  }
  return build(food, quantity, unit, measureId, grams, confidence, text);
}

function placeWithDefault(food: Food, quantity: number, confidence: number, text: string): MealTextItem {
  const portion = food.defaultPortion;
  const grams = portion.grams * quantity;
  return build(food, quantity, portionLabel(portion, quantity), portion.measureId, grams, confidence, text);
}

function build(
  food: Food,
  quantity: number,
  unit: string,
  measureId: string | null,
  grams: number,
  confidence: number,
  text: string,
): MealTextItem {
  const rounded = roundFigure(grams);
  return {
    foodId: food.id,
    foodName: food.name,
    quantity,
    unit,
    measureId,
    grams: rounded,
    nutrients: coreNutrients(nutrientsForGrams(food.per100g, rounded)),
    confidence: roundFigure(confidence),
    text,
  };
}
