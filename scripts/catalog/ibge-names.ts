/**
 * pt-BR display names and synonyms for the IBGE POF foods (decision 0036), from the publication's
 * own description and preparation: "Abóbora" + "Cozido(a)" → "Abóbora cozida"; "Arroz (polido,
 * parboilizado, agulha, agulhinha, etc.)" → "Arroz" with the synonyms "arroz polido", "arroz
 * parboilizado"…; preparation 14 and 15 are dishes of the food ("Mingau de aveia", "Sopa de feijão").
 */
import { toSearchKey } from '../../src/domain/foods/search-key';
import { singularOf } from '../../src/domain/foods/word-forms';
import type { PofCompositionRow } from './reference-data';

/** Feminine nouns that do not end in -a (the adjective of the preparation agrees with the head noun). */
const FEMININE = new Set(['carne', 'couve', 'alface', 'vagem', 'noz', 'pele', 'maçã', 'rã', 'polpa', 'omelete']);
const MASCULINE_IN_A = new Set(['dia', 'pá', 'guaraná', 'maracujá', 'cajá', 'açaí', 'chá', 'fubá', 'sofá']);

/** The head noun: the first word, or its first part ("Batata-doce" → "batata"). */
function isFeminine(base: string): boolean {
  const head = toSearchKey(base).split(/[\s-]/)[0] ?? '';
  const raw = base.toLowerCase().split(/[\s-]/)[0] ?? '';
  if (FEMININE.has(raw) || FEMININE.has(head)) return true;
  if (MASCULINE_IN_A.has(raw)) return false;
  return /(a|ã|gem|ção|dade|ise)$/.test(raw);
}

/** The preparation as words after the food (null for 99, "Não se aplica"), and extra ways to say it. */
function preparationWords(code: number, feminine: boolean): { words: string; alternatives: string[] } | null {
  const agree = (masc: string): string => (feminine ? `${masc.slice(0, -1)}a` : masc);
  switch (code) {
    case 1:
      return { words: feminine ? 'crua' : 'cru', alternatives: [] };
    case 2:
      return { words: agree('cozido'), alternatives: [] };
    case 3:
      return { words: agree('grelhado'), alternatives: ['na brasa', 'de churrasco'] };
    case 4:
      return { words: agree('assado'), alternatives: [] };
    case 5:
      return { words: agree('frito'), alternatives: [] };
    case 6:
      return { words: agree('empanado'), alternatives: ['à milanesa'] };
    case 7:
      return { words: agree('refogado'), alternatives: [] };
    case 8:
      return { words: 'ao molho vermelho', alternatives: ['ao molho de tomate', 'com molho de tomate'] };
    case 9:
      return { words: 'ao molho branco', alternatives: ['com molho branco'] };
    case 10:
      return { words: 'ao alho e óleo', alternatives: [] };
    case 11:
      return { words: 'com manteiga ou óleo', alternatives: ['na manteiga', 'com manteiga'] };
    case 12:
      return { words: 'ao vinagrete', alternatives: ['com vinagrete'] };
    case 13:
      return { words: agree('ensopado'), alternatives: [] };
    default:
      return null;
  }
}

/** "Abará (Bahia)" → base "Abará", alternatives ["Bahia"]; "etc." is dropped. */
export function splitDescription(description: string): { base: string; alternatives: string[] } {
  const alternatives: string[] = [];
  const base = description
    .replace(/\(([^)]*)\)/g, (_, inner: string) => {
      // "Fruta (não especificada)" is not "Fruta": a vague word stays unrecognised (precision-set.json).
      if (/^não especificad/.test(inner.trim())) return ` ${inner.trim()} `;
      for (const part of inner.split(/,|\bou\b/)) {
        const alt = part.trim().replace(/\s+/g, ' ');
        if (alt !== '' && !/^etc\.?$/i.test(alt)) alternatives.push(alt);
      }
      return ' ';
    })
    .replace(/\s+/g, ' ')
    .trim()
    // "Salada ou verdura crua, exceto de fruta", "Carne com batata, inhame…": a name has no commas (as TACO's
    // clean names), so it keeps what comes before the first one.
    .replace(/\s*,.*$/, '');
  return { base, alternatives };
}

/** Words IBGE adds that nobody types: "Chocolate em pó de qualquer marca" is typed "chocolate em pó". */
const FILLER = /\s+(de qualquer (marca|sabor|tipo|fruta)|no varejo)\b/gi;

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Phrases for a food with a preparation: "abóbora cozida", "sopa de feijão". */
function withPreparation(food: string, code: number, feminine: boolean): string[] {
  if (code === 14) return [`mingau de ${lowerFirst(food)}`];
  if (code === 15) return [`sopa de ${lowerFirst(food)}`];
  const prep = preparationWords(code, feminine);
  if (!prep) return [food];
  return [prep.words, ...prep.alternatives].map((words) => `${food} ${words}`);
}

/**
 * Spellings Brazilians use beside IBGE's for the same word (the publication writes "esfirra"; menus and
 * people write "esfiha" as often): each phrase with such a word is also a synonym in the other spelling.
 */
const SPELLINGS: Record<string, readonly string[]> = {
  esfirra: ['esfiha', 'esfira'],
  esfirras: ['esfihas', 'esfiras'],
};

function respelled(phrase: string): string[] {
  return phrase
    .split(' ')
    .flatMap((word, i, words) =>
      (SPELLINGS[word.toLowerCase()] ?? []).map((other) =>
        [...words.slice(0, i), other, ...words.slice(i + 1)].join(' '),
      ),
    );
}

/**
 * The name IBGE's row has before any other food is considered: "Maionese", "Linguiça crua", "Grão de bico".
 * When an earlier source owns it, the row is named otherwise ("Maionese molho", "Grão de bico (IBGE)"); the
 * survey evaluations use it to recognise the earlier food that owns the very name (data/meal-text/pof-placement.ts).
 */
export function ibgeBaseName(row: PofCompositionRow): string {
  const code = Number(row.codigo_preparacao);
  const { base } = splitDescription(row.descricao_alimento ?? '');
  return upperFirst(withPreparation(base, code, isFeminine(base))[0] ?? base);
}

/** IBGE's "não especificado": the survey's figure for the food when the person did not say which kind. */
const UNSPECIFIED = /\s+não especificad[oa]s?\b/gi;

/**
 * "Filé não especificado" + "Grelhado(a)" is what a person means by "filé grelhado": the name without IBGE's
 * "não especificado" is a synonym of the row (decision 0054), unless what is left names a whole group of the
 * table ("Fruta (não especificada)" → "fruta", IBGE's group "Frutas": a vague word stays unrecognised).
 */
function unspecifiedBase(base: string, groups: ReadonlySet<string>): string | null {
  const plain = base.replace(UNSPECIFIED, '').trim();
  if (plain === base) return null;
  return groups.has(singularOf(toSearchKey(plain))) ? null : plain;
}

/** IBGE's group names word by word, in the singular: "Frutas" → "fruta", "Carnes e vísceras" → "carne", "viscera". */
function groupWords(rows: readonly PofCompositionRow[]): Set<string> {
  const words = rows.flatMap((row) => toSearchKey(row.grupo ?? '').split(/[\s,]+/));
  return new Set(words.filter((word) => word.length > 2).map(singularOf));
}

export interface IbgeName {
  name: string;
  synonyms: string[];
}

/**
 * Names for every row, in order. A name or synonym another food already owns (`taken`: TACO, the
 * recipes, USDA, then earlier IBGE rows) is left to that food; a display name that is taken gets the
 * first alternative of its parentheses, then "(IBGE)", then IBGE's food code, so every food keeps a unique name.
 */
export function ibgeFoodNames(rows: readonly PofCompositionRow[], taken: ReadonlySet<string>): IbgeName[] {
  const owned = new Set(taken);
  const groups = groupWords(rows);
  return rows.map((row) => {
    const code = Number(row.codigo_preparacao);
    const { base, alternatives } = splitDescription(row.descricao_alimento ?? '');
    const feminine = isFeminine(base);
    // Without IBGE's filler, unless one vague word is all that is left ("Sobremesa de qualquer tipo").
    const stripped = base.replace(FILLER, '').trim();
    const plain = stripped.includes(' ') ? stripped : base;
    const candidates = [
      ...withPreparation(base, code, feminine).slice(0, 1),
      ...(alternatives[0] ? withPreparation(`${base} ${lowerFirst(alternatives[0])}`, code, feminine).slice(0, 1) : []),
    ].map(upperFirst);
    // The badge says "IBGE POF" too; the name alone must still tell the two foods apart in a list.
    candidates.push(`${candidates[0] ?? base} (IBGE)`);
    const name =
      candidates.find((c) => !owned.has(toSearchKey(c))) ??
      `${candidates[0] ?? base} (IBGE ${Number(row.codigo_alimento)})`;
    owned.add(toSearchKey(name));
    const unspecified = unspecifiedBase(base, groups);
    const phrases = [
      ...withPreparation(base, code, feminine),
      ...(unspecified ? withPreparation(unspecified, code, isFeminine(unspecified)) : []),
      ...withPreparation(plain, code, feminine),
      ...alternatives.flatMap((alt) => withPreparation(`${plain} ${lowerFirst(alt)}`, code, feminine)),
    ];
    const synonyms: string[] = [];
    for (const phrase of [...phrases, ...phrases.flatMap(respelled)].map(lowerFirst)) {
      const key = toSearchKey(phrase);
      if (owned.has(key)) continue;
      owned.add(key);
      synonyms.push(phrase);
    }
    return { name, synonyms };
  });
}
