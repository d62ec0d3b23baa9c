import { readComparison } from './compare-question';
import { compareFocus, detectIntent } from './detect-intent';
import type { AssistantReply, FactKey, FoodTools, PersonFacts } from './facts';
import type { Intent } from './intents';
import { foodNounsOf } from '../foods/food-words';
import { cancellationReply, dataRightsReply, priceReply, trialReply } from './reply-account';
import { careReply, riskReply } from './reply-care';
import { dayReply } from './reply-day';
import { foodReply } from './reply-food';
import { capabilitiesReply, greetingReply, thanksReply, unknownReply } from './reply-general';
import { compareReply, resolveSide } from './reply-compare';
import { hungerReply } from './reply-hunger';
import { logMealReply } from './reply-log-meal';
import { logReply } from './reply-log';
import { waterReply, weightReply } from './reply-body';
import { suggestReply } from './reply-suggest';
import { weekReply } from './reply-week';
import { readQuestion } from './question-text';
import { canEatReply } from './reply-can-eat';
import { substituteReply } from './reply-substitute';
import { workoutReply } from './reply-workout';

/** A message that names only foods ("2 ovos cozidos") is read as a figures question when every word was understood. */
const PLAIN_FOOD_CONFIDENCE = 0.8;

const EATING_VERB = /\b(?:comer?|tomar?|beber?)\b/;

/** What the server must load before answering: the person's data is read only when the question needs it. */
export function factsNeeded(intent: Intent): FactKey[] {
  switch (intent.kind) {
    case 'day_remaining':
    case 'can_i_eat':
    case 'suggest_snack':
    case 'hunger':
    case 'workout_snack':
      return ['day'];
    case 'week_summary':
      return ['day', 'week'];
    case 'log_question':
      return ['period'];
    case 'trial':
    case 'price':
    case 'cancellation':
      return ['account'];
    default:
      return [];
  }
}

/**
 * The intent, with two fallbacks that need the catalog: "tapioca ou pão integral?" compares two foods
 * when both are in it, and "banana" alone is a question about a banana.
 */
export function understand(text: string, tools: FoodTools): Intent {
  const intent = detectIntent(text);
  // "trocar a senha", "você pode?": a swap, or a "posso?" without an eating verb, only when it names a food;
  // "posso comer piza?" keeps its answer: "não encontrei", with the foods it looks like.
  if (intent.kind === 'substitute' && !namesFood(intent.from, tools)) return { kind: 'unknown' };
  if (intent.kind === 'can_i_eat' && !EATING_VERB.test(readQuestion(text).key) && !namesFood(intent.foodText, tools)) {
    return { kind: 'unknown' };
  }
  if (intent.kind === 'food_nutrients') {
    // "quantas calorias tem arroz ou feijão?" asks about two foods, one against the other.
    const pair = readComparison(readQuestion(intent.foodText));
    if (pair && namesTwoFoods(pair.left, pair.right, tools)) {
      return { kind: 'compare_foods', left: pair.left, right: pair.right, focus: intent.focus };
    }
  }
  if (intent.kind !== 'unknown') return intent;
  const question = readQuestion(text);
  const bare = readComparison(question);
  if (bare && namesTwoFoods(bare.left, bare.right, tools)) {
    return { kind: 'compare_foods', left: bare.left, right: bare.right, focus: compareFocus(question.key) };
  }
  const analysis = tools.analyzeText(text);
  const clear =
    analysis.items.length > 0 &&
    analysis.unmatched.length === 0 &&
    analysis.items.every((item) => item.confidence >= PLAIN_FOOD_CONFIDENCE);
  return clear ? { kind: 'food_nutrients', foodText: text.trim().replace(/[?!.]+$/, ''), focus: [] } : intent;
}

/** The catalog reads a food in the words, or they hold a word IBGE's POF uses for a food (then "não encontrei"). */
function namesFood(text: string, tools: FoodTools): boolean {
  if (tools.analyzeText(text).items.length > 0) return true;
  return foodNounsOf(text).some((word) => tools.catalog.foodWords.nouns.has(word));
}

/**
 * Both sides name foods: one is in the catalog and the other is too, or is a
 * word IBGE's POF uses for a food ("pizza ou hambúrguer?" is answered with
 * "não encontrei pizza"; "sim ou não?" is no comparison).
 */
function namesTwoFoods(left: string, right: string, tools: FoodTools): boolean {
  const found = [resolveSide(left, right, tools), resolveSide(right, left, tools)];
  const isFoodWord = (text: string) => foodNounsOf(text).some((word) => tools.catalog.foodWords.nouns.has(word));
  if (found[0] && found[1]) return true;
  if (found[0]) return isFoodWord(right);
  if (found[1]) return isFoodWord(left);
  return false;
}

/**
 * The offline assistant (no model): every figure comes from the catalog or
 * the person's facts, every sentence is written here in pt-BR. Pure.
 */
export function composeReply(intent: Intent, facts: PersonFacts, tools: FoodTools): AssistantReply {
  switch (intent.kind) {
    case 'risk':
      return riskReply(intent.groups);
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
    case 'compare_foods':
      return compareReply(intent, tools);
    case 'can_i_eat':
      return canEatReply(intent.foodText, facts.day, tools);
    case 'substitute':
      return substituteReply(intent.from, intent.to, tools);
    case 'hunger':
      return hungerReply(facts.day, tools);
    case 'workout_snack':
      return workoutReply(intent.timing, facts.day, tools);
    case 'day_remaining':
      return dayReply(facts.day);
    case 'log_question':
      return logReply(intent.question, facts.period);
    case 'log_water':
      return waterReply(intent.ml, facts.now);
    case 'log_weight':
      return weightReply(intent.weightKg, facts.now);
    case 'week_summary':
      return weekReply(facts.week, facts.day);
    case 'food_nutrients':
      return foodReply(intent.foodText, intent.focus, tools);
    case 'unknown':
      return unknownReply();
  }
}
