import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetPersistedQueries, keepQueriesPersisted, restoreQueries } from './persisted-queries';

// The copy moved from IndexedDB to localStorage (decision 0030, addendum of 2026-11-26, second part): these check
// that it is written there, read back at start and deleted the moment the server says the session is over.
vi.mock('idb-keyval', () => ({ del: vi.fn(() => Promise.resolve()) }));

const KEY = 'nutri:queries';
const ana = { id: 'ana', name: 'Ana Souza', onboardingCompleted: true };
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  document.cookie = 'nutri_signin=; max-age=0';
});

describe('the copy in localStorage', () => {
  it('is saved a second after the queries change, and a new start with the same sign-in opens from it', async () => {
    vi.useFakeTimers();
    document.cookie = 'nutri_signin=mark-1';
    const first = new QueryClient();
    const stop = keepQueriesPersisted(first);
    first.setQueryData(['me'], ana);
    first.setQueryData(['stats', 'day'], { date: today(), waterMl: 750 });
    first.setQueryData(['chat', 'threads'], [{ id: 't1' }]);
    expect(localStorage.getItem(KEY)).toBeNull();
    vi.advanceTimersByTime(1_000);
    stop();
    const saved = JSON.parse(localStorage.getItem(KEY)!) as { userId: string; signInMark: string };
    expect(saved).toMatchObject({ userId: 'ana', signInMark: 'mark-1' });
    vi.useRealTimers();

    const next = new QueryClient();
    history.replaceState(null, '', '/dashboard');
    expect(await restoreQueries(next)).toBe('revalidate');
    expect(next.getQueryData(['me'])).toEqual(ana);
    expect(next.getQueryData(['stats', 'day'])).toMatchObject({ waterMl: 750 });
    // Only `me` and `stats` are kept.
    expect(next.getQueryData(['chat', 'threads'])).toBeUndefined();
  });

  it('another sign-in mark, or a damaged copy: the app starts without it', async () => {
    localStorage.setItem(KEY, JSON.stringify({ savedAt: Date.now(), userId: 'ana', signInMark: 'mark-1', state: {} }));
    document.cookie = 'nutri_signin=mark-2';
    history.replaceState(null, '', '/dashboard');
    expect(await restoreQueries(new QueryClient())).toBe('none');
    localStorage.setItem(KEY, '{not json');
    expect(await restoreQueries(new QueryClient())).toBe('none');
  });

  it('is deleted at once when the server says there is no session, and at logout', async () => {
    localStorage.setItem(KEY, JSON.stringify({ savedAt: Date.now(), userId: 'ana', signInMark: null, state: {} }));
    const client = new QueryClient();
    client.setQueryData(['me'], ana);
    const stop = keepQueriesPersisted(client);
    client.setQueryData(['me'], null);
    expect(localStorage.getItem(KEY)).toBeNull();
    stop();
    localStorage.setItem(KEY, '{}');
    await forgetPersistedQueries();
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
