import { beforeEach, vi } from 'vitest';
import { pinnedNow } from './pinned-now';

/**
 * Vitest setup for every project: with NUTRI_TEST_NOW set, Date (only Date:
 * timers stay real) starts at that instant and runs on from there, so any
 * test that still reads "now" is exercised on the chosen day. A test that
 * pins its own clock (vi.useFakeTimers / vi.setSystemTime, or the app's
 * injected test clock) keeps it; one that calls vi.useRealTimers gets the
 * pinned clock back before the next test.
 */
const pinned = pinnedNow();

function pin() {
  if (!pinned || vi.isFakeTimers()) return;
  vi.useFakeTimers({ now: pinned, toFake: ['Date'], shouldAdvanceTime: true });
}

pin();
beforeEach(pin);
