import { APP_TIME_ZONE } from '@/domain/calendar/sao-paulo';

/** pt-BR formatters (Intl): "2.150 kcal", "R$ 29,90", "22/11/2026". */
const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
const currency = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const date = new Intl.DateTimeFormat('pt-BR', {
  timeZone: APP_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

export const formatInteger = (value: number): string => integer.format(value);
export const formatDecimal = (value: number): string => decimal.format(value);
export const formatKcal = (value: number): string => `${integer.format(value)} kcal`;
export const formatGrams = (value: number): string => `${integer.format(value)} g`;
export const formatMl = (value: number): string => `${integer.format(value)} mL`;
/** Money travels as integer centavos (ARCHITECTURE.md). */
export const formatCents = (cents: number): string => currency.format(cents / 100);
const dayMonth = new Intl.DateTimeFormat('pt-BR', { timeZone: APP_TIME_ZONE, day: '2-digit', month: '2-digit' });
/** "29/11" in São Paulo, from an ISO instant. */
export const formatDayMonth = (isoInstant: string): string => dayMonth.format(new Date(isoInstant));
/** A calendar date in São Paulo, from an ISO instant. */
export const formatDate = (isoInstant: string): string => date.format(new Date(isoInstant));

const longDate = new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });
/** A São Paulo calendar date ("2026-11-22") as "domingo, 22 de novembro". */
export const formatLongDate = (localDate: string): string => longDate.format(new Date(`${localDate}T12:00:00Z`));
const wholeCurrency = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', maximumFractionDigits: 0 });
/** Whole amounts without centavos ("R$ 240"), others as formatCents ("R$ 29,90"): for marketing copy. */
export const formatCentsCompact = (cents: number): string =>
  cents % 100 === 0 ? wholeCurrency.format(cents / 100) : currency.format(cents / 100);

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: APP_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
/** "22/11/2026, 12:00" in São Paulo, from an ISO instant. */
export const formatDateTime = (isoInstant: string): string => dateTime.format(new Date(isoInstant));
