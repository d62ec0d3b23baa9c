import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { del } from 'idb-keyval';
import { cookieValue, restorePlan, type SavedCopy } from './restore-plan';

/**
 * The last known session and day (`me`, the day's figures, weights) kept in localStorage, so the
 * signed-in screens open with no connection (decision 0030) and, online, at once while the server
 * is asked (addendum 2026-11-26). Only what those screens need, only answers that succeeded, marked
 * with whose they are, and forgotten on logout or as soon as the server says the session is over.
 * The service worker never caches /api: this page-side copy is the only one.
 */
const KEY = 'nutri:queries';
/** Set by the server with the session cookie (src/server/http/session.ts). */
const SIGN_IN_MARK_COOKIE = 'nutri_signin';

/**
 * localStorage, not IndexedDB (decision 0030, addendum of 2026-11-26, second part): the copy is a few KB, and
 * the installed app's start waited 150–360 ms, main thread idle, for IndexedDB to open its database and answer;
 * localStorage answers at once. Copies kept in IndexedDB before (idb-keyval's default store, same key) are
 * not read any more: they are deleted with every deletion of the copy below.
 */
function readCopy(): SavedCopy | undefined {
  const text = localStorage.getItem(KEY);
  return text ? (JSON.parse(text) as SavedCopy) : undefined;
}
function deleteCopy(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private window): there is nothing to delete.
  }
  void del(KEY).catch(() => {});
}
const KEPT_ROOTS = new Set(['me', 'stats']);

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
    const saved = readCopy();
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
    // Storage refused (some private windows) or a damaged copy: the app just starts without it.
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
    if (!me) return deleteCopy();
    const state = dehydrate(client, {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && KEPT_ROOTS.has(String(query.queryKey[0])),
    });
    const copy: SavedCopy = { savedAt: Date.now(), userId: me.id, signInMark: signInMark(), state };
    try {
      localStorage.setItem(KEY, JSON.stringify(copy));
    } catch {
      // Full or refused: the next start waits for the server, as without a copy.
    }
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.query.queryKey.length === 1 && event.query.queryKey[0] === 'me') {
      const me = event.query.state.data as { id: string } | null | undefined;
      // The server says there is no session: no copy may outlive that answer.
      if (me === null) {
        clearTimeout(timer);
        deleteCopy();
      }
      const ended = me === null && knownUserId !== undefined;
      const switched = me && knownUserId !== undefined && me.id !== knownUserId;
      if (ended || switched) {
        deleteCopy();
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
  deleteCopy();
  await del(KEY).catch(() => {});
  if ('caches' in window) {
    const names = await caches.keys();
    // The precache holds only the app's own files; anything else could hold an answer.
    await Promise.all(names.filter((name) => !name.includes('precache')).map((name) => caches.delete(name)));
  }
}
