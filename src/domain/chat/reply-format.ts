import { formatBrl } from '../billing/format-brl';
import { formatDateBR } from '../calendar/format-date';
import { APP_TIME_ZONE } from '../calendar/sao-paulo';
import type { CoreNutrientKey, CoreNutrients } from '../foods/nutrients';
import { NUTRIENT_LABELS } from './nutrient-words';

/**
 * pt-BR figures for chat replies ("1.450 kcal", "0,9 g", "R$ 49,90").
 * Intl is pure; its currency format puts a no-break space after "R$", which
 * we turn into a plain space so the text reads the same everywhere.
 */
const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
const shortDate = new Intl.DateTimeFormat('pt-BR', { timeZone: APP_TIME_ZONE, day: '2-digit', month: '2-digit' });

export const kcal = (value: number): string => `${integer.format(Math.round(value))} kcal`;
export const ml = (value: number): string => `${integer.format(Math.round(value))} mL`;
/** Below 10 g one decimal tells 0,5 g from 0 g; above, whole grams are what people read. */
export const grams = (value: number): string =>
  `${Math.abs(value) < 10 ? oneDecimal.format(value) : integer.format(Math.round(value))} g`;
export const count = (value: number): string => oneDecimal.format(value);
export const money = (cents: number): string => formatBrl(cents).replace(/\u00a0/g, ' ');
/** "22/11" of a São Paulo date "2026-11-22". */
export const dayMonth = (localDate: string): string => shortDate.format(new Date(`${localDate}T12:00:00-03:00`));
export const dateOf = formatDateBR;

/** One figure with its unit, or "não informado" (TACO gives none: never a silent 0). */
export function figure(key: CoreNutrientKey, value: number | null): string {
  if (value === null) return 'não informado';
  const { unit } = NUTRIENT_LABELS[key];
  if (unit === 'kcal') return kcal(value);
  if (unit === 'mg') return `${integer.format(Math.round(value))} mg`;
  return grams(value);
}

/** "131 kcal, 12 g de proteína" for the asked figures; all six when none was named. */
export function figuresPhrase(nutrients: CoreNutrients, focus: readonly CoreNutrientKey[]): string {
  const keys: CoreNutrientKey[] =
    focus.length > 0 ? [...focus] : ['energyKcal', 'proteinG', 'carbsG', 'fatG', 'fiberG', 'sodiumMg'];
  return keys
    .map((key) => {
      const value = nutrients[key];
      if (key === 'energyKcal') return figure(key, value);
      const { name } = NUTRIENT_LABELS[key];
      return value === null ? `${name} não informado` : `${figure(key, value)} de ${name}`;
    })
    .join(', ');
}

export const plural = (n: number, one: string, many: string): string => `${integer.format(n)} ${n === 1 ? one : many}`;
