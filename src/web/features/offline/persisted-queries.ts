import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { del, get, set } from 'idb-keyval';

/**
 * The last known session and day (`me`, the day's figures, weights) kept in IndexedDB, so the
 * signed-in screens open with no connection (decision 0030). Only what those screens need, only
 * answers that succeeded, and forgotten on logout or when the server says the session is over.
 * The service worker never caches /api: this page-side copy is the only one.
 */
const KEY = 'nutri:queries';
const KEPT_ROOTS = new Set(['me', 'stats']);
/** A day's figures older than this are not worth showing as "last known". */
const MAX_AGE_MS = 7 * 24 * 3_600_000;

/**
 * Only when the app opens with no connection: online, the server is the truth, and a copy saved
 * a moment ago (before the onboarding finished, say) must not steer the first screen.
 */
export async function restoreQueries(client: QueryClient): Promise<void> {
  if (navigator.onLine) return;
  try {
    const saved = await get<{ savedAt: number; state: DehydratedState }>(KEY);
    if (saved && Date.now() - saved.savedAt < MAX_AGE_MS) hydrate(client, saved.state);
  } catch {
    // Private windows may refuse IndexedDB: the app just starts without the copy.
  }
}

/** Saves after each change settles (at most once a second). */
export function keepQueriesPersisted(client: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    const me = client.getQueryData(['me']);
    if (!me) return void del(KEY).catch(() => {});
    const state = dehydrate(client, {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && KEPT_ROOTS.has(String(query.queryKey[0])),
    });
    void set(KEY, { savedAt: Date.now(), state }).catch(() => {});
  };
  const unsubscribe = client.getQueryCache().subscribe(() => {
    clearTimeout(timer);
    timer = setTimeout(save, 1_000);
  });
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}

/** Logout: nothing of this person's stays readable in the page's storage or in any runtime cache. */
export async function forgetPersistedQueries(): Promise<void> {
  await del(KEY).catch(() => {});
  if ('caches' in window) {
    const names = await caches.keys();
    // The precache holds only the app's own files; anything else could hold an answer.
    await Promise.all(names.filter((name) => !name.includes('precache')).map((name) => caches.delete(name)));
  }
}
