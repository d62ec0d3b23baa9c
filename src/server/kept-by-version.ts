/**
 * What the hot routes keep per process beside the version number it was read
 * with (decision 0023, `me-by-session.ts` and `day-stats-by-session.ts`): a
 * value is handed back only for the exact number the database shows now, so
 * nothing kept is ever served stale. At most `keep` values; past that the one
 * kept longest ago is dropped (it is read again on its next call).
 */
export function keptByVersion<T>(keep: number) {
  const kept = new Map<string, { version: string; value: T }>();
  return {
    /** The value kept for `key` under this very `version`, or undefined. */
    get(key: string, version: string): T | undefined {
      const found = kept.get(key);
      return found?.version === version ? found.value : undefined;
    },
    set(key: string, version: string, value: T) {
      kept.delete(key);
      if (kept.size >= keep) kept.delete(kept.keys().next().value as string);
      kept.set(key, { version, value });
    },
    size: () => kept.size,
  };
}
