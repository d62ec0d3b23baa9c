/**
 * A value built on first use and kept. For Intl formatters: each one loads locale and time-zone data when
 * constructed (tens of milliseconds on a slow phone), so building them all as modules load held up the app's
 * first screen; built on demand, only the ones a screen uses are paid for (decision 0030, addendum 2026-11-26).
 */
export function once<T>(make: () => T): () => T {
  let value: T | undefined;
  let made = false;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value as T;
  };
}
