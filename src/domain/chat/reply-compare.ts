import { coreNutrients, type CoreNutrientKey, type CoreNutrients } from '../foods/nutrients';
import type { MealTextItem } from '../meal-text/place-item';
import type { AssistantReply, FoodTools } from './facts';
import { NUTRIENT_LABELS } from './nutrient-words';
import { itemLabel, SOURCE_NOTE } from './reply-food';
import { figure, figuresPhrase } from './reply-format';

/** Without a named figure, the ones that tell two foods apart for most people. */
const DEFAULT_KEYS: CoreNutrientKey[] = ['energyKcal', 'proteinG', 'carbsG', 'fatG', 'fiberG'];
/** Differences this small (or 5 %) read as "parecidos": table figures are not that precise. */
const CLOSE: Record<'kcal' | 'g' | 'mg', number> = { kcal: 5, g: 0.5, mg: 10 };

interface Side {
  item: MealTextItem;
  per100g: CoreNutrients;
}

/**
 * One catalog food per side, in the analyser's typical portion when no amount
 * was given. "arroz integral ou branco": "branco" alone is no food, so it
 * borrows the first side's head noun ("arroz branco").
 */
export function resolveSide(text: string, other: string, tools: FoodTools): Side | null {
  const tries = [text];
  const head = other.trim().split(/\s+/).slice(0, -1).join(' ');
  if (head && !text.trim().includes(' ')) tries.push(`${head} ${text.trim()}`);
  for (const attempt of tries) {
    const analysis = tools.analyzeText(attempt);
    const [item] = analysis.items;
    if (analysis.items.length === 1 && analysis.unmatched.length === 0 && item) {
      return { item, per100g: coreNutrients(tools.catalog.get(item.foodId).per100g) };
    }
  }
  return null;
}

/** "tapioca ou pão integral?": both foods' figures (typical portion and 100 g) and which has more of what. */
export function compareReply(
  asked: { left: string; right: string; focus: readonly CoreNutrientKey[] },
  tools: FoodTools,
): AssistantReply {
  const a = resolveSide(asked.left, asked.right, tools);
  const b = resolveSide(asked.right, asked.left, tools);
  const missing = [a ? null : asked.left, b ? null : asked.right].filter((t): t is string => t !== null);
  if (!a || !b) {
    const found = a ?? b;
    const lines = [
      `Não encontrei ${missing.map((t) => `“${t}”`).join(' nem ')} na tabela de alimentos, então não consigo comparar.`,
    ];
    if (found) lines.push(`${itemLabel(found.item)}: ${figuresPhrase(found.item.nutrients, asked.focus)}.`);
    lines.push('Tente outro nome, por exemplo: “arroz integral ou arroz branco?”.');
    return { text: lines.join('\n'), actions: [] };
  }
  if (a.item.foodId === b.item.foodId) {
    return {
      text: `Os dois são o mesmo alimento na tabela: ${itemLabel(a.item)}: ${figuresPhrase(a.item.nutrients, asked.focus)}.`,
      actions: [],
    };
  }
  const keys = asked.focus.length > 0 ? [...asked.focus] : DEFAULT_KEYS;
  const name = (s: Side) => s.item.foodName;
  const lines = [
    `${name(a)} × ${name(b)}:`,
    `• ${itemLabel(a.item)}: ${figuresPhrase(a.item.nutrients, keys)}`,
    `• ${itemLabel(b.item)}: ${figuresPhrase(b.item.nutrients, keys)}`,
    `• Em 100 g: ${name(a)}, ${figuresPhrase(a.per100g, keys)}; ${name(b)}, ${figuresPhrase(b.per100g, keys)}`,
  ];
  lines.push(...verdict(a, b, keys));
  lines.push(SOURCE_NOTE);
  return { text: lines.join('\n'), actions: [] };
}

/** Which has more of each figure, per 100 g (the fair basis) and in the portions shown when that differs. */
function verdict(a: Side, b: Side, keys: readonly CoreNutrientKey[]): string[] {
  const more = new Map<Side, string[]>([
    [a, []],
    [b, []],
  ]);
  const close: string[] = [];
  const unknown: string[] = [];
  const portionTurns: string[] = [];
  for (const key of keys) {
    const label = NUTRIENT_LABELS[key];
    const word = key === 'energyKcal' ? 'calorias' : label.name;
    const winner = higher(a.per100g[key], b.per100g[key], label.unit);
    if (winner === 'unknown') unknown.push(word);
    else if (winner === 'close') close.push(word);
    else {
      const [top, low] = winner === 'a' ? [a, b] : [b, a];
      more.get(top)?.push(`mais ${word} (${figure(key, top.per100g[key])} contra ${figure(key, low.per100g[key])})`);
      const inPortion = higher(top.item.nutrients[key], low.item.nutrients[key], label.unit);
      if (inPortion === 'b') {
        portionTurns.push(
          `${word}, ${figure(key, low.item.nutrients[key])} de ${low.item.foodName} contra ${figure(key, top.item.nutrients[key])}`,
        );
      }
    }
  }
  const lines: string[] = [];
  const claims = [a, b]
    .filter((s) => (more.get(s) ?? []).length > 0)
    .map((s) => `${s.item.foodName} tem ${joinPt(more.get(s) ?? [])}`);
  if (claims.length > 0) lines.push(`Em 100 g: ${claims.join('; ')}.`);
  if (close.length > 0) lines.push(`São parecidos em ${joinPt(close)}.`);
  if (portionTurns.length > 0) {
    lines.push(`Nas porções acima a ordem se inverte, por causa do tamanho: ${portionTurns.join('; ')}.`);
  }
  if (unknown.length > 0) lines.push(`Sem comparação de ${joinPt(unknown)}: a TACO não informa o valor.`);
  return lines;
}

function higher(x: number | null, y: number | null, unit: 'kcal' | 'g' | 'mg'): 'a' | 'b' | 'close' | 'unknown' {
  if (x === null || y === null) return 'unknown';
  const gap = Math.abs(x - y);
  if (gap <= CLOSE[unit] || gap <= 0.05 * Math.max(x, y)) return 'close';
  return x > y ? 'a' : 'b';
}

const joinPt = (list: readonly string[]): string =>
  list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} e ${list.at(-1)}`;
