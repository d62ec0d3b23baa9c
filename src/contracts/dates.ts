import { z } from 'zod';
import {
  isEatenAtTooLate,
  latestEatenAt,
  isDateWithin,
  isInstantWithin,
  logDateBounds,
  queryDateBounds,
  type DateBounds,
} from '../domain/calendar/date-bounds';
import { isLocalDate } from '../domain/calendar/local-days';
import { localDate, localTime } from '../domain/calendar/sao-paulo';

/**
 * Every date or instant the API takes goes through these schemas, built from
 * the one rule of src/domain/calendar/date-bounds.ts (decision 0017). `today`
 * is the São Paulo date of the server's clock (or of the browser's, in a form).
 */
export const dateMessages = {
  format: 'Use datas no formato AAAA-MM-DD',
  instant: 'Informe data e hora válidas',
  outOfRange: (bounds: DateBounds) =>
    `Informe uma data entre ${brazilianDate(bounds.earliest)} e ${brazilianDate(bounds.latest)}`,
} as const;

/** "01/01/2000" for "2000-01-01". */
export function brazilianDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

const DATE_FORMAT = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Well-formed dates compare as text, so "0000-01-01" and "9999-12-31" are
 * told they are out of range, and "2026-02-29" that it is no date at all.
 */
function localDateWithin(bounds: DateBounds) {
  const inRange = (date: string) => date >= bounds.earliest && date <= bounds.latest;
  return z
    .string({ error: dateMessages.format })
    .regex(DATE_FORMAT, { error: dateMessages.format, abort: true })
    .refine((date) => !inRange(date) || isLocalDate(date), { error: dateMessages.format, abort: true })
    .refine((date) => isDateWithin(date, bounds), { error: dateMessages.outOfRange(bounds) });
}

/** A day something was logged on (a weight): 01/01/2000 to tomorrow. */
export const logDateSchema = (today: string) => localDateWithin(logDateBounds(today));

/** A day asked about (statistics, history filters): 01/01/2000 to a year ahead. */
export const queryDateSchema = (today: string) => localDateWithin(queryDateBounds(today));

/** The instant something was logged at (a meal's eatenAt), ISO 8601 with offset, on a São Paulo day of the log range. */
export function logInstantSchema(today: string) {
  const bounds = logDateBounds(today);
  return z.iso
    .datetime({ offset: true, error: dateMessages.instant, abort: true })
    .refine((iso) => isInstantWithin(new Date(iso), bounds), { error: dateMessages.outOfRange(bounds) });
}

/** pt-BR for a meal time that has not come yet ("às 20:00" logged at 10:55). */
export const eatenAtTooLateMessage = (now: Date) =>
  `Esse horário ainda não chegou. Informe um horário até ${localTime(latestEatenAt(now))} de hoje.`;

/** A meal's eatenAt: the log range (decision 0017) and, within it, no later than now + 15 min (decision 0024). */
export function eatenAtSchema(now: Date) {
  return logInstantSchema(localDate(now)).refine((iso) => !isEatenAtTooLate(new Date(iso), now), {
    error: eatenAtTooLateMessage(now),
  });
}
