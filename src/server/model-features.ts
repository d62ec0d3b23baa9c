import type { Logger } from 'pino';
import { createAiClient } from './adapters/ai/ai-client';
import { MEAL_TEXT_MODEL_TIMEOUT_MS, createMealTextModel } from './adapters/ai/meal-text-model';
import { WEEKLY_SUGGESTION_TIMEOUT_MS, createWeeklySuggestionModel } from './adapters/ai/weekly-suggestion-model';
import type { ChatSettings } from './config-chat';
import { createModelAssistedReading } from './modules/analysis/model-assisted-reading';

// What the chat's language model does besides the chat, each with its own client and a shorter timeout (someone may
// be waiting). None of them without a model.

/** The chat's language model also names the foods the text rules leave unread (issue 24); none without it. */
export function mealTextModelReading(chat: ChatSettings, log: Logger) {
  if (!chat.model) return null;
  const client = createAiClient(chat.model, Math.min(chat.model.timeoutMs, MEAL_TEXT_MODEL_TIMEOUT_MS));
  return createModelAssistedReading(createMealTextModel({ client, model: chat.model.model }), log);
}

/** The chat's language model also writes "Sua semana"'s suggestion (decision 0067); the rules' without it. */
export function weeklySuggestionModel(chat: ChatSettings) {
  if (!chat.model) return null;
  const client = createAiClient(chat.model, Math.min(chat.model.timeoutMs, WEEKLY_SUGGESTION_TIMEOUT_MS));
  return createWeeklySuggestionModel({ client, model: chat.model.model });
}
