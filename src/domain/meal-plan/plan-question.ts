import type { MealSlot } from '../meals/meal-slots';
import { careTopicOf } from '../chat/care-signals';
import { WEEKDAYS } from '../chat/period-words';
import { readQuestion } from '../chat/question-text';
import { redFlagsOf } from '../chat/red-flags';

/** Which day of the plan a question means: days after today, or a weekday (0 = domingo, as Date.getUTCDay). */
export type PlanDayRef = { offset: number } | { weekday: number };

/**
 * A question about the person's own plano alimentar (issue #27 item 5), answered from the stored plan:
 * "o que tem no jantar de hoje?" shows a meal, "cardápio de amanhã" a day, "monte meu cardápio" asks
 * for a plan — the assistant offers the plan screen and never writes a plan of its own in text.
 */
export type PlanQuestion = { kind: 'plan_show'; day: PlanDayRef; slot: MealSlot | null } | { kind: 'plan_make' };

/** The plan itself: "cardápio", "plano alimentar" — not "plano" alone, which is also the subscription. */
const PLAN_WORD =
  /\b(?:cardapio|cardapios|plano alimentar|plano de (?:refeicoes|alimentacao)|refeicoes planejadas|(?:o |meu |do )?planejad[oa] (?:pra|para|de) (?:hoje|amanha))\b/;
const MAKE =
  /\b(?:mont\w*|fa(?:z|ca|zer|ca-me)|cri[ae]\w*|ger[ae]\w*|elabor\w*|prepar[ae]\w*|quero (?:um|o|meu)|novo|nova)\b/;
/** A question about what there is ("o que tem", "qual o", "o que vou comer"). */
const ASK = /\b(?:o que|oque|que que|qual|quais|o q)\b/;
/** Past tense, a swap, "posso", a price: other readers (the log, substitutions, "posso comer", the account). */
const NOT_PLAN =
  /\b(?:comi|comeu|comemos|almocei|jantei|lanchei|tomei|bebi|registr\w*|anot\w*|trocar?|troque|substitu\w*|posso|preco|custa|assinatura|premium|pagar|calorias tem|engorda)\b/;

const SLOTS: Array<[RegExp, MealSlot]> = [
  [/\b(?:cafe da manha|desjejum)\b/, 'cafe'],
  [/\b(?:no|do|pro|pra|para o|o|de) cafe\b/, 'cafe'],
  [/\balmoco\b/, 'almoco'],
  [/\b(?:jantar|janta)\b/, 'jantar'],
  [/\blanche(?: da (?:tarde|manha))?\b/, 'lanche'],
  [/\bceia\b/, 'ceia'],
];

function dayOf(key: string): PlanDayRef | null {
  if (/\bdepois de amanha\b/.test(key)) return { offset: 2 };
  if (/\bamanha\b/.test(key)) return { offset: 1 };
  if (/\b(?:hoje|hj|agora|da semana)\b/.test(key)) return { offset: 0 };
  for (const [pattern, weekday] of WEEKDAYS) if (pattern.test(key)) return { weekday };
  return null;
}

export function readPlanQuestion(text: string): PlanQuestion | null {
  const key = readQuestion(text).key.replace(/[!?.,;:]+/g, ' ');
  // A red flag or a care topic ("estou grávida, monte meu cardápio") is answered by its own reply first. "Plano
  // alimentar" and "cardápio da semana" were a diet change to refer before the plan existed; now the plan screen
  // answers them, with its own safety questions (safety.ts).
  const care = careTopicOf(key);
  if (NOT_PLAN.test(key) || redFlagsOf(key).length > 0 || (care && care !== 'diet_change')) return null;
  const planWord = PLAN_WORD.test(key);
  if (planWord && MAKE.test(key)) return { kind: 'plan_make' };
  const slot = SLOTS.find(([pattern]) => pattern.test(key))?.[1] ?? null;
  const day = dayOf(key);
  if (planWord) return { kind: 'plan_show', day: day ?? { offset: 0 }, slot };
  // "o que tem no jantar de hoje?", "qual o almoço de amanhã?", "jantar de hoje": a meal and a day, asked.
  const bare = slot !== null && day !== null && key.trim().split(/\s+/).length <= 4;
  if (slot && day && (ASK.test(key) || bare)) return { kind: 'plan_show', day, slot };
  return null;
}
