import { cut, slice, trimFiller, type QuestionText } from './question-text';

/**
 * "posso comer pizza hoje?", "da pra comer um brigadeiro?", "posso tomar uma
 * cerveja?", "ainda cabe uma coxinha?", "uma fatia de pizza, posso?" → the
 * food words, accents kept ("2 fatias de pizza"). Issue #26 item 2. Patterns
 * run on the folded key; common slips of the cue words are spelled out
 * ("poso", "pso", "come", "dá pra").
 */
const MAY = String.raw`(?:e\s+se(?:\s+eu)?|p+o+s+o+|pso|pss|poss|podia|poderia|pode|consigo|da\s*p(?:ra|ara|r)?|dah\s*pra|daria\s*p(?:ra|ara)|rola|tudo bem|e ok|eh ok|seria ok|tem problema(?: se eu)?)`;
const EAT = String.raw`(?:comer?|comê|tomar?|beber?|mandar|tracar|encaixar|incluir|pegar|ir de|ir num[a]?)`;
const LEAD = String.raw`(?:(?:e|sera(?: que)?|voce acha que|vc acha que|acha que|nutri|entao|hoje|agora)\s*,?\s+)*(?:eu\s+)?(?:ainda\s+)?`;
/** "posso comer X", "da pra tomar X", "posso uma cerveja?" (the verb left out before an amount). */
const ASK = new RegExp(
  String.raw`(?:^|[,.;!?]\s*)${LEAD}${MAY}\s+(?:eu\s+)?(?:ainda\s+)?(?:(?:${EAT})\s+(?:mais\s+)?|(?=(?:um|uma|uns|umas|meia|meio|\d+)\s))`,
);
/** "ainda cabe uma coxinha?", "tenho espaço pra um brigadeiro?" */
const FITS =
  /(?:^|[,.;!?]\s*)(?:e\s+)?(?:sera que\s+)?(?:ainda\s+)?(?:cabe|caberia|tenho espaco (?:pra|para)|sobra espaco (?:pra|para))\s+(?:ainda\s+)?/;
/** "uma fatia de pizza, posso?", "pizza hoje pode?" */
const TRAILING_ASK = new RegExp(
  String.raw`\s*,?\s*(?:eu\s+)?${MAY}(?:\s+(?:${EAT}))?(?:\s+(?:hoje|agora|hj))?\s*[?!.]*$`,
);

/** When or with what the food would be eaten: not part of the food. */
const CONTEXT_TAIL = new RegExp(
  String.raw`\s+(?:` +
    [
      'hoje(?: a noite| de noite| a tarde| cedo)?',
      'hj',
      'agora',
      'ainda',
      'mais tarde',
      'amanha',
      'de (?:noite|tarde|manha|madrugada|boa)',
      'a (?:noite|tarde)',
      'numa boa',
      'sem culpa',
      'tranquil[oa]',
      'mesmo',
      'tambem',
      'ne',
      'sera',
      '(?:no|na|pro|pra|para o|para a|de|do|da)\\s+(?:cafe(?: da manha)?|almoco|lanche(?: da (?:tarde|manha|noite))?|lanchinho|jantar|janta|ceia|sobremesa|fim de semana|final de semana|festa|aniversario|dieta|minha dieta|sabado|domingo)',
      'nessa dieta',
      '(?:antes|depois|apos) d[eoa]s?\\s+(?:treino|academia|dormir|almoco|jantar|janta|almocar|jantar|malhar|correr)',
      '(?:com|sem) (?:moderacao|exagero|exagerar)',
      'estando de dieta',
      'e ainda (?:emagrecer|perder peso)',
      '(?:pra|para) (?:emagrecer|perder peso)',
      'tod[oa]s? (?:o |a |os |as )?(?:dia|dias|noite|noites|semana)',
      'sempre',
      'de vez em quando',
      // "no aniversário do meu filho", "numa festa": where, with all its words
      '(?:no|na|num|numa|em) (?:aniversario|festa|casamento|churrasco|restaurante|rodizio|cinema|shopping|praia|viagem|bar|happy hour)\\b.*',
    ].join('|') +
    String.raw`)\s*$`,
);

/** Not a food: the question is about the day ("posso comer mais alguma coisa?"), answered elsewhere. */
const NOT_A_FOOD =
  /^(?:mais\s+)?(?:alguma coisa|algo|qualquer coisa|de tudo|tudo|o que|oq|que|qual|quais|quanto|quantas?|nada|comida|mais|a vontade|carboidratos?|proteinas?|gorduras?|calorias?|sobremesa|lanche|besteira|besteiras|porcaria|doce|doces|fora da dieta|antes|depois|apos|hoje|hj|agora|a noite|de noite|a tarde|de tarde|(?:no|na) (?:cafe|almoco|jantar|janta|lanche))\b/;

/** "tô com fome, o que posso comer?": a question word before the ask is no food. */
const ASKS_WHAT = /\b(?:o que|oque|oq|qual|quais|quanto|quanta|quantas|quantos|fome)\b/;

export function readCanEat(question: QuestionText): { foodText: string } | null {
  const q = trimFiller(question);
  let food: QuestionText | null = null;
  for (const pattern of [ASK, FITS]) {
    const found = pattern.exec(q.key);
    if (found) {
      food = slice(q, found.index + found[0].length);
      break;
    }
  }
  if (!food) {
    const trailing = TRAILING_ASK.exec(q.key);
    if (trailing && trailing.index > 0) food = slice(q, 0, trailing.index);
  }
  if (!food) return null;
  let rest = trimFiller(food);
  for (let tail = cut(rest, CONTEXT_TAIL); tail.match; tail = cut(rest, CONTEXT_TAIL)) rest = trimFiller(tail.rest);
  rest = trimFiller(cut(rest, /\s+(?:ou nao|ou melhor nao|sem problema)$/).rest);
  if (!rest.key || NOT_A_FOOD.test(rest.key) || ASKS_WHAT.test(rest.key) || /[,.;!?]/.test(rest.key)) return null;
  // More than a short phrase is something else ("pizza ou hambúrguer?" is read by the caller as a comparison).
  if (rest.key.split(' ').length > 8) return null;
  return { foodText: rest.original };
}
