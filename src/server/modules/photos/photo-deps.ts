import type { FoodRecognizer } from '../../adapters/ai/food-recognizer';
import type { ObjectStorage } from '../../adapters/storage/object-storage';
import type { Deps } from '../deps';

/** What the photo routes need besides the common deps. */
export interface PhotoServices {
  storage: ObjectStorage;
  /** Null when no vision model is configured: photos are kept and the person describes the plate. */
  vision: FoodRecognizer | null;
  /** Fair use: photo analyses per person in 24 hours (AI_DAILY_PHOTO_LIMIT). */
  dailyLimit: number;
}

export type PhotoDeps = Pick<Deps, 'db' | 'clock' | 'log' | 'foods'> & PhotoServices;
