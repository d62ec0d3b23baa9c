import http from 'node:http';
import { FUZZ_WHATSAPP } from './endpoint-specs';
import { delay, killServerGroup, startServer, type ServerProcess } from '../support/server-process';

/** The instant the fuzz runs at (the same as the API tests' clock). */
export const PINNED_NOW = '2026-11-22T15:00:00.000Z';
/** Longer than any honest answer on loopback (signing up hashes a password in about 0.1 s). */
const REQUEST_TIMEOUT_MS = Number(process.env.FUZZ_REQUEST_TIMEOUT_MS ?? 5000);
/** The billing job's first run comes 1 s after start (billing-job.ts); its writes must not look like the fuzz's. */
const FIRST_BILLING_RUN_MS = 1500;

export type Answer =
  | { ok: true; status: number; contentType: string; text: string; headers: Headers; ms: number }
  | { ok: false; failure: 'timeout' | 'connection_lost'; detail: string; ms: number };

export interface WireRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * The built server on the fuzz's database, over loopback HTTP. Out of process
 * on purpose: a request that loops forever or exhausts memory must show up as
 * a failed case, not freeze the test runner. After a hang or a crash the
 * server is killed and started again (about a second: the database is external).
 */
export class FuzzTarget {
  private server: ServerProcess | null = null;
  private errorLines: string[] = [];
  private exitCode: number | null | undefined;
  restarts = 0;

  constructor(
    private readonly options: { databaseUrl: string; dataDir: string; port: number; openFoodFactsUrl: string },
  ) {}

  get url() {
    return `http://127.0.0.1:${this.options.port}`;
  }

  async start() {
    this.server = await startServer({
      dataDir: this.options.dataDir,
      port: this.options.port,
      env: {
        DATABASE_URL: this.options.databaseUrl,
        TEST_CLOCK_CONTROL: 'true',
        BILLING_JOB_INTERVAL_MS: '3600000',
        LOG_LEVEL: 'error',
        // As in production; the fuzz's persona stays far below it except for its own endpoint.
        CHAT_RATE_LIMIT: '60',
        OPEN_FOOD_FACTS_URL: this.options.openFoodFactsUrl,
        WHATSAPP_API_URL: FUZZ_WHATSAPP.apiUrl,
        WHATSAPP_PHONE_NUMBER_ID: FUZZ_WHATSAPP.phoneNumberId,
        WHATSAPP_ACCESS_TOKEN: 'token-fuzz',
        WHATSAPP_APP_SECRET: FUZZ_WHATSAPP.appSecret,
        WHATSAPP_VERIFY_TOKEN: FUZZ_WHATSAPP.verifyToken,
        // Web Push on (decision 0049), towards loopback endpoints: a closed port, so sends find no push service.
        PUSH_ALLOW_LOOPBACK: 'true',
        REMINDER_JOB_INTERVAL_MS: '3600000',
      },
      onOutput: (text) => this.errorLines.push(...text.split('\n').filter(Boolean)),
    });
    this.exitCode = undefined;
    void this.server.exited.then((code) => (this.exitCode = code));
    const wait = this.server.startedAt + FIRST_BILLING_RUN_MS - Date.now();
    if (wait > 0) await delay(wait);
    await this.pinClock();
  }

  async stop() {
    if (this.server) await killServerGroup(this.server, { waitForPostmaster: false });
    this.server = null;
  }

  async restart() {
    await this.stop();
    this.restarts += 1;
    await this.start();
  }

  /** Puts the server's clock back at PINNED_NOW (it runs on from there). */
  async pinClock() {
    const response = await fetch(`${this.url}/api/test/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: this.url },
      body: JSON.stringify({ now: PINNED_NOW }),
    });
    if (response.status !== 200) throw new Error(`não foi possível fixar o relógio: ${response.status}`);
  }

  /** The server's error log lines since the last call (unhandled errors carry their message there). */
  takeErrorLines(): string[] {
    const lines = this.errorLines;
    this.errorLines = [];
    return lines;
  }

  output() {
    return this.server?.output() ?? '';
  }

  /**
   * One request on a connection of its own (node:http, no keep-alive): a
   * server that answers early and closes — a 413 while the body is still
   * coming — must not poison the next case's pooled socket.
   */
  async send(request: WireRequest, timeoutMs = REQUEST_TIMEOUT_MS): Promise<Answer> {
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    const result = await exchange(this.url, request, timeoutMs);
    if (result.ok) return { ...result, ms: ms() };
    await delay(50); // let the exit event of a crashed server arrive
    const exited = this.exitCode !== undefined ? ` (o processo terminou, código ${this.exitCode})` : '';
    const detail =
      result.failure === 'timeout' ? `sem resposta em ${timeoutMs} ms${exited}` : `${result.detail}${exited}`;
    // Either way the server is suspect: a hung event loop or a dead process. Start a fresh one.
    await this.restart();
    return { ok: false, failure: result.failure, detail, ms: ms() };
  }
}

type Exchange =
  | { ok: true; status: number; contentType: string; text: string; headers: Headers }
  | { ok: false; failure: 'timeout' | 'connection_lost'; detail: string };

function exchange(base: string, request: WireRequest, timeoutMs: number): Promise<Exchange> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (value: Exchange) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      resolve(value);
    };
    const url = new URL(base);
    const body = request.body === undefined ? undefined : Buffer.from(request.body, 'utf8');
    const req = http.request({
      host: url.hostname,
      port: url.port,
      method: request.method,
      path: request.path,
      agent: false,
      headers: { ...request.headers, connection: 'close', ...(body ? { 'content-length': body.length } : {}) },
    });
    const timer = setTimeout(() => finish({ ok: false, failure: 'timeout', detail: 'timeout' }), timeoutMs);
    req.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', (error) =>
        finish({ ok: false, failure: 'connection_lost', detail: `resposta interrompida: ${error.message}` }),
      );
      response.on('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(response.headers)) {
          for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, v);
        }
        finish({
          ok: true,
          status: response.statusCode ?? 0,
          contentType: String(response.headers['content-type'] ?? ''),
          text: Buffer.concat(chunks).toString('utf8'),
          headers,
        });
      });
    });
    // An early answer (413) may close the socket while the body is still being written: wait for it.
    req.on('error', (error) => {
      setTimeout(
        () => finish({ ok: false, failure: 'connection_lost', detail: `conexão perdida: ${error.message}` }),
        200,
      );
    });
    req.end(body);
  });
}
