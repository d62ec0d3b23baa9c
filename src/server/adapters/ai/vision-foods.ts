import type OpenAI from 'openai';
import { APIConnectionTimeoutError, APIError } from 'openai';
import { z } from 'zod';
import type { NamedItem } from '../../../domain/meal-text/place-named-items';
import type { FoodRecognition, FoodRecognizer } from './food-recognizer';
import { PROMPT_VERSION, REPLY_JSON_SCHEMA, SYSTEM_PROMPT, userText } from './prompts/photo-foods.v1';
import { DEFAULT_RETRY_POLICY, withRetries, type RetryPolicy } from './with-retries';

/** A plate with more foods than this is a model going astray, not a meal. */
const MAX_ITEMS = 30;

const nullableText = z
  .string()
  .trim()
  .max(120)
  .nullish()
  .transform((v) => (v ? v : null));
const nullableNumber = z
  .number()
  .nullish()
  .transform((v) => (typeof v === 'number' && Number.isFinite(v) ? v : null));

/**
 * What we accept from the model. Unknown keys (calories, macros…) are dropped:
 * the catalog computes every number.
 */
const replySchema = z.object({
  items: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(120),
        preparation: nullableText,
        measure: nullableText,
        quantity: nullableNumber,
        grams: nullableNumber,
        confidence: z.number().min(0).max(1),
      }),
    )
    .max(MAX_ITEMS),
});

export interface RecognizerOptions {
  client: OpenAI;
  model: string;
  retry?: RetryPolicy;
}

/** The vision call on the shared OpenAI-compatible client: photo (+ hint) → named foods, as structured JSON. */
export function createFoodRecognizer({
  client,
  model,
  retry = DEFAULT_RETRY_POLICY,
}: RecognizerOptions): FoodRecognizer {
  return {
    model,
    promptVersion: PROMPT_VERSION,
    async recognize({ imageJpeg, hint }): Promise<FoodRecognition> {
      let content: string | null | undefined;
      try {
        const completion = await withRetries(
          () =>
            client.chat.completions.create({
              model,
              temperature: 0,
              messages: [
                { role: 'system', content: SYSTEM_PROMPT },
                {
                  role: 'user',
                  content: [
                    { type: 'text', text: userText(hint) },
                    { type: 'image_url', image_url: { url: `data:image/jpeg;base64,${imageJpeg.toString('base64')}` } },
                  ],
                },
              ],
              response_format: {
                type: 'json_schema',
                json_schema: { name: 'alimentos_no_prato', strict: true, schema: REPLY_JSON_SCHEMA },
              },
            }),
          retry,
        );
        content = completion.choices?.[0]?.message?.content;
      } catch (error) {
        return failure(error);
      }
      return parseReply(content);
    },
  };
}

/** The model's text → named foods; anything unreadable or off-schema is an `invalid_reply`, never a guess. */
export function parseReply(content: string | null | undefined): FoodRecognition {
  if (!content) return { ok: false, reason: 'invalid_reply', detail: 'empty reply' };
  let json: unknown;
  try {
    // Some OpenAI-compatible servers wrap JSON in a Markdown fence even in JSON mode.
    json = JSON.parse(content.trim().replace(/^```(?:json)?\s*|\s*```$/g, ''));
  } catch {
    return { ok: false, reason: 'invalid_reply', detail: 'reply is not JSON' };
  }
  const parsed = replySchema.safeParse(json);
  if (!parsed.success) {
    return { ok: false, reason: 'invalid_reply', detail: parsed.error.issues[0]?.message ?? 'off-schema reply' };
  }
  const items: NamedItem[] = parsed.data.items;
  return { ok: true, items };
}

/** A failed call as an outcome (timeout, provider failure, unreadable answer): shared by every model call here. */
export function failure(error: unknown): FoodRecognition {
  if (error instanceof APIConnectionTimeoutError) return { ok: false, reason: 'timeout', detail: error.message };
  if (error instanceof APIError) {
    return { ok: false, reason: 'unavailable', detail: `${error.status ?? 'connection'}: ${error.message}` };
  }
  // An SDK-side failure to read the answer (e.g. a body that is not JSON at all).
  return { ok: false, reason: 'invalid_reply', detail: error instanceof Error ? error.message : String(error) };
}
