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

/**
 * The meal named first, then what was eaten (issue #24 part 3): "no almoço
 * comi…", "hoje no jantar foi…", "de manhã tomei…", "o almoço foi…", "café da
 * manhã: …". Group 1 names the meal; a verb ("comi", "foi", "teve") or a
 * colon must follow, so "almoço é que horas?" is no report.
 */
const SLOT_LEAD =
  /^(?:(?:hoje|ontem|agora|entao|e|bom|olha|gente)\s*,?\s*)*(?:(?:no|na|pro|pra|de|do|da|o|a|meu|minha|durante o|como)\s+)?(cafe da manha|desjejum|cafe|almoco|almocinho|jantar|janta|jantinha|lanche(?: da (?:tarde|manha|noite))?|lanchinho|ceia|merenda|de manha|pela manha|hoje cedo|cedo|a tarde|de tarde|a noite|de noite)(?:\s+(?:de hoje|de ontem|hoje|ontem))?\s*(?:(?:[:=-]|\.{3})\s*(?:(?:eu\s+)?(?:ja\s+)?(?:comi|almocei|jantei|lanchei|tomei|bebi|belisquei|comemos|foi|foram|era|teve|tive|rolou)\b)?|,?\s*(?:eu\s+)?(?:ja\s+)?(?:comi|almocei|jantei|lanchei|tomei|bebi|belisquei|comemos|foi|foram|era|teve|tive|rolou)\b)/;
const LEAD_SLOTS: Array<[RegExp, MealSlot]> = [
  [/^(?:cafe|desjejum|de manha|pela manha|hoje cedo|cedo)/, 'cafe'],
  [/^almoc/, 'almoco'],
  [/^(?:jant|a noite|de noite)/, 'jantar'],
  [/^(?:lanch|merenda|a tarde|de tarde)/, 'lanche'],
  [/^ceia/, 'ceia'],
];

/** Time words and the verbs of a second clause ("tomei café e comi pão"): not foods. */
const WHEN_WORDS = /\b(?:ontem|hoje|agora|agorinha|comi|tomei|bebi|belisquei|comemos)\b/;
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
  const lead = SLOT_LEAD.exec(question.key);
  const start = lead ?? REPORT_START.exec(question.key) ?? REGISTER_START.exec(question.key);
  if (!start) return null;
  const verb = start[1] ?? '';
  let slot: MealSlot | null = lead
    ? (LEAD_SLOTS.find(([pattern]) => pattern.test(verb))?.[1] ?? null)
    : (VERB_SLOTS[verb] ?? null);
  // "anota aí: almocei arroz" — the verb after the request still names the meal.
  slot ??= VERB_SLOTS[/\b(almocei|jantei|lanchei|ceei|merendei)\b/.exec(question.key)?.[1] ?? ''] ?? null;
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
