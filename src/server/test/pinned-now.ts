/**
 * NUTRI_TEST_NOW=<ISO 8601 instant with offset> runs the whole suite as if the
 * real clock read that instant: unit and API tests see it through Date
 * (pin-clock.setup.ts), the browser journeys' server starts its test clock
 * there and each page's clock follows it (e2e/support/test.ts). Unset, the
 * suite runs on the real date. Only test tooling reads it (and config.ts,
 * for the test clock). See docs/decisions/0021-tests-independent-of-the-date.md.
 */
export const PINNED_NOW_VARIABLE = 'NUTRI_TEST_NOW';

const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

export function parsePinnedNow(value: string | undefined): Date | null {
  if (value === undefined || value.trim() === '') return null;
  const text = value.trim();
  const instant = new Date(text);
  if (!ISO_WITH_OFFSET.test(text) || Number.isNaN(instant.getTime()) || !isCalendarDate(text.slice(0, 10))) {
    throw new Error(
      `${PINNED_NOW_VARIABLE} precisa ser um instante ISO 8601 com fuso, por exemplo 2026-11-30T00:30:00-03:00 (recebido: ${value})`,
    );
  }
  return instant;
}

export function pinnedNow(env: NodeJS.ProcessEnv = process.env): Date | null {
  return parsePinnedNow(env[PINNED_NOW_VARIABLE]);
}

/** Date accepts 2027-02-29 and rolls it into March; a pinned day must exist. */
function isCalendarDate(ymd: string): boolean {
  const [year, month, day] = ymd.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
}
