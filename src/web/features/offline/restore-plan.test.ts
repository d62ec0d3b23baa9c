import { describe, expect, it } from 'vitest';
import { cookieValue, MAX_COPY_AGE_MS, restorePlan, type SavedCopy } from './restore-plan';

// 26/11/2026 12:00 in São Paulo (UTC−03:00).
const NOW = new Date('2026-11-26T15:00:00Z');

function copy(over: Partial<SavedCopy> = {}, me: object | null = {}, dayDate = '2026-11-26'): SavedCopy {
  const query = (queryKey: string[], data: unknown) => ({
    queryKey,
    queryHash: JSON.stringify(queryKey),
    state: { data, dataUpdatedAt: NOW.getTime() - 60_000, status: 'success' as const },
  });
  return {
    savedAt: NOW.getTime() - 60_000,
    userId: 'ana',
    signInMark: 'mark-1',
    state: {
      mutations: [],
      queries: [
        query(['me'], me === null ? null : { id: 'ana', onboardingCompleted: true, ...me }),
        query(['stats', 'day'], { date: dayDate, waterMl: 250 }),
        query(['stats', 'weights'], { latest: 62 }),
      ],
    } as unknown as SavedCopy['state'],
    ...over,
  };
}

const online = { online: true, now: NOW, signInMark: 'mark-1', path: '/dashboard' };
const keys = (plan: ReturnType<typeof restorePlan>) =>
  plan.mode === 'none' ? [] : plan.state.queries.map((q) => q.queryKey.join('/'));

describe('restorePlan', () => {
  it('online, same sign-in, same person, onboarded, on the dashboard: opens from the copy', () => {
    const plan = restorePlan(copy(), online);
    expect(plan.mode).toBe('revalidate');
    expect(keys(plan)).toEqual(['me', 'stats/day', 'stats/weights']);
    expect(restorePlan(copy(), { ...online, path: '/dashboard/history' }).mode).toBe('revalidate');
  });

  it('never opens from a copy of another sign-in (another person, or the same one signing in again)', () => {
    expect(restorePlan(copy(), { ...online, signInMark: 'mark-2' }).mode).toBe('none');
    expect(restorePlan(copy(), { ...online, signInMark: null }).mode).toBe('none');
    // Saved before the mark existed.
    expect(restorePlan(copy({ signInMark: null }), { ...online, signInMark: null }).mode).toBe('none');
  });

  it('never opens from a copy whose `me` is not the person it was saved for', () => {
    expect(restorePlan(copy({ userId: 'bea' }), online).mode).toBe('none');
    expect(restorePlan(copy({}, { id: 'bea' }), online).mode).toBe('none');
    expect(restorePlan(copy({}, null), online).mode).toBe('none');
  });

  it('only the dashboard, only after the onboarding', () => {
    for (const path of ['/login', '/signup', '/onboarding', '/', '/dashboardx']) {
      expect(restorePlan(copy(), { ...online, path }).mode, path).toBe('none');
    }
    expect(restorePlan(copy({}, { onboardingCompleted: false }), online).mode).toBe('none');
  });

  it("drops the day's figures of another São Paulo date, keeps the rest", () => {
    const plan = restorePlan(copy({}, {}, '2026-11-25'), online);
    expect(plan.mode).toBe('revalidate');
    expect(keys(plan)).toEqual(['me', 'stats/weights']);
    // 26/11 23:30 in São Paulo is already the 27th in UTC: still the same local day.
    const lateEvening = new Date('2026-11-27T02:30:00Z');
    expect(keys(restorePlan(copy(), { ...online, now: lateEvening }))).toContain('stats/day');
  });

  it('ignores copies a week old or more, online and offline', () => {
    const old = copy({ savedAt: NOW.getTime() - MAX_COPY_AGE_MS });
    expect(restorePlan(old, online).mode).toBe('none');
    expect(restorePlan(old, { ...online, online: false }).mode).toBe('none');
    expect(restorePlan(undefined, online).mode).toBe('none');
  });

  it('offline: the whole copy, as before (the only data there is)', () => {
    const plan = restorePlan(copy({ signInMark: null }), { ...online, online: false, path: '/onboarding' });
    expect(plan.mode).toBe('offline');
    expect(keys(plan)).toEqual(['me', 'stats/day', 'stats/weights']);
  });
});

describe('cookieValue', () => {
  it('reads one cookie of document.cookie', () => {
    expect(cookieValue('a=1; nutri_signin=abc_-9; b=2', 'nutri_signin')).toBe('abc_-9');
    expect(cookieValue('nutri_signin=x', 'nutri_signin')).toBe('x');
    expect(cookieValue('xnutri_signin=x; nutri_signin2=y', 'nutri_signin')).toBeNull();
    expect(cookieValue('', 'nutri_signin')).toBeNull();
    expect(cookieValue('nutri_signin=', 'nutri_signin')).toBeNull();
  });
});
