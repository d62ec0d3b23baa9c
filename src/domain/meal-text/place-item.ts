import { foodSourceOf, type FoodSourceKind } from '../foods/food-source';
import { findPortion, portionLabel } from '../foods/household-measures';
import { coreNutrients, nutrientsForGrams, roundFigure, type CoreNutrients } from '../foods/nutrients';
import type { Food, Portion } from '../foods/types';
import { FLAGGED_CONFIDENCE } from './confidence';
import type { MeasureEstimate } from './measure-estimates';
import { modifiedLabel, modifiedPortion, modifierFactor, type MeasureModifier } from './measure-modifiers';
import type { SegmentReading } from './read-segment';

/**
 * "described": the amount came from the words (or the model's estimate on a
 * photo). "typical": nothing was said, so the food's typical portion was used
 * — shown as "porção típica" for the person to adjust.
 */
export type ItemPortionSource = 'described' | 'typical';

export interface MealTextItem {
  foodId: string;
  foodName: string;
  /** Where the figures come from (TACO, recipe, USDA…), shown next to the item. */
  foodSource: FoodSourceKind;
  quantity: number;
  /** "g", "ml", or the household measure as pt-BR writes it for this quantity ("concha", "colheres de sopa"). */
  unit: string;
  measureId: string | null;
  grams: number;
  nutrients: CoreNutrients;
  /** 0–1; below CONFIRM_BELOW_CONFIDENCE (confidence.ts) the person is asked to confirm. */
  confidence: number;
  /** The words of the description this item came from. */
  text: string;
  portionSource: ItemPortionSource;
}

/** An estimated measure weight (not IBGE's for this food) lowers confidence by this factor. */
const ESTIMATED_MEASURE_CONFIDENCE = 0.7;
/** Measures counted one by one: a plural name without a number means two of them. */
const COUNTED_MEASURES = new Set([
  'unidade',
  'unidade-pequena',
  'unidade-grande',
  'fatia',
  'bife',
  'file',
  'pedaco',
  'coxa',
  'sobrecoxa',
  'asa',
  'espetinho',
  'posta',
  'espiga',
  'tablete',
]);

interface Placement {
  quantity: number;
  unit: string;
  measureId: string | null;
  grams: number;
  portionSource: ItemPortionSource;
}

/** Turns a reading into grams and nutrients: every figure from the catalog, none invented. */
export function placeItem(reading: SegmentReading, text: string, estimate: MeasureEstimate): MealTextItem {
  const { match, amount } = reading;
  const food = match.food;
  let confidence = Math.min(1, match.score);
  // "frango frito" placed as grilled chicken: the catalog lacks that preparation, so ask.
  if (reading.preparationLost) confidence = Math.min(confidence, FLAGGED_CONFIDENCE);
  let placement: Placement;
  if (amount.unit) {
    const quantity = roundFigure(amount.quantity * amount.unit.factor);
    placement = { quantity, unit: amount.unit.unit, measureId: null, grams: quantity, portionSource: 'described' };
  } else if (amount.measure) {
    // USDA weighs American units ("1 cup", "1 medium"): where the survey weighed this Brazilian measure for the
    // same food, IBGE's weight is the one (decision 0054).
    const found = findPortion(food, amount.measure.id);
    const surveyed = found?.source.kind === 'usda' ? estimate(food, amount.measure.id) : null;
    const own = surveyed?.kind === 'survey' ? surveyed.portion : found;
    const weight = own ? null : estimate(food, amount.measure.id);
    const portion = own ?? (weight?.kind === 'survey' ? weight.portion : null);
    const estimated = weight?.kind === 'estimate' ? weight.grams : null;
    if (portion) {
      const source = amount.written ? 'described' : 'typical';
      const quantity = !amount.written && reading.pluralHead ? 2 : amount.quantity;
      placement = measured(food, portion, quantity, amount.modifier, source);
    } else if (estimated !== null) {
      confidence *= ESTIMATED_MEASURE_CONFIDENCE;
      const { label, plural } = amount.measure;
      const grams = estimated * modifierFactor(amount.modifier) * amount.quantity;
      const base = amount.quantity > 1 ? plural : label;
      const unit = amount.modifier ? modifiedLabel(base, amount.modifier, amount.quantity > 1) : base;
      placement = { quantity: amount.quantity, unit, measureId: amount.measure.id, grams, portionSource: 'described' };
    } else {
      confidence *= ESTIMATED_MEASURE_CONFIDENCE;
      placement = measured(food, food.defaultPortion, amount.quantity, amount.modifier, 'described');
    }
  } else if (amount.written) {
    // A bare count ("meio mamão", "2 pães", "2 coxinhas") counts the food's typical unit when it is one
    // (a coxinha de lanchonete), else the unit IBGE weighs.
    const typical = food.typicalPortion;
    const typicalUnit = typical.quantity === 1 && COUNTED_MEASURES.has(typical.portion.measureId);
    const unit = typicalUnit ? typical.portion : (findPortion(food, 'unidade') ?? food.defaultPortion);
    placement = measured(food, unit, amount.quantity, amount.modifier, 'described');
  } else {
    const typical = food.typicalPortion;
    // "ovos mexidos", "coxas de frango": named in the plural, so two of a food counted one by one.
    const quantity =
      reading.pluralHead && typical.quantity === 1 && COUNTED_MEASURES.has(typical.portion.measureId) ? 2 : 1;
    placement =
      amount.modifier || quantity > 1
        ? measured(food, typical.portion, typical.quantity * quantity, amount.modifier, 'typical')
        : {
            quantity: typical.quantity,
            unit: portionLabel(typical.portion, typical.quantity),
            measureId: typical.portion.measureId,
            grams: typical.grams,
            portionSource: 'typical',
          };
  }
  return build(food, placement, confidence, text);
}

/** quantity × a portion of the food, resized by "cheia", "rasa", "grande"… */
function measured(
  food: Food,
  portion: Portion,
  quantity: number,
  modifier: MeasureModifier | null,
  portionSource: ItemPortionSource,
): Placement {
  const sized = modifiedPortion(food, portion, modifier);
  const label = portionLabel(sized.portion, quantity);
  return {
    quantity,
    unit: sized.scaled && modifier ? modifiedLabel(label, modifier, quantity > 1) : label,
    measureId: sized.portion.measureId,
    grams: sized.grams * quantity,
    portionSource,
  };
}

function build(food: Food, placement: Placement, confidence: number, text: string): MealTextItem {
  const grams = roundFigure(placement.grams);
  return {
    foodId: food.id,
    foodName: food.name,
    foodSource: foodSourceOf(food),
    quantity: placement.quantity,
    unit: placement.unit,
    measureId: placement.measureId,
    grams,
    nutrients: coreNutrients(nutrientsForGrams(food.per100g, grams)),
    confidence: roundFigure(confidence),
    text,
    portionSource: placement.portionSource,
  };
}
