import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { del, get, set } from 'idb-keyval';
import { cookieValue, restorePlan, type SavedCopy } from './restore-plan';

/**
 * The last known session and day (`me`, the day's figures, weights) kept in IndexedDB, so the
 * signed-in screens open with no connection (decision 0030) and, online, at once while the server
 * is asked (addendum 2026-11-26). Only what those screens need, only answers that succeeded, marked
 * with whose they are, and forgotten on logout or as soon as the server says the session is over.
 * The service worker never caches /api: this page-side copy is the only one.
 */
const KEY = 'nutri:queries';
const KEPT_ROOTS = new Set(['me', 'stats']);
/** Set by the server with the session cookie (src/server/http/session.ts). */
const SIGN_IN_MARK_COOKIE = 'nutri_signin';

const signInMark = () => cookieValue(document.cookie, SIGN_IN_MARK_COOKIE);

/** When the app opened from the copy while online: the "atualizando…" note shows until the server answered since. */
let revalidatingSince: number | null = null;
export const bootedFromCacheAt = () => revalidatingSince;

/**
 * Reads the copy and puts into the client what `restorePlan` allows. Online, the restored queries are
 * marked invalid, so every screen that shows them asks the server again as it mounts.
 */
export async function restoreQueries(client: QueryClient): Promise<'none' | 'offline' | 'revalidate'> {
  try {
    const saved = await get<SavedCopy>(KEY);
    const plan = restorePlan(saved, {
      online: navigator.onLine,
      now: new Date(),
      signInMark: signInMark(),
      path: location.pathname,
    });
    if (plan.mode === 'none') return 'none';
    hydrate(client, plan.state);
    if (plan.mode === 'revalidate') {
      revalidatingSince = Date.now();
      await client.invalidateQueries({ refetchType: 'none' });
    }
    return plan.mode;
  } catch {
    // Private windows may refuse IndexedDB: the app just starts without the copy.
    return 'none';
  }
}

/**
 * Saves after each change settles (at most once a second). The moment `me` turns null (a 401: logged out,
 * expired, revoked elsewhere) or names another person, the copy is deleted and every other cached answer
 * dropped, without waiting for the debounce.
 */
export function keepQueriesPersisted(client: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Whose data the client holds now (restored from the copy, or none yet).
  let knownUserId = client.getQueryData<{ id: string } | null>(['me'])?.id;
  const save = () => {
    const me = client.getQueryData<{ id: string }>(['me']);
    if (!me) return void del(KEY).catch(() => {});
    const state = dehydrate(client, {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && KEPT_ROOTS.has(String(query.queryKey[0])),
    });
    const copy: SavedCopy = { savedAt: Date.now(), userId: me.id, signInMark: signInMark(), state };
    void set(KEY, copy).catch(() => {});
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.query.queryKey.length === 1 && event.query.queryKey[0] === 'me') {
      const me = event.query.state.data as { id: string } | null | undefined;
      // The server says there is no session: no copy may outlive that answer.
      if (me === null) {
        clearTimeout(timer);
        void del(KEY).catch(() => {});
      }
      const ended = me === null && knownUserId !== undefined;
      const switched = me && knownUserId !== undefined && me.id !== knownUserId;
      if (ended || switched) {
        void del(KEY).catch(() => {});
        // After the guards have moved away from the screens that show them (the same tick would refetch them).
        setTimeout(() => {
          if (ended) client.removeQueries({ predicate: (q) => q.queryKey[0] !== 'me' });
          else void client.resetQueries({ predicate: (q) => q.queryKey[0] !== 'me' });
        }, 0);
      }
      if (me !== undefined) knownUserId = me?.id;
      if (me === null) return;
    }
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
