import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ITEMS_PER_MEAL, startWriteLoad, type Write } from './support/acknowledged-writes';
import { httpClient, signUpPerson } from './support/http-client';
import { freePort } from './support/ports';
import {
  killServerGroup,
  removeDataDir,
  startServer,
  stopServer,
  tempDataDir,
  type ServerProcess,
} from './support/server-process';

/**
 * kill -9 in the middle of concurrent writes, three times, on the embedded
 * PostgreSQL (docs/decisions/0020-reliability-suite.md): every write that got
 * a 2xx must be there after the restart, and no meal may be left without its
 * items. RELIABILITY_IMMEDIATE_RESTART=1 restarts without waiting for the
 * killed PostgreSQL processes to leave the process table — the stricter case
 * a crash-proof start-up must also survive.
 */
const ROUNDS = 3;
const IMMEDIATE = process.env.RELIABILITY_IMMEDIATE_RESTART === '1';
const PINNED_NOW = '2026-11-22T15:00:00.000Z';
const EATEN_AT = '2026-11-22T14:30:00.000Z';
/** Kill once this many writes were acknowledged in the round (with more in flight). */
const KILL_AFTER_ACKS = 60;

const dataDir = tempDataDir('kill9');
let server: ServerProcess | null = null;

afterAll(async () => {
  if (server) await stopServer(server);
  removeDataDir(dataDir);
});

async function start(ports: { http: number; db: number }) {
  const started = Date.now();
  server = await startServer({
    dataDir,
    port: ports.http,
    env: { EMBEDDED_DB_PORT: String(ports.db), TEST_CLOCK_CONTROL: 'true' },
  });
  const pin = await httpClient(server.url).post('/api/test/clock', { now: PINNED_NOW });
  expect(pin.status).toBe(200);
  return Date.now() - started;
}

/** What is stored, read straight from the embedded PostgreSQL with the password the server generated. */
async function storedWrites(dbPort: number) {
  const { embeddedDbPassword } = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'));
  const client = new pg.Client({
    connectionString: `postgres://postgres:${encodeURIComponent(embeddedDbPassword)}@127.0.0.1:${dbPort}/nutri`,
  });
  await client.connect();
  try {
    const water = await client.query<{ ml: number }>('select ml from water_intakes');
    const meals = await client.query<{ note: string; items: number }>(
      `select m.note, count(i.*)::int as items from meals m left join meal_items i on i.meal_id = m.id
       where m.note like 'k9-%' group by m.id, m.note`,
    );
    return { water: new Set(water.rows.map((r) => r.ml)), meals: meals.rows };
  } finally {
    await client.end();
  }
}

function missing(acknowledged: Write[], stored: Awaited<ReturnType<typeof storedWrites>>) {
  const mealNotes = new Set(stored.meals.map((m) => m.note));
  return acknowledged.filter((w) => (w.kind === 'water' ? !stored.water.has(w.ml!) : !mealNotes.has(w.id)));
}

describe('kill -9 durante escritas', () => {
  it(`${ROUNDS} rodadas: toda escrita confirmada (2xx) sobrevive ao kill -9 e ao reinício`, async () => {
    const ports = { http: await freePort(), db: await freePort() };
    const log: string[] = [];
    log.push(`início: ${await start(ports)} ms`);
    const client = httpClient(server!.url);
    await signUpPerson(client, 'ana.kill9@example.com');
    const acknowledged: Write[] = [];

    for (let round = 1; round <= ROUNDS; round++) {
      const load = startWriteLoad(client, { round, concurrency: 8, eatenAt: EATEN_AT });
      await load.acknowledgedAtLeast(KILL_AFTER_ACKS);
      const inFlight = load.inFlight();
      const killed = Date.now();
      await killServerGroup(server!, { waitForPostmaster: !IMMEDIATE });
      const waited = Date.now() - killed;
      await load.stop();
      acknowledged.push(...load.acknowledged);

      let restart: number;
      try {
        restart = await start(ports);
      } catch (error) {
        throw new Error(`rodada ${round}: o servidor não voltou depois do kill -9\n${(error as Error).message}`);
      }
      const stored = await storedWrites(ports.db);
      const lost = missing(acknowledged, stored);
      const unansweredKept = load.unanswered.length - missing(load.unanswered, stored).length;
      log.push(
        `rodada ${round}: ${load.acknowledged.length} confirmadas, ${inFlight} em voo no kill, ` +
          `${unansweredKept}/${load.unanswered.length} sem resposta mas gravadas; ` +
          `espera pelos processos mortos ${waited} ms, reinício ${restart} ms; perdidas: ${lost.length}`,
      );
      expect(lost, `rodada ${round}: escritas confirmadas que sumiram`).toEqual([]);
      expect(
        stored.meals.filter((m) => m.items !== ITEMS_PER_MEAL),
        'refeições gravadas pela metade',
      ).toEqual([]);
      expect(inFlight, 'o kill deve pegar escritas em andamento').toBeGreaterThan(0);
    }
    console.log(
      `kill -9 (${IMMEDIATE ? 'reinício imediato' : 'reinício após os processos saírem'}):\n  ${log.join('\n  ')}`,
    );
  });
});
