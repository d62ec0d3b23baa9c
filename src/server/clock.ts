/**
 * The server's clock, chosen in main.ts and passed to every use case
 * (docs/decisions/0004-time-zone.md). Browser tests need to see the launch
 * offer before and after its deadline on a running server, so with
 * TEST_CLOCK_CONTROL (NODE_ENV=test only) the clock can be set through
 * /dev/clock; it then runs on from the instant it was set to.
 */
export interface AdjustableClock {
  now: () => Date;
  set: (instant: Date) => void;
  reset: () => void;
}

export const systemClock = (): Date => new Date();

export function adjustableClock(system: () => Date = systemClock): AdjustableClock {
  let offsetMs = 0;
  return {
    now: () => new Date(system().getTime() + offsetMs),
    set: (instant) => {
      offsetMs = instant.getTime() - system().getTime();
    },
    reset: () => {
      offsetMs = 0;
    },
  };
}
