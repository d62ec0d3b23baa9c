import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPerson } from '../../test/billing-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { MCP_MAX_MESSAGES_PER_REQUEST } from './routes';

/**
 * One request cannot hold the event loop (issue 29 finding 1): while the largest batch
 * /mcp takes — ten analyze_meal calls of 2,000 characters — runs, /api/health keeps
 * answering. The audit measured 3 ms → 1,561 ms during a batch of 45 such calls. The
 * probe runs in another process (the same event loop would wait with the server) and
 * the figures are printed for the record; the assertion is structural, not a timing
 * bound a busy machine could miss: health answers between the tool calls, not after them.
 */
let t: TestApp;
let server: Server;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  server = createServer(getRequestListener(t.app.fetch));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await t?.close();
});

/** GET /api/health one after another until stdin closes; prints every latency in ms. */
const PROBE = `
const url = process.argv[1];
const latencies = [];
let stop = false;
process.stdin.on('end', () => { stop = true; }).resume();
(async () => {
  while (!stop) {
    const start = performance.now();
    await (await fetch(url)).text();
    latencies.push(performance.now() - start);
    await new Promise((r) => setTimeout(r, 5));
  }
  process.stdout.write(JSON.stringify(latencies));
})();`;

function startProbe(url: string) {
  const child = spawn(process.execPath, ['-e', PROBE, url], { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const done = new Promise<number[]>((resolve) => child.on('close', () => resolve(JSON.parse(out || '[]'))));
  return { stop: () => (child.stdin.end(), done) };
}

const LONG = Array.from({ length: 60 }, (_, i) => `${(i % 3) + 1} ovos cozidos, arroz, feijão`)
  .join(', ')
  .slice(0, 2000);

describe('orçamento do laço de eventos', () => {
  it('/api/health responde durante o maior lote de /mcp', async () => {
    const person = await newPerson(t);
    const token = (await person.post('/api/settings/tokens', { name: 'Medida', scope: 'read' })).body.token;
    const size = Number(process.env.MCP_BATCH_SIZE ?? MCP_MAX_MESSAGES_PER_REQUEST);
    const batch = Array.from({ length: size }, (_, i) => ({
      jsonrpc: '2.0',
      id: i + 1,
      method: 'tools/call',
      params: { name: 'analyze_meal', arguments: { description: LONG } },
    }));
    const post = () =>
      fetch(`${base}/mcp`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
        },
        body: JSON.stringify(batch),
      }).then((res) => res.text());
    await post(); // warms the catalog and the MCP modules

    const probe = startProbe(`${base}/api/health`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = performance.now();
    const answer = JSON.parse(await post());
    const batchMs = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
    const latencies = await probe.stop();

    expect(answer).toHaveLength(size);
    const worst = Math.max(...latencies);
    const sorted = [...latencies].sort((a, b) => a - b);
    console.log(
      `lote de ${size} analyze_meal (${JSON.stringify(batch).length} bytes): ${batchMs.toFixed(0)} ms; ` +
        `/api/health: ${latencies.length} respostas, mediana ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} ms, ` +
        `pior ${worst.toFixed(1)} ms (as cinco piores: ${sorted
          .slice(-5)
          .map((ms) => ms.toFixed(0))
          .join(', ')})`,
    );
    expect(latencies.length).toBeGreaterThan(3);
    // Served between the calls: the worst wait is a part of the batch, not all of it (a blocked loop makes one
    // probe wait the whole batch). Not a tighter fraction: on a loaded 2-core machine the probe process itself
    // is descheduled now and then, and timing bounds belong to `npm run bench`.
    expect(worst).toBeLessThan(Math.max(150, batchMs * 0.8));
  });
});
