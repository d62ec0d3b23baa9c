/**
 * How long the reliability suite runs (docs/decisions/0038-ci-in-less-time.md). Short on every change
 * (`npm run test:reliability`, CI): the fuzz's fixed corpus of known breakers on every route plus a few random
 * cases, and a 15 s soak. Long in `npm run test:long` (RELIABILITY_LONG=true): 200 random cases a route and a
 * 60 s soak. The checks are the same either way (no 5xx, no hang, no write on a 4xx, no dropped connection).
 */
export const LONG_RUN = process.env.RELIABILITY_LONG === 'true';

/** A number from the environment when set (FUZZ_RUNS, SOAK_SECONDS…), else the short or long default. */
export function runLength(variable: string, short: number, long: number): number {
  const value = process.env[variable];
  if (value === undefined || value === '') return LONG_RUN ? long : short;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0)
    throw new Error(`${variable} precisa ser um número ≥ 0 (recebeu ${value})`);
  return number;
}
