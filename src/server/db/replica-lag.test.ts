import { describe, expect, it } from 'vitest';
import { ReplicaLag, parseLsn } from './replica-lag';

describe('parseLsn', () => {
  it('lê as duas metades hexadecimais de um pg_lsn', () => {
    expect(parseLsn('0/0')).toBe(0n);
    expect(parseLsn('16/B374D848')).toBe((0x16n << 32n) | 0xb374d848n);
    expect(() => parseLsn('xyz')).toThrow('posição de WAL inválida');
  });
});

describe('ReplicaLag', () => {
  it('zero quando a réplica reproduziu tudo o que o primário escreveu, mesmo sem escritas há muito tempo', () => {
    const lag = new ReplicaLag(10_000);
    expect(lag.measure(0, 100n, 100n)).toBe(0);
    expect(lag.measure(60_000, 100n, 100n)).toBe(0);
  });

  it('o atraso é o tempo desde a amostra mais nova que a réplica já alcançou', () => {
    const lag = new ReplicaLag(10_000);
    expect(lag.measure(1000, 100n, 100n)).toBe(0);
    expect(lag.measure(2000, 200n, 150n)).toBe(1000); // reached 100 (read at 1000), not 200
    expect(lag.measure(3000, 300n, 200n)).toBe(1000); // reached 200 (read at 2000)
    expect(lag.measure(6000, 400n, 200n)).toBe(4000); // stuck (replay paused) while the primary writes
  });

  it('desconhecido (null) antes da amostra mais antiga ou sem resposta da réplica', () => {
    const lag = new ReplicaLag(10_000);
    expect(lag.measure(0, 500n, 100n)).toBeNull();
    expect(lag.measure(1000, 600n, null)).toBeNull();
  });

  it('guarda só a janela pedida, mais a amostra logo antes dela', () => {
    const lag = new ReplicaLag(1000);
    lag.measure(0, 100n, 100n);
    lag.measure(500, 200n, 100n);
    lag.measure(5000, 300n, 100n);
    // 0 and 500 are older than the window; 500 stays as the bound just before it, 0 goes.
    expect(lag.measure(5500, 400n, 100n)).toBeNull();
    expect(lag.measure(6000, 500n, 200n)).toBe(5500);
  });
});
