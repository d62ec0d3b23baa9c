import { describe, expect, it } from 'vitest';
import { niceTicks } from './nice-ticks';

describe('niceTicks', () => {
  it('dá passos redondos ao gráfico de peso (issue 25: 69,6 / 71,6 / 73,6 / 74,5)', () => {
    expect(niceTicks(69.6, 74.5)).toEqual([68, 70, 72, 74, 76]);
  });

  it('cobre o intervalo com no máximo o número de marcas pedido, sempre igualmente espaçadas', () => {
    for (const [min, max] of [
      [0.3, 9.7],
      [58.2, 61.4],
      [1200, 2650],
      [70.05, 70.45],
      [-3, 7],
    ] as const) {
      const ticks = niceTicks(min, max);
      expect(ticks.length).toBeGreaterThanOrEqual(2);
      expect(ticks.length).toBeLessThanOrEqual(5);
      expect(ticks[0]).toBeLessThanOrEqual(min);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
      const steps = ticks.slice(1).map((tick, i) => Number((tick - (ticks[i] ?? 0)).toFixed(6)));
      expect(new Set(steps).size).toBe(1);
    }
    expect(niceTicks(1200, 2650)).toEqual([1000, 1500, 2000, 2500, 3000]);
    expect(niceTicks(58.2, 61.4)).toEqual([58, 59, 60, 61, 62]);
  });

  it('um único peso fica entre marcas redondas', () => {
    const ticks = niceTicks(70, 70);
    expect(ticks[0]).toBeLessThan(70);
    expect(ticks.at(-1)).toBeGreaterThan(70);
    expect(ticks.every((tick) => Number.isInteger(tick * 2))).toBe(true);
  });

  it('sem números, sem marcas', () => {
    expect(niceTicks(Number.NaN, 3)).toEqual([]);
  });
});
