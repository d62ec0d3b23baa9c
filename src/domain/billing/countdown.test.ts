import { describe, expect, it } from 'vitest';
import { clockOffsetMs, countdownParts, serverTime } from './countdown';
import { LAUNCH_OFFER_LAST_SECOND } from './pricing';

const at = (iso: string) => new Date(iso);

describe('countdownParts', () => {
  it('divide o tempo restante em dias, horas, minutos e segundos', () => {
    // 31/10/2025 23:59:59 in São Paulo is 2025-11-01T02:59:59Z; the offer ends a second later.
    const parts = countdownParts(LAUNCH_OFFER_LAST_SECOND, at('2025-10-29T23:54:53Z'));
    expect(parts).toMatchObject({ days: 2, hours: 3, minutes: 5, seconds: 7, ended: false });
  });

  it('ainda conta durante o último segundo e mostra 00:00:00 exatamente no fim', () => {
    expect(countdownParts(LAUNCH_OFFER_LAST_SECOND, at('2025-11-01T02:59:59.500Z'))).toMatchObject({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 1,
      ended: false,
    });
    expect(countdownParts(LAUNCH_OFFER_LAST_SECOND, at('2025-11-01T03:00:00Z'))).toMatchObject({
      remainingMs: 0,
      seconds: 0,
      ended: true,
    });
  });

  it('nunca fica negativo depois do prazo', () => {
    const parts = countdownParts(LAUNCH_OFFER_LAST_SECOND, at('2026-11-22T12:00:00Z'));
    expect(parts).toEqual({ remainingMs: 0, days: 0, hours: 0, minutes: 0, seconds: 0, ended: true });
  });

  it('arredonda os segundos parciais para cima: o relógio nunca pula um segundo', () => {
    expect(countdownParts(LAUNCH_OFFER_LAST_SECOND, at('2025-11-01T02:58:59.001Z')).minutes).toBe(1);
    expect(countdownParts(LAUNCH_OFFER_LAST_SECOND, at('2025-11-01T02:58:59.001Z')).seconds).toBe(1);
  });
});

describe('clockOffsetMs', () => {
  it('mede um relógio do aparelho adiantado um ano, descontando metade da ida e volta', () => {
    const offset = clockOffsetMs({
      serverNow: at('2025-10-30T12:00:00.100Z'),
      sentAt: at('2026-10-30T12:00:00.000Z'),
      receivedAt: at('2026-10-30T12:00:00.200Z'),
    });
    // The server answered at .100 on its clock, about when the device read .100 on its own.
    expect(offset).toBe(at('2025-10-30T12:00:00Z').getTime() - at('2026-10-30T12:00:00Z').getTime());
    expect(serverTime(at('2026-10-30T12:00:05Z'), offset).toISOString()).toBe('2025-10-30T12:00:05.000Z');
  });

  it('é zero para relógios acertados e ignora uma ida e volta negativa (relógio mudado no meio do pedido)', () => {
    const same = at('2025-10-30T12:00:00Z');
    expect(clockOffsetMs({ serverNow: same, sentAt: same, receivedAt: same })).toBe(0);
    expect(clockOffsetMs({ serverNow: same, sentAt: at('2025-10-30T12:00:01Z'), receivedAt: same })).toBe(0);
  });

  it('mantém a contagem regressiva certa num aparelho com relógio errado', () => {
    const offset = clockOffsetMs({
      serverNow: at('2025-10-31T23:00:00-03:00'),
      sentAt: at('2030-01-01T00:00:00Z'),
      receivedAt: at('2030-01-01T00:00:00Z'),
    });
    const parts = countdownParts(LAUNCH_OFFER_LAST_SECOND, serverTime(at('2030-01-01T00:00:10Z'), offset));
    expect(parts).toMatchObject({ days: 0, hours: 0, minutes: 59, seconds: 50, ended: false });
  });
});
