import { z } from 'zod';
import type { Analysis } from '../../../contracts/analysis';
import { hiddenFatQuestionText, photoNotices, type PhotoAnalysis, type PhotoQuestion } from '../../../contracts/photos';
import { createNamedItemsPlacer, type NamedItem } from '../../../domain/meal-text/place-named-items';
import { sumNutrients } from '../../../domain/nutrition/totals';
import { once } from '../../../domain/once';
import type { FoodRecognition } from '../../adapters/ai/food-recognizer';
import type { FoodCatalogService } from '../foods/food-catalog';
import { personalFoods } from '../foods/personal-foods';
import type { PhotoDeps } from './photo-deps';
import { takeAnalysis } from './photo-limits';
import { findCachedAnalysis, saveCachedAnalysis } from './photo-repository';
import { savePhoto } from './save-photo';

/** What photo_analyses keeps: the model's named foods (never figures) and the hint they answered. */
const cachedSchema = z.object({
  hint: z.string().nullable(),
  items: z.array(
    z.object({
      name: z.string(),
      preparation: z.string().nullable(),
      grams: z.number().nullable(),
      quantity: z.number().nullable(),
      measure: z.string().nullable(),
      confidence: z.number(),
    }),
  ),
});

const OIL: NamedItem = {
  name: 'óleo de soja',
  preparation: null,
  grams: null,
  quantity: 1,
  measure: 'colher de sopa',
  confidence: 1,
};

const failureNotice: Record<Exclude<FoodRecognition, { ok: true }>['reason'], string> = {
  timeout: photoNotices.timeout,
  unavailable: photoNotices.unavailable,
  invalid_reply: photoNotices.invalidReply,
};

/**
 * POST /api/analysis/photo: keep the photo, ask the vision model (or the
 * cache) which foods it shows, and place them on the catalog. Whatever
 * happens with the model, the photo is kept and its id returned, and a typed
 * hint is analysed as text when the model cannot help.
 */
export function createPhotoAnalyzer(deps: PhotoDeps) {
  // One placer per food set: the catalog's, or a person's with their own foods first (the service keeps those
  // sets in a small cache, so a person's placer is built once per change of their foods, not per photo). Built
  // with the first photo, not at start-up: the catalog itself is built on first use (decision 0023, cold start).
  const placers = new WeakMap<FoodCatalogService, ReturnType<typeof createNamedItemsPlacer>>();
  const placerFor = (foods: FoodCatalogService) => {
    let place = placers.get(foods);
    if (!place) {
      place = createNamedItemsPlacer(foods.catalog, foods.index);
      placers.set(foods, place);
    }
    return place;
  };
  const oilSuggestion = once(() => placerFor(deps.foods)([OIL]).items[0] ?? null);

  return async (userId: string, bytes: Buffer, hint: string | null): Promise<PhotoAnalysis> => {
    const vision = deps.vision;
    // The person's own foods come first here as in the description box ("meu iogurte caseiro" in the hint or named
    // by the model), so a photo and the same words typed give the same foods.
    const foods = await personalFoods(deps, userId);
    if (!vision) {
      const { photo } = await savePhoto(deps, userId, bytes);
      return fromText(foods, { photoId: photo.id, model: null }, hint, photoNotices.noModel);
    }
    // The model call is counted before the photo is kept, so a refused one keeps nothing.
    const slot = await takeAnalysis(deps.db, userId, deps.dailyLimit, deps.clock());
    let saved;
    try {
      saved = await savePhoto(deps, userId, bytes);
    } catch (error) {
      await slot.giveBack();
      throw error;
    }
    const { photo, display } = saved;
    const base = { photoId: photo.id, model: vision.model };

    const key = { userId, sha256: photo.sha256, model: vision.model, promptVersion: vision.promptVersion };
    const cached = cachedSchema.safeParse(await findCachedAnalysis(deps.db, key));
    if (cached.success && cached.data.hint === hint) {
      await slot.giveBack(); // a cached answer costs no model call
      return fromNamedItems(placerFor(foods), base, cached.data.items, true);
    }

    const recognition = await vision.recognize({ imageJpeg: display, hint });
    if (!recognition.ok) {
      deps.log.warn(
        { reason: recognition.reason, detail: recognition.detail, model: vision.model },
        'vision model failed',
      );
      return fromText(foods, base, hint, failureNotice[recognition.reason]);
    }
    await saveCachedAnalysis(deps.db, key, { hint, items: recognition.items }, deps.clock());
    return fromNamedItems(placerFor(foods), base, recognition.items, false);
  };

  function fromNamedItems(
    place: ReturnType<typeof createNamedItemsPlacer>,
    base: Base,
    named: NamedItem[],
    cached: boolean,
  ): PhotoAnalysis {
    const placement = place(named);
    const questions: PhotoQuestion[] =
      placement.hiddenFatItems.length > 0
        ? [
            {
              kind: 'hidden_fat',
              text: hiddenFatQuestionText(placement.hiddenFatItems.map((i) => placement.items[i]?.foodName ?? '')),
              itemIndexes: placement.hiddenFatItems,
              suggestion: oilSuggestion(),
            },
          ]
        : [];
    const analysis = withTotals(placement.items, placement.unmatched);
    const empty = analysis.items.length === 0;
    return {
      ...base,
      ...analysis,
      needsDescription: empty,
      notice: empty && analysis.unmatched.length === 0 ? photoNotices.noFood : null,
      questions,
      cached,
    };
  }

  /** Without the model, the person's own words (if any) are analysed like the description box would. */
  function fromText(foods: FoodCatalogService, base: Base, hint: string | null, notice: string): PhotoAnalysis {
    const analysis: Analysis = hint ? foods.analyzeText(hint) : withTotals([], []);
    return {
      ...base,
      ...analysis,
      needsDescription: analysis.items.length === 0,
      notice,
      questions: [],
      cached: false,
    };
  }
}

type Base = { photoId: string; model: string | null };

function withTotals(items: Analysis['items'], unmatched: string[]): Analysis {
  const { totals, incomplete } = sumNutrients(items.map((item) => item.nutrients));
  return { items, totals, incompleteNutrients: incomplete, unmatched };
}
