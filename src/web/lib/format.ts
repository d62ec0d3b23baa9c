import { formatDateBR } from '@/domain/calendar/format-date';
import { APP_TIME_ZONE } from '@/domain/calendar/sao-paulo';
import { once } from '@/domain/once';

/** Money travels as integer centavos (ARCHITECTURE.md): "R$ 29,90"; the compact form drops ",00" for marketing copy. */
export { formatBrl, formatBrlCompact } from '@/domain/billing/format-brl';

/** pt-BR formatters (Intl): "2.150 kcal", "R$ 29,90", "22/11/2026". Built on first use (src/domain/once.ts). */
const integer = once(() => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 }));
const decimal = once(() => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }));

export const formatInteger = (value: number): string => integer().format(value);
export const formatDecimal = (value: number): string => decimal().format(value);
export const formatKcal = (value: number): string => `${integer().format(value)} kcal`;
export const formatGrams = (value: number): string => `${integer().format(value)} g`;
export const formatMl = (value: number): string => `${integer().format(value)} mL`;
const dayMonth = once(
  () => new Intl.DateTimeFormat('pt-BR', { timeZone: APP_TIME_ZONE, day: '2-digit', month: '2-digit' }),
);
/** "29/11" in São Paulo, from an ISO instant. */
export const formatDayMonth = (isoInstant: string): string => dayMonth().format(new Date(isoInstant));
/** A calendar date in São Paulo, from an ISO instant. */
export const formatDate = (isoInstant: string): string => formatDateBR(new Date(isoInstant));

const longDate = once(
  () => new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }),
);
/** A São Paulo calendar date ("2026-11-22") as "domingo, 22 de novembro". */
export const formatLongDate = (localDate: string): string => longDate().format(new Date(`${localDate}T12:00:00Z`));

const dateTime = once(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      timeZone: APP_TIME_ZONE,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
);
/** "22/11/2026, 12:00" in São Paulo, from an ISO instant. */
export const formatDateTime = (isoInstant: string): string => dateTime().format(new Date(isoInstant));

const timeOnly = once(
  () => new Intl.DateTimeFormat('pt-BR', { timeZone: APP_TIME_ZONE, hour: '2-digit', minute: '2-digit' }),
);
/** "14:35", São Paulo time. */
export const formatTime = (isoInstant: string): string => timeOnly().format(new Date(isoInstant));
