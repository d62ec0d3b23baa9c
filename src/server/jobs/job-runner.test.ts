import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startJob, type RunningJob } from './job-runner';

/** A run the test finishes by hand, so overlap is decided by the test, not by the machine's speed. */
function controlledRuns() {
  const calls: Date[] = [];
  const pending: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  const run = (now: Date) => {
    calls.push(now);
    return new Promise<void>((resolve, reject) => pending.push({ resolve, reject }));
  };
  return { calls, pending, run };
}

const NOW = new Date('2026-12-07T12:00:00.000Z');
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('o executor de jobs', () => {
  let job: RunningJob | null = null;
  let runs = controlledRuns();
  const log = { error: vi.fn() };

  beforeEach(() => {
    vi.useFakeTimers();
    log.error.mockReset();
    runs = controlledRuns();
  });
  afterEach(async () => {
    const stopping = job?.stop();
    for (const run of runs.pending.splice(0)) run.resolve();
    await stopping;
    job = null;
    vi.useRealTimers();
  });

  it('roda a cada intervalo com o relógio do servidor, e a primeira vez logo após subir', async () => {
    job = startJob({ name: 'teste', everyMs: 1000, firstAfterMs: 100, run: runs.run }, { clock: () => NOW, log });
    expect(runs.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(runs.calls).toEqual([NOW]);
    runs.pending.shift()!.resolve();
    await vi.advanceTimersByTimeAsync(900);
    expect(runs.calls).toHaveLength(2);
  });

  it('uma execução por vez: o intervalo que a encontra rodando é pulado, não acumulado', async () => {
    job = startJob({ name: 'teste', everyMs: 1000, run: runs.run }, { clock: () => NOW, log });
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(5000); // five ticks while the first run is still going
    expect(runs.calls).toHaveLength(1);
    runs.pending.shift()!.resolve();
    await settle();
    expect(runs.calls).toHaveLength(1); // nothing owed: the next tick runs it
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs.calls).toHaveLength(2);
  });

  it('um chamado durante a execução pede exatamente mais uma logo depois', async () => {
    job = startJob({ name: 'teste', everyMs: 60_000, run: runs.run }, { clock: () => NOW, log });
    job.kick();
    expect(runs.calls).toHaveLength(1);
    job.kick();
    job.kick();
    runs.pending.shift()!.resolve();
    await settle();
    expect(runs.calls).toHaveLength(2);
    runs.pending.shift()!.resolve();
    await settle();
    expect(runs.calls).toHaveLength(2);
  });

  it('uma falha vai para o log com o nome do job, e a próxima vez roda de novo', async () => {
    job = startJob({ name: 'cobrança', everyMs: 1000, run: runs.run }, { clock: () => NOW, log });
    await vi.advanceTimersByTimeAsync(1000);
    runs.pending.shift()!.reject(new Error('banco fora'));
    await settle();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ job: 'cobrança', err: expect.any(Error) }),
      expect.stringContaining('cobrança'),
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs.calls).toHaveLength(2);
  });

  it('parar espera a execução em andamento e não começa outra, nem por chamado', async () => {
    job = startJob({ name: 'teste', everyMs: 1000, run: runs.run }, { clock: () => NOW, log });
    job.kick();
    job.kick(); // one more owed
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await settle();
    expect(stopped).toBe(false);
    runs.pending.shift()!.resolve();
    await stopping;
    job.kick();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs.calls).toHaveLength(1);
  });
});
