import type { HttpClient } from './http-client';

/** One write the client sent: a water log (its `ml`, unique within the test, is its id; at most 3 rounds of 990 writes) or a meal (its note is its id). */
export interface Write {
  kind: 'water' | 'meal';
  id: string;
  ml?: number;
}

export interface WriteLoad {
  /** Writes answered 2xx: the server promised they are stored. */
  acknowledged: Write[];
  /** Writes sent whose answer never came (the server died first); either outcome is correct for them. */
  unanswered: Write[];
  /** Stops issuing writes and waits for the ones in flight to end (answered or failed). */
  stop(): Promise<void>;
  inFlight(): number;
  /** Resolves once `count` writes are acknowledged; rejects if the load ends first (a write failed). */
  acknowledgedAtLeast(count: number): Promise<void>;
}

const MEAL_ITEMS = [
  { foodId: 'taco-3', grams: 120 },
  { foodId: 'taco-561', quantity: 1, measureId: 'concha' },
];
export const ITEMS_PER_MEAL = MEAL_ITEMS.length;

/**
 * `concurrency` loops of writes, half water logs and half two-item meals,
 * each with an id of its own, until stopped. What counts is which ones got a
 * 2xx: after a crash every one of those must still be there.
 */
export function startWriteLoad(
  client: HttpClient,
  options: { round: number; concurrency: number; eatenAt: string },
): WriteLoad {
  const acknowledged: Write[] = [];
  const unanswered: Write[] = [];
  let stopped = false;
  let next = 0;
  let flying = 0;
  const loop = async () => {
    while (!stopped && next < 990) {
      const n = next++;
      const write: Write =
        n % 2 === 0
          ? { kind: 'water', id: `water-${options.round}-${n}`, ml: (options.round - 1) * 990 + n / 2 + 1 }
          : { kind: 'meal', id: `k9-${options.round}-${n}` };
      flying += 1;
      try {
        const answer =
          write.kind === 'water'
            ? await client.post('/api/water', { ml: write.ml })
            : await client.post('/api/meals', {
                slot: 'lanche',
                eatenAt: options.eatenAt,
                items: MEAL_ITEMS,
                note: write.id,
              });
        if (answer.status >= 200 && answer.status < 300) acknowledged.push(write);
        else throw new Error(`HTTP ${answer.status}: ${JSON.stringify(answer.body)}`);
      } catch (error) {
        unanswered.push(write);
        // A refused write while the server is alive is a failure of the test's own making; a dead server ends the loop.
        if (!stopped && !isConnectionError(error)) throw error;
        return;
      } finally {
        flying -= 1;
      }
    }
  };
  const loops = Array.from({ length: options.concurrency }, () => loop());
  const ended = Promise.all(loops);
  return {
    acknowledged,
    unanswered,
    inFlight: () => flying,
    async acknowledgedAtLeast(count) {
      let over = false;
      void ended.then(
        () => (over = true),
        () => (over = true),
      );
      while (acknowledged.length < count) {
        if (over) {
          await ended; // rethrows the failure that ended the load
          throw new Error(`a carga terminou com ${acknowledged.length} escritas confirmadas`);
        }
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
    async stop() {
      stopped = true;
      await ended;
    },
  };
}

function isConnectionError(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (
    error instanceof TypeError || ['ECONNRESET', 'ECONNREFUSED', 'UND_ERR_SOCKET', 'EPIPE'].includes(cause?.code ?? '')
  );
}
