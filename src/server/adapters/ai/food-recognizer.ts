import type { NamedItem } from '../../../domain/meal-text/place-named-items';

/**
 * The AI vision port: a photo in, the foods a model names on it out. Every
 * failure is an outcome, never an exception, so the caller can always fall
 * back to the description path (and never answer 500).
 */
export interface FoodRecognizer {
  /** Model name, part of the cache key with the prompt version. */
  readonly model: string;
  readonly promptVersion: string;
  recognize(input: { imageJpeg: Buffer; hint: string | null }): Promise<FoodRecognition>;
}

export type FoodRecognition =
  | { ok: true; items: NamedItem[] }
  | {
      ok: false;
      /** timeout: no answer in time; unavailable: the provider failed or refused; invalid_reply: unreadable or off-schema. */
      reason: 'timeout' | 'unavailable' | 'invalid_reply';
      detail: string;
    };
