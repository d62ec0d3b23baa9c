import { LRUCache } from 'lru-cache';

/**
 * What the hot routes keep per process beside the version number it was read
 * with (decision 0023, `me-by-session.ts` and `day-stats-by-session.ts`): a
 * value is handed back only for the exact number the database shows now, so
 * nothing kept is ever served stale. At most `keep` values, the least recently
 * used dropped first (lru-cache); a dropped one is read again on its next call.
 */
export function keptByVersion<T>(keep: number) {
  const kept = new LRUCache<string, { version: string; value: T }>({ max: keep });
  return {
    /** The value kept for `key` under this very `version`, or undefined. */
    get(key: string, version: string): T | undefined {
      const found = kept.get(key);
      return found?.version === version ? found.value : undefined;
    },
    set(key: string, version: string, value: T) {
      kept.set(key, { version, value });
    },
    size: () => kept.size,
  };
}
