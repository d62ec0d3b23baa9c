// Figures (decision 0016): offline assistant reply latency through HTTP (p50/p99, JSON form) and, in model mode
// against the local fake OpenAI-compatible server, the time to the first streamed token (SSE delta) and
// to the whole reply. The fake answers at once, so the model figures are the app's own overhead.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { startApp, stopApp, tempDataDir } from './lib/app-process.mjs';

const QUESTIONS = [
  'quantas calorias tem 2 ovos cozidos?',
  'quanto de proteína tem 100 g de frango grelhado?',
  'quanto ainda posso comer hoje?',
  'como estou na semana?',
  'comi um pão francês com manteiga no café',
  'me sugira um lanche com 20 g de proteína e até 300 kcal',
  'como funciona o teste grátis?',
  'qual a capital da França?',
];
const OFFLINE_REQUESTS = 400;
const MODEL_REQUESTS = 150;
const KEY = 'bench-chave';

export default async function bench() {
  const offline = await withApp({ port: 3231, dbPort: 55531, env: {} }, async (baseUrl, cookie) => {
    for (let i = 0; i < 40; i++) await ask(baseUrl, cookie, QUESTIONS[i % QUESTIONS.length]); // warm-up
    const times = [];
    for (let i = 0; i < OFFLINE_REQUESTS; i++) times.push(await ask(baseUrl, cookie, QUESTIONS[i % QUESTIONS.length]));
    return times;
  });

  // node --import tsx (not npx): the pid we stop is the server itself, so nothing outlives the bench.
  const fake = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/fake-openai-chat-server.ts', KEY], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const { baseUrl: fakeUrl } = JSON.parse(await firstLine(fake.stdout));
  let model;
  try {
    const env = { AI_BASE_URL: fakeUrl, AI_API_KEY: KEY, AI_CHAT_MODEL: 'bench-model' };
    model = await withApp({ port: 3232, dbPort: 55532, env }, async (baseUrl, cookie) => {
      for (let i = 0; i < 20; i++) await askStreaming(baseUrl, cookie, 'oi');
      const first = [];
      const total = [];
      for (let i = 0; i < MODEL_REQUESTS; i++) {
        const t = await askStreaming(baseUrl, cookie, QUESTIONS[i % QUESTIONS.length]);
        first.push(t.firstTokenMs);
        total.push(t.totalMs);
      }
      return { first, total };
    });
  } finally {
    const exited = new Promise((resolve) => fake.once('exit', resolve));
    fake.kill('SIGTERM');
    await exited;
  }
  return {
    [`offline: resposta HTTP (JSON), ${OFFLINE_REQUESTS} perguntas, p50 (ms)`]: round(percentile(offline, 0.5)),
    'offline: resposta HTTP (JSON), p99 (ms)': round(percentile(offline, 0.99)),
    [`modelo (fake local): primeiro token via SSE, ${MODEL_REQUESTS} perguntas, p50 (ms)`]: round(
      percentile(model.first, 0.5),
    ),
    'modelo (fake local): primeiro token via SSE, p99 (ms)': round(percentile(model.first, 0.99)),
    'modelo (fake local): resposta completa, p50 (ms)': round(percentile(model.total, 0.5)),
  };
}

/** Starts the built app with extra env (a high rate limit: the bench sends hundreds of messages). */
async function withApp({ port, dbPort, env }, run) {
  const saved = { ...process.env };
  Object.assign(process.env, { CHAT_RATE_LIMIT: '100000', ...env });
  const dataDir = tempDataDir();
  let app;
  try {
    app = await startApp({ dataDir, port, dbPort });
  } finally {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  }
  try {
    return await run(app.baseUrl, await signUp(app.baseUrl));
  } finally {
    await stopApp(app.child, dataDir);
  }
}

async function signUp(baseUrl) {
  const headers = { 'content-type': 'application/json', origin: baseUrl };
  const res = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      name: 'Bench Chat',
      email: 'bench.chat@example.com',
      password: 'Segura123!',
      confirmPassword: 'Segura123!',
      terms: true,
      disclaimer: true,
      healthData: true,
    }),
  });
  if (res.status !== 201) throw new Error(`cadastro falhou: ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const onboarding = await fetch(`${baseUrl}/api/me/onboarding`, {
    method: 'PUT',
    headers: { ...headers, cookie },
    body: JSON.stringify({
      goal: 'lose',
      activity: 'light',
      sex: 'female',
      birthDate: '1996-05-10',
      heightCm: 165,
      weightKg: 60,
    }),
  });
  if (onboarding.status !== 200) throw new Error(`onboarding falhou: ${onboarding.status}`);
  return cookie;
}

async function ask(baseUrl, cookie, text) {
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/chat/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', origin: baseUrl, cookie },
    body: JSON.stringify({ text }),
  });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`chat respondeu ${res.status}`);
  return performance.now() - started;
}

async function askStreaming(baseUrl, cookie, text) {
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/chat/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', origin: baseUrl, cookie },
    body: JSON.stringify({ text }),
  });
  if (res.status !== 200) throw new Error(`chat respondeu ${res.status}`);
  const decoder = new TextDecoder();
  let body = '';
  let firstTokenMs = null;
  for await (const chunk of res.body) {
    body += decoder.decode(chunk, { stream: true });
    if (firstTokenMs === null && body.includes('event: delta')) firstTokenMs = performance.now() - started;
  }
  if (!body.includes('event: reply')) throw new Error('o modelo não respondeu');
  return { firstTokenMs, totalMs: performance.now() - started };
}

function firstLine(stream) {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: stream });
    lines.once('line', (line) => {
      lines.close();
      resolve(line);
    });
    stream.once('end', () => reject(new Error('o servidor falso não iniciou')));
  });
}

function percentile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

const round = (ms) => Math.round(ms * 100) / 100;
