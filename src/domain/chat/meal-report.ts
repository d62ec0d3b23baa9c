import type { MealSlot } from '../meals/meal-slots';
import { cut, trimFiller, type QuestionText } from './question-text';

/**
 * "comi um pão francês com manteiga no café" → the food words, the slot and
 * whether it was yesterday. Only a message that *reports* eating (a past
 * verb at the start, or "registra/anota…") is a meal to log.
 */
const REPORT_START =
  /^(?:(?:hoje|agora|agorinha|ontem|entao)\s*,?\s*)?(?:eu\s+)?(?:ja\s+)?(comi|almocei|jantei|lanchei|ceei|merendei|tomei|bebi|belisquei|acabei de (?:comer|almocar|jantar|lanchar|tomar|beber))\b/;
/** "lança aí…" is to register; "lanche …" is a snack, not the verb. */
const REGISTER_START =
  /^(?:(?:por favor|pode)\s+)?(registr\w*|anot\w*|adicion\w*|lanc(?:a|ar|e|ou|ei)|salv\w*|coloc\w*)(?:\s+(?:ai|pra mim|para mim|no (?:meu )?diario))?(?:\s+(?:que\s+)?(?:eu\s+)?(?:comi|tomei|bebi|almocei|jantei|lanchei))?\b/;

/** Time words and the verbs of a second clause ("tomei café e comi pão"): not foods. */
const WHEN_WORDS = /\b(?:ontem|hoje|agora|agorinha|comi|tomei|bebi|belisquei)\b/;
/** "antes do treino", "no pós-treino": when, not what. */
const WORKOUT_WORDS =
  /\s*\b(?:(?:antes|depois|apos) d[oa]s? (?:treino|academia|corrida|musculacao|futebol|aula|pedal)|(?:no |de |como )?(?:pre|pos)-? ?treino)\b/;

const VERB_SLOTS: Record<string, MealSlot> = {
  almocei: 'almoco',
  jantei: 'jantar',
  lanchei: 'lanche',
  ceei: 'ceia',
  merendei: 'lanche',
  'acabei de almocar': 'almoco',
  'acabei de jantar': 'jantar',
  'acabei de lanchar': 'lanche',
};

/** Slot phrases; "café" alone is a drink unless a preposition makes it the meal ("no café"). */
const SLOT_PHRASES: Array<[MealSlot, RegExp]> = [
  ['cafe', /(?:\b(?:no|na|pro|pra|para o|de|do|durante o|como)\s+)?\bcafe da manha\b/],
  ['cafe', /\b(?:no|pro|pra|para o|durante o)\s+(?:cafe|desjejum)\b/],
  ['cafe', /\b(?:de manha|pela manha|hoje cedo|cedo)\b/],
  ['almoco', /\b(?:no|pro|pra|para o|de|do|durante o|como)\s+almoco\b/],
  ['lanche', /\b(?:no|pro|pra|para o|de|do|durante o|como)\s+lanch(?:e|inho)(?: da (?:tarde|manha|noite))?\b/],
  ['lanche', /\b(?:a tarde|de tarde|pela tarde)\b/],
  ['jantar', /\b(?:no|na|pro|pra|para o|de|do|durante o|como)\s+(?:jantar|janta)\b/],
  ['jantar', /\b(?:a noite|de noite|pela noite)\b/],
  ['ceia', /\b(?:na|pra|para a|de|da|como)\s+ceia\b/],
];

export interface MealReport {
  foodText: string;
  slot: MealSlot | null;
  yesterday: boolean;
}

export function readMealReport(question: QuestionText): MealReport | null {
  const start = REPORT_START.exec(question.key) ?? REGISTER_START.exec(question.key);
  if (!start) return null;
  const verb = start[1] ?? '';
  let slot: MealSlot | null = VERB_SLOTS[verb] ?? null;
  let rest = cut(question, new RegExp(`^${escape(start[0])}`)).rest;
  const yesterday = /\bontem\b/.test(question.key);
  for (let found = cut(rest, WHEN_WORDS); found.match; found = cut(rest, WHEN_WORDS)) rest = found.rest;
  for (let found = cut(rest, WORKOUT_WORDS); found.match; found = cut(rest, WORKOUT_WORDS)) rest = found.rest;
  for (const [phraseSlot, pattern] of SLOT_PHRASES) {
    const found = cut(rest, pattern);
    if (found.match) {
      slot ??= phraseSlot;
      rest = found.rest;
    }
  }
  rest = cut(rest, /^(?:que|eu|:|-)\s+/).rest;
  return { foodText: trimFiller(rest).original, slot, yesterday };
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
