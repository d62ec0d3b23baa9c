import type OpenAI from 'openai';
import type { FoodRecognition } from './food-recognizer';
import { PROMPT_VERSION, REPLY_JSON_SCHEMA, SYSTEM_PROMPT, userText } from './prompts/meal-text-foods.v1';
import { failure, parseReply } from './vision-foods';
import { DEFAULT_RETRY_POLICY, withRetries, type RetryPolicy } from './with-retries';

/**
 * The language-model port of the text analysis: pieces of a description the
 * rules left unread in, the foods a model names in them out (the photo's JSON
 * shape). Every failure is an outcome, never an exception: the rules' reading
 * stands as it was.
 */
export interface MealTextModel {
  readonly model: string;
  readonly promptVersion: string;
  name(pieces: readonly string[]): Promise<FoodRecognition>;
}

/**
 * A person is waiting on the analysis screen, so the model gets much less time
 * than a photo's (30 s): past this, the rules' reading is shown as it is.
 */
export const MEAL_TEXT_MODEL_TIMEOUT_MS = 8_000;

export function createMealTextModel({
  client,
  model,
  // One quick retry on 429/5xx: the person is waiting, and the rules' reading is already there.
  retry = { ...DEFAULT_RETRY_POLICY, retries: 1, baseDelayMs: 500 },
}: {
  client: OpenAI;
  model: string;
  retry?: RetryPolicy;
}): MealTextModel {
  return {
    model,
    promptVersion: PROMPT_VERSION,
    async name(pieces) {
      let content: string | null | undefined;
      try {
        const completion = await withRetries(
          () =>
            client.chat.completions.create({
              model,
              temperature: 0,
              messages: [
                { role: 'system', content: SYSTEM_PROMPT },
                { role: 'user', content: userText(pieces) },
              ],
              response_format: {
                type: 'json_schema',
                json_schema: { name: 'alimentos_no_texto', strict: true, schema: REPLY_JSON_SCHEMA },
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
