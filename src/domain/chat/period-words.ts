import { addDays, daysBetween } from '../calendar/local-days';

/**
 * The period a question is about, read from the folded key ("ontem", "na
 * segunda", "dia 12", "semana passada", "nos últimos 30 dias"), as São Paulo
 * dates (decision 0004: `today` is the person's São Paulo day). Weeks start on
 * Monday (ISO 8601, as ABNT NBR 5892 writes dates) and never reach past today.
 * Null when the question names no period: the caller decides (today, usually).
 */
export interface Period {
  from: string;
  to: string;
  /** "ontem (28/11)", "esta semana": how the reply names the period. */
  label: string;
}

/** The longest period read: a year, like the Statistics screen (STATS_RANGE_MAX_DAYS). */
export const PERIOD_MAX_DAYS = 366;

/** Weekday words on the folded key, 0 = domingo (as Date.getUTCDay). */
export const WEEKDAYS: Array<[RegExp, number]> = [
  [/\bdomingo\b/, 0],
  [/\bsegunda(?:-feira| feira)?\b/, 1],
  [/\bterca(?:-feira| feira)?\b/, 2],
  [/\bquarta(?:-feira| feira)?\b/, 3],
  [/\bquinta(?:-feira| feira)?\b/, 4],
  [/\bsexta(?:-feira| feira)?\b/, 5],
  [/\bsabado\b/, 6],
];
const WEEKDAY_NAMES = ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado'];

const NUMBER_WORDS: Record<string, number> = {
  dois: 2,
  tres: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
  quinze: 15,
  vinte: 20,
  trinta: 30,
};
const COUNT = `(\\d{1,3}|${Object.keys(NUMBER_WORDS).join('|')})`;

const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
const dm = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;
const single = (date: string, name: string): Period => ({ from: date, to: date, label: `${name} (${dm(date)})` });
const range = (from: string, to: string, name: string): Period => ({
  from,
  to,
  label: `${name} (${dm(from)} a ${dm(to)})`,
});

/** The Monday of the week of `date`. */
const mondayOf = (date: string) => addDays(date, -((weekdayOf(date) + 6) % 7));

function lastDays(count: number, today: string): Period | null {
  if (!(count >= 1) || count > PERIOD_MAX_DAYS) return null;
  return count === 1 ? single(today, 'hoje') : range(addDays(today, -(count - 1)), today, `últimos ${count} dias`);
}

/** "dia 12", "12/11", "12/11/2026": the latest such date not after today. */
function dayOfMonth(key: string, today: string): Period | null {
  const full = /\b(\d{1,2})[/-](\d{1,2})(?:[/-](\d{2,4}))?\b/.exec(key);
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const pad = (n: number) => String(n).padStart(2, '0');
  if (full) {
    const d = Number(full[1]);
    const m = Number(full[2]);
    let y = full[3] ? Number(full[3].length === 2 ? `20${full[3]}` : full[3]) : year;
    let date = `${y}-${pad(m)}-${pad(d)}`;
    if (!full[3] && date > today) date = `${(y -= 1)}-${pad(m)}-${pad(d)}`;
    return isReal(date, today) ? single(date, `dia ${d}/${m}`) : null;
  }
  const day = /\bdia (\d{1,2})\b(?! de (?:jejum|dieta))/.exec(key);
  if (!day) return null;
  const d = Number(day[1]);
  let date = `${year}-${pad(month)}-${pad(d)}`;
  if (date > today) date = month === 1 ? `${year - 1}-12-${pad(d)}` : `${year}-${pad(month - 1)}-${pad(d)}`;
  return isReal(date, today) ? single(date, `dia ${d}`) : null;
}

function isReal(date: string, today: string): boolean {
  try {
    const back = daysBetween(date, today);
    return back >= 0 && back < PERIOD_MAX_DAYS;
  } catch {
    return false;
  }
}

/** The period the folded, typo-corrected key names, relative to São Paulo's `today`. */
export function readPeriod(key: string, today: string): Period | null {
  const last = new RegExp(`\\b(?:(?:nos|nas|dos|das|ultimos|ultimas)\\s+)+${COUNT}\\s+dias\\b`).exec(key);
  if (last?.[1]) return lastDays(NUMBER_WORDS[last[1]] ?? Number(last[1]), today);
  if (/\b(?:ultima|ultimos sete dias) semana\b|\bultima semana\b/.test(key)) return lastDays(7, today);
  if (/\bsemana (?:passada|anterior|retrasada)\b/.test(key)) {
    const monday = addDays(mondayOf(today), /retrasada/.test(key) ? -14 : -7);
    return range(monday, addDays(monday, 6), 'semana passada');
  }
  if (/\b(?:esta|essa|nesta|nessa|desta|dessa|da|na|a) semana\b|\bsemana (?:toda|inteira|atual)\b/.test(key)) {
    return range(mondayOf(today), today, 'esta semana');
  }
  if (/\bmes (?:passado|anterior)\b/.test(key)) {
    const firstThis = `${today.slice(0, 8)}01`;
    const lastPrevious = addDays(firstThis, -1);
    return range(`${lastPrevious.slice(0, 8)}01`, lastPrevious, 'mês passado');
  }
  if (/\b(?:este|esse|neste|nesse|deste|desse|do|no|o) mes\b|\bmes (?:todo|inteiro|atual)\b/.test(key)) {
    return range(`${today.slice(0, 8)}01`, today, 'este mês');
  }
  if (/\b(?:anteontem|antes de ontem|antiontem)\b/.test(key)) return single(addDays(today, -2), 'anteontem');
  if (/\bontem\b/.test(key)) return single(addDays(today, -1), 'ontem');
  for (const [pattern, weekday] of WEEKDAYS) {
    if (!pattern.test(key)) continue;
    let back = (weekdayOf(today) - weekday + 7) % 7;
    // "segunda passada" said on a Monday is a week ago; "na segunda" said on a Monday is today.
    if (back === 0 && /\b(?:passad[oa]|ultim[oa])\b/.test(key)) back = 7;
    const date = addDays(today, -back);
    return single(date, back === 0 ? 'hoje' : (WEEKDAY_NAMES[weekday] ?? 'dia'));
  }
  const date = dayOfMonth(key, today);
  if (date) return date;
  if (/\b(?:hoje|hj|hoj)\b/.test(key)) return single(today, 'hoje');
  return null;
}

/**
 * Whether the key names a period at all, before today is known: read against
 * a 31-day month's last day, where every "dia N" exists.
 */
export const namesPeriod = (key: string): boolean => readPeriod(key, '2000-12-31') !== null;

/** The period a question names, or today when it names none ("quanta proteína eu comi?"). */
export const periodOf = (key: string, today: string): Period => readPeriod(key, today) ?? single(today, 'hoje');
