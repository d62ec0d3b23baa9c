import { cut, slice, trimFiller, type QuestionText } from './question-text';

/**
 * "posso trocar o arroz por batata doce?", "substituir pão por tapioca", "batata doce no lugar do arroz",
 * "o que posso comer no lugar do pão?" → the food to replace and, when named, the one to put in its place
 * (accents kept). Issue #26 item 3. `to` is null when the person asks what could replace it.
 */
export interface Substitution {
  from: string;
  to: string | null;
}

/** The verb, with the slips people make typing it ("subistituir", "sustituir", "trokar"). */
const SWAP_VERB = /\b(?:troc(?:ar|a|o|amos|aria|ando|ria)|trok\w*|su?b?i?s?t[iy]?t[uo]\w*|sustitu\w*)\b/;
/** "pode ser trocado por…", "dá pra ser substituído por…": the food comes before the verb. */
const PASSIVE =
  /\s+(?:(?:pode|podia|poderia|da pra|da para|consigo)\s+)?(?:ser\s+)?(?:trocad[oa]s?|substituid[oa]s?)\s+(?:por|pel[oa]s?)\s+/;
const BY = /\s+(?:por|pel[oa]s?|por um|por uma)\s+/;
/** "substituto do pão", "o que substitui o arroz". */
const NOUN =
  /\b(?:(?:substitut[oa]s?|substituicao)\s+(?:(?:saudave(?:l|is)|bons?|boas?)\s+)?(?:de|do|da|dos|das|pro|pra|para|ao|a)|alternativas?\s+(?:(?:saudave(?:l|is)|boas?)\s+)?(?:ao|a|pro|pra|para))\s+(?:o\s+|a\s+)?/;
/** "no lugar do arroz", "em vez de pão", "ao invés da tapioca". */
const INSTEAD = /\b(?:no lugar|em vez|ao inves|em substituicao|em troca)\s+(?:d[oa]s?|de|dum|duma)\s+/;
/** What a question asks for, not a food: "o que", "qual", "algo". */
const WHAT =
  /^(?:(?:e|entao)\s+)?(?:o que|oque|oq|que|qual|quais|quem|algo|alguma coisa|outra coisa|outro alimento|alguma opcao|alguma alternativa)\b/;
/** "posso comer", "dá pra usar", "eu poderia colocar": the ask, not the food. */
const ASK_LEAD =
  /^(?:(?:o que|oque|oq|que|qual|quais)\s+)?(?:(?:eu|vc|voce|a gente)\s+)?(?:(?:posso|poso|pode|podia|poderia|consigo|devo|da pra|da para|daria pra|dá pra|tem como|seria bom|e melhor|vale a pena|como|quero|queria|gostaria de)(?:\s+|$))?(?:(?:comer|come|usar|colocar|por|botar|tomar|beber|consumir|escolher)(?:\s+|$))?/;
/** When the swap happens: not part of a food. */
const CONTEXT =
  /\s+(?:(?:no|na|pro|pra|para o|para a|de|do|da)\s+(?:cafe(?: da manha)?|almoco|lanche(?: da (?:tarde|manha|noite))?|jantar|janta|ceia|marmita|dieta|minha dieta|prato|treino|pre-?treino|pos-?treino)|hoje|hj|agora|(?:pra|para) (?:emagrecer|perder peso|ganhar massa|variar)|(?:sem|e nao) (?:engordar|perder nada|problema)|de vez em quando|as vezes|todo dia|no dia a dia|sempre)\s*$/;
/** "trocar o jantar por uma sopa": a meal, not a food — its energy is not in the catalog. */
const MEAL =
  /^(?:cafe da manha|cafe-da-manha|almoco|jantar|janta|lanche(?: da (?:tarde|manha|noite))?|ceia|refeicao|refeicoes)$/;
const ARTICLE = /^(?:o|a|os|as|um|uma|uns|umas|meu|minha|meus|minhas|esse|essa|este|esta)\s+/;
const MAX_WORDS = 6;

export function readSubstitution(question: QuestionText): Substitution | null {
  const q = trimFiller(question);
  const instead = INSTEAD.exec(q.key);
  if (instead) {
    const after = slice(q, instead.index + instead[0].length);
    const before = slice(q, 0, instead.index);
    // "em vez de arroz, batata doce?": the replacement after a comma.
    const comma = /\s*,\s*/.exec(after.key);
    if (comma && !clean(before).key) {
      return pair(slice(after, 0, comma.index), slice(after, comma.index + comma[0].length));
    }
    return pair(after, before);
  }
  const passive = PASSIVE.exec(q.key);
  if (passive) return pair(slice(q, 0, passive.index), slice(q, passive.index + passive[0].length));
  const noun = NOUN.exec(q.key);
  if (noun && !SWAP_VERB.test(q.key.slice(0, noun.index))) return pair(slice(q, noun.index + noun[0].length), null);
  const verb = SWAP_VERB.exec(q.key);
  if (!verb) return null;
  const rest = slice(q, verb.index + verb[0].length);
  const by = BY.exec(rest.key);
  if (!by) return pair(rest, null);
  return pair(slice(rest, 0, by.index), slice(rest, by.index + by[0].length));
}

function clean(side: QuestionText): QuestionText {
  let text = trimFiller(side);
  text = trimFiller(cut(text, ASK_LEAD).rest);
  for (let tail = cut(text, CONTEXT); tail.match; tail = cut(text, CONTEXT)) text = trimFiller(tail.rest);
  return trimFiller(cut(text, ARTICLE).rest);
}

function pair(fromSide: QuestionText, toSide: QuestionText | null): Substitution | null {
  const from = clean(fromSide);
  const to = toSide ? clean(toSide) : null;
  const words = (t: QuestionText) => t.key.split(' ').filter(Boolean).length;
  if (!from.key || WHAT.test(from.key) || MEAL.test(from.key) || words(from) > MAX_WORDS) return null;
  if (to && words(to) > MAX_WORDS) return null;
  const named = to && to.key && !WHAT.test(to.key) ? to.original : null;
  return { from: from.original, to: named };
}
