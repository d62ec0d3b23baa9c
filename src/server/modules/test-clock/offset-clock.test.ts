import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { parsePinnedNow, pinnedNow } from '../../test/pinned-now';
import { offsetClock } from './routes';

/** A system clock the test moves by hand. */
function manualSystem(start: string) {
  let ms = new Date(start).getTime();
  return { now: () => new Date(ms), tick: (by: number) => (ms += by) };
}

describe('offsetClock', () => {
  it('começa na hora real sem instante inicial, e reset volta para ela', () => {
    const system = manualSystem('2026-11-25T15:00:00Z');
    const clock = offsetClock(system.now);
    clock.advance(5 * 86_400_000);
    clock.reset();
    expect(clock.now().toISOString()).toBe('2026-11-25T15:00:00.000Z');
  });

  it('começa em NUTRI_TEST_NOW, corre a partir dali, e reset volta para essa linha do tempo', () => {
    const system = manualSystem('2026-11-25T15:00:00Z');
    const clock = offsetClock(system.now, new Date('2026-12-07T02:30:00Z'));
    expect(clock.now().toISOString()).toBe('2026-12-07T02:30:00.000Z');
    system.tick(60_000);
    clock.set(new Date('2025-10-31T12:00:00Z'));
    system.tick(1_000);
    clock.reset();
    expect(clock.now().toISOString()).toBe('2026-12-07T02:31:01.000Z');
  });
});

describe('NUTRI_TEST_NOW', () => {
  it('só é lido pelo relógio de teste, e nunca em produção', () => {
    const env = { NODE_ENV: 'test', NUTRI_TEST_NOW: '2026-11-30T00:30:00-03:00' } as const;
    expect(loadConfig(env).testClockStart).toBeNull();
    expect(loadConfig({ ...env, TEST_CLOCK_CONTROL: 'true' }).testClockStart?.toISOString()).toBe(
      '2026-11-30T03:30:00.000Z',
    );
    expect(() => loadConfig({ ...env, NODE_ENV: 'production' })).toThrow(/NUTRI_TEST_NOW/);
    expect(() => loadConfig({ ...env, TEST_CLOCK_CONTROL: 'true', NUTRI_TEST_NOW: 'amanhã' })).toThrow(
      /NUTRI_TEST_NOW/,
    );
  });

  it('precisa dizer o fuso horário, para que uma execução signifique o mesmo instante em qualquer máquina', () => {
    expect(parsePinnedNow(undefined)).toBeNull();
    expect(parsePinnedNow('2028-02-29T12:00:00-03:00')?.toISOString()).toBe('2028-02-29T15:00:00.000Z');
    expect(() => parsePinnedNow('2028-02-29T12:00:00')).toThrow(/NUTRI_TEST_NOW/);
    expect(() => parsePinnedNow('2027-02-29T12:00:00Z')).toThrow(/NUTRI_TEST_NOW/);
  });
});

describe.runIf(pinnedNow())('a run pinned with NUTRI_TEST_NOW', () => {
  it('lê o instante fixado onde um teste ainda pede "agora" ao Date', () => {
    const pinned = pinnedNow()!.getTime();
    expect(Date.now() - pinned).toBeGreaterThanOrEqual(0);
    expect(Date.now() - pinned).toBeLessThan(30 * 60_000); // the run started there and ran on
  });
});
