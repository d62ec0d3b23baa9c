import type OpenAI from 'openai';
import { PROMPT_VERSION, SYSTEM_PROMPT, userText } from './prompts/weekly-suggestion.v1';
import { DEFAULT_RETRY_POLICY, withRetries, type RetryPolicy } from './with-retries';

/**
 * The language-model port of "Sua semana"'s suggestion (decision 0067): the week's figures in, the model's text out,
 * unchecked (the caller checks it against the figures). Every failure is an outcome, never an exception: the rules'
 * suggestion stands.
 */
export interface WeeklySuggestionModel {
  readonly model: string;
  readonly promptVersion: string;
  suggest(figures: readonly string[]): Promise<{ ok: true; text: string } | { ok: false; detail: string }>;
}

/**
 * The page may be waiting for it (the first view of a week asks the model), so it gets the meal-text reading's time,
 * not a photo's: past this, the rules' suggestion is used.
 */
export const WEEKLY_SUGGESTION_TIMEOUT_MS = 8_000;

export function createWeeklySuggestionModel({
  client,
  model,
  retry = { ...DEFAULT_RETRY_POLICY, retries: 1, baseDelayMs: 500 },
}: {
  client: OpenAI;
  model: string;
  retry?: RetryPolicy;
}): WeeklySuggestionModel {
  return {
    model,
    promptVersion: PROMPT_VERSION,
    async suggest(figures) {
      try {
        const completion = await withRetries(
          () =>
            client.chat.completions.create({
              model,
              temperature: 0.3,
              max_tokens: 200,
              messages: [
                { role: 'system', content: SYSTEM_PROMPT },
                { role: 'user', content: userText(figures) },
              ],
            }),
          retry,
        );
        const text = completion.choices?.[0]?.message?.content;
        return typeof text === 'string' ? { ok: true, text } : { ok: false, detail: 'resposta sem texto' };
      } catch (error) {
        return { ok: false, detail: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}
