import { detectIntent } from './detect-intent';
import type { AssistantReply, FactKey, FoodTools, PersonFacts } from './facts';
import type { Intent } from './intents';
import { cancellationReply, dataRightsReply, priceReply, trialReply } from './reply-account';
import { careReply, riskReply } from './reply-care';
import { dayReply } from './reply-day';
import { foodReply } from './reply-food';
import { capabilitiesReply, greetingReply, thanksReply, unknownReply } from './reply-general';
import { logMealReply } from './reply-log-meal';
import { suggestReply } from './reply-suggest';
import { weekReply } from './reply-week';

/** A message that names only foods ("2 ovos cozidos") is read as a figures question when every word was understood. */
const PLAIN_FOOD_CONFIDENCE = 0.8;

/** What the server must load before answering: the person's data is read only when the question needs it. */
export function factsNeeded(intent: Intent): FactKey[] {
  switch (intent.kind) {
    case 'day_remaining':
    case 'suggest_snack':
      return ['day'];
    case 'week_summary':
      return ['day', 'week'];
    case 'trial':
    case 'price':
    case 'cancellation':
      return ['account'];
    default:
      return [];
  }
}

/** The intent, with the plain-food fallback: "banana" alone is a question about a banana. */
export function understand(text: string, tools: FoodTools): Intent {
  const intent = detectIntent(text);
  if (intent.kind !== 'unknown') return intent;
  const analysis = tools.analyzeText(text);
  const clear =
    analysis.items.length > 0 &&
    analysis.unmatched.length === 0 &&
    analysis.items.every((item) => item.confidence >= PLAIN_FOOD_CONFIDENCE);
  return clear ? { kind: 'food_nutrients', foodText: text.trim().replace(/[?!.]+$/, ''), focus: [] } : intent;
}

/**
 * The offline assistant (no model): every figure comes from the catalog or
 * the person's facts, every sentence is written here in pt-BR. Pure.
 */
export function composeReply(intent: Intent, facts: PersonFacts, tools: FoodTools): AssistantReply {
  switch (intent.kind) {
    case 'risk':
      return riskReply();
    case 'care':
      return careReply(intent.topic);
    case 'trial':
      return trialReply(facts.account, facts.now);
    case 'price':
      return priceReply(facts.account, facts.now);
    case 'cancellation':
      return cancellationReply(facts.account);
    case 'data_rights':
      return dataRightsReply(facts.mode);
    case 'greeting':
      return greetingReply(facts.firstName, facts.now);
    case 'thanks':
      return thanksReply();
    case 'capabilities':
      return capabilitiesReply(facts.mode);
    case 'log_meal':
      return logMealReply(intent, tools, facts.now);
    case 'suggest_snack':
      return suggestReply(intent, facts.day, tools);
    case 'day_remaining':
      return dayReply(facts.day);
    case 'week_summary':
      return weekReply(facts.week, facts.day);
    case 'food_nutrients':
      return foodReply(intent.foodText, intent.focus, tools);
    case 'unknown':
      return unknownReply();
  }
}
