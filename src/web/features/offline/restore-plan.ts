import type { DehydratedState } from '@tanstack/react-query';
import { localDate } from '@/domain/calendar/sao-paulo';

/**
 * What the page keeps of the last known session and day (decision 0030 and its addendum of 2026-11-26).
 * `userId` and `signInMark` say whose it is: the mark is the `nutri_signin` cookie the server sets with the
 * session cookie (a new random value at every sign-in, cleared at logout).
 */
export interface SavedCopy {
  savedAt: number;
  userId: string | null;
  signInMark: string | null;
  state: DehydratedState;
}

/** How the app starts: without the copy, from it with no connection, or from it while the server is asked. */
export type RestorePlan =
  { mode: 'none' } | { mode: 'offline'; state: DehydratedState } | { mode: 'revalidate'; state: DehydratedState };

/** A day's figures older than this are not worth showing as "last known". */
export const MAX_COPY_AGE_MS = 7 * 24 * 3_600_000;

export interface StartingPoint {
  online: boolean;
  now: Date;
  /** The `nutri_signin` cookie as the page reads it now (null when absent). */
  signInMark: string | null;
  /** location.pathname: only the signed-in dashboard opens from the copy while online. */
  path: string;
}

type Query = DehydratedState['queries'][number];

const meOf = (state: DehydratedState) =>
  state.queries.find((q) => q.queryKey.length === 1 && q.queryKey[0] === 'me')?.state.data as
    { id?: unknown; onboardingCompleted?: unknown } | null | undefined;

const isDay = (q: Query) => q.queryKey.length === 2 && q.queryKey[0] === 'stats' && q.queryKey[1] === 'day';

/**
 * Pure: whether, and with which queries, the saved copy opens the app.
 *
 * - Offline: as before the addendum, the whole copy (the only data there is; the "sem conexão" banner says so).
 * - Online ("stale-while-revalidate"): only on /dashboard…, only for a finished onboarding, and only when the copy
 *   was saved under the sign-in mark the browser holds now and for the person it names. A copy saved before the
 *   mark existed, under another sign-in (another person, or the same one signing in again), or of another
 *   person's `me` never opens the app online: the guard then waits for /api/me as it always did. The day's
 *   figures are dropped when they are of another São Paulo date (yesterday's meals are not today's).
 */
export function restorePlan(saved: SavedCopy | undefined | null, at: StartingPoint): RestorePlan {
  if (!saved || !(at.now.getTime() - saved.savedAt < MAX_COPY_AGE_MS)) return { mode: 'none' };
  if (!at.online) return { mode: 'offline', state: saved.state };
  const me = meOf(saved.state);
  const sameSignIn = saved.signInMark !== null && at.signInMark !== null && saved.signInMark === at.signInMark;
  if (
    !sameSignIn ||
    !/^\/dashboard(\/|$)/.test(at.path) ||
    !me ||
    me.onboardingCompleted !== true ||
    typeof me.id !== 'string' ||
    me.id !== saved.userId
  ) {
    return { mode: 'none' };
  }
  const today = localDate(at.now);
  const queries = saved.state.queries.filter(
    (q) => !isDay(q) || (q.state.data as { date?: unknown } | undefined)?.date === today,
  );
  return { mode: 'revalidate', state: { ...saved.state, queries } };
}

/** The value of one cookie in a `document.cookie` string, or null. */
export function cookieValue(cookies: string, name: string): string | null {
  for (const pair of cookies.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return decodeURIComponent(pair.slice(at + 1).trim()) || null;
  }
  return null;
}
