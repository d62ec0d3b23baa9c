import { toSearchKey } from '../foods/search-key';

/**
 * Words that say where, how, with whom or when a food was eaten, never which
 * food: "pipoca no cinema", "frango na airfryer", "pizza com a família",
 * "batata em cubos", "açaí de novo". A piece made only of these (and of
 * articles and possessives) is context, so it is left out instead of coming
 * back as a food nobody named. A piece with any other word still reads as a
 * food or comes back unmatched: nothing unknown is dropped.
 */
const CONTEXT_WORDS = new Set(
  [
    // places
    'cinema casa trabalho escritorio escola faculdade colegio rua shopping restaurante lanchonete padaria praia',
    'festa academia aniversario igreja carro onibus metro viagem hotel bar boteco feira mercado supermercado',
    'aeroporto estrada sitio fazenda quiosque intervalo recreio cantina refeitorio rodizio delivery ifood',
    'mae vo vovo avo sogra amiga amigo lugar',
    // how it was served or cut
    'marmita marmitex quentinha pote potinho embalagem prato pratinho tigela copo caneca xicara garrafa lata',
    'latinha caixinha cubos cubinhos tiras tirinhas rodelas pedacos pedacinhos fatias fatiado fatiada ralado',
    'ralada picado picada desfiado desfiada',
    // with whom
    'familia amigos amigas namorado namorada marido esposa mulher filhos filhas filho filha pai pais colegas',
    'galera pessoal turma criancas',
    // when
    'novo novamente vez cedo pouco sobremesa',
    // articles, possessives and small words that can stand among them
    'a o as os um uma meu minha meus minhas seu sua nosso nossa de da do na no em la ali mais outra com pra pro para',
  ]
    .join(' ')
    .split(' ')
    .filter(Boolean),
);

const ARTICLES = new Set('a o as os um uma de da do na no em mais outra com pra pro para'.split(' '));

/** Whether every word of the piece only says where, how, with whom or when (see CONTEXT_WORDS). */
export function isOnlyContext(text: string): boolean {
  const words = toSearchKey(text).split(' ').filter(Boolean);
  return words.some((word) => !ARTICLES.has(word)) && words.every((word) => CONTEXT_WORDS.has(word));
}

const TAIL_START = new Set(['de', 'no', 'na', 'nos', 'nas', 'num', 'numa', 'em', 'com', 'pra', 'pro', 'para', 'la']);

/**
 * "açaí de novo", "pipoca lá no cinema", "pizza com a família": the words before each tail that is only context,
 * the shortest tail first ("brócolis de restaurante no cinema" keeps "de restaurante" before it drops it).
 */
export function withoutContextTail(text: string): string[] {
  const words = text.trim().split(/\s+/);
  const heads: string[] = [];
  for (let start = words.length - 1; start >= 1; start--) {
    if (!TAIL_START.has(toSearchKey(words[start] ?? ''))) continue;
    if (isOnlyContext(words.slice(start).join(' '))) heads.push(words.slice(0, start).join(' '));
  }
  return heads;
}

/**
 * What a food was cooked in that is not eaten as such ("cupim na cerveja", "peixe no vapor", "carne no vinho"):
 * after "no", "na", "em" it is how the food was made, while "arroz e cerveja" still names a drink.
 */
const COOKING_MEDIA = new Set(
  (
    'cerveja vinho cachaca caldo agua pinga brasa chapa espeto forno churrasqueira airfryer air fryer fryer ' +
    'microondas micro ondas panela frigideira grelha vapor pressao fogao bafo'
  ).split(' '),
);
export const PLACE_JOINERS: ReadonlySet<string> = new Set(['no', 'na', 'nos', 'nas', 'num', 'numa', 'em']);

/**
 * Whether a piece joined by "no", "na", "em" only says what or how the food was cooked in ("na cerveja", "na
 * airfryer", "no bafo"): the food is placed and flagged, since the catalog weighs it cooked another way.
 */
export function isCookingMedium(text: string): boolean {
  const words = toSearchKey(text)
    .split(' ')
    .filter((word) => word && !ARTICLES.has(word));
  return words.length > 0 && words.every((word) => COOKING_MEDIA.has(word));
}
