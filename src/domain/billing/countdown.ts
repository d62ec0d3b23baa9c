/**
 * Countdown maths for the launch offer (decision 0014: it
 * refreshes every second until the offer ends, then shows the ended state).
 * The device clock may be wrong, so callers measure the server's clock once
 * and pass `now` already corrected by `clockOffsetMs`.
 */
const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export interface CountdownParts {
  /** Whole milliseconds left, never negative. */
  remainingMs: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  ended: boolean;
}

/**
 * Time left until the end of `lastSecond` (the offer's last second counts:
 * at 23:59:59.500 there is still half a second). Whole seconds are rounded
 * up, so the display reaches 00:00:00 exactly when the offer ends.
 */
export function countdownParts(lastSecond: Date, now: Date): CountdownParts {
  const remainingMs = Math.max(0, lastSecond.getTime() + SECOND_MS - now.getTime());
  const totalSeconds = Math.ceil(remainingMs / SECOND_MS);
  return {
    remainingMs,
    days: Math.floor(totalSeconds / (DAY_MS / SECOND_MS)),
    hours: Math.floor((totalSeconds % (DAY_MS / SECOND_MS)) / (HOUR_MS / SECOND_MS)),
    minutes: Math.floor((totalSeconds % (HOUR_MS / SECOND_MS)) / (MINUTE_MS / SECOND_MS)),
    seconds: totalSeconds % (MINUTE_MS / SECOND_MS),
    ended: remainingMs === 0,
  };
}

export interface ClockSample {
  /** The server's clock when it answered (GET /api/pricing `serverNow`). */
  serverNow: Date;
  /** Device clock when the request left and when the answer arrived. */
  sentAt: Date;
  receivedAt: Date;
}

/**
 * How far the server's clock is ahead of the device's (negative: behind),
 * assuming the answer was produced halfway through the round trip — the
 * estimate NTP's simplest form (Cristian's algorithm, 1989) makes. Add it to
 * the device clock to get the server's time.
 */
export function clockOffsetMs({ serverNow, sentAt, receivedAt }: ClockSample): number {
  const roundTripMs = Math.max(0, receivedAt.getTime() - sentAt.getTime());
  return serverNow.getTime() + roundTripMs / 2 - receivedAt.getTime();
}

/** The server's time now, from the device's clock and a measured offset. */
export function serverTime(deviceNow: Date, offsetMs: number): Date {
  return new Date(deviceNow.getTime() + offsetMs);
}
