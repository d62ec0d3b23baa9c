import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weeklySuggestion } from '../../../domain/weekly-review/weekly-suggestion';
import type { ChatSettings } from '../../config-chat';
import { outboxEmails, weeklySuggestions } from '../../db/schema';
import { startFakeOpenAI, type FakeOpenAI } from '../../test/fake-openai';
import { usePushTestApp } from '../../test/push-helpers';
import { browser, validOnboarding, validSignup } from '../../test/test-app';

// "Sua semana"'s suggestion from the model (decision 0067), against a local OpenAI-compatible server on loopback.
const API_KEY = 'chave-de-teste-semana';
const app: { chat?: ChatSettings } = {};
let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI({ apiKey: API_KEY, defaultReply: { kind: 'status', status: 500 } });
  app.chat = {
    rateLimit: 1000,
    rateWindowMs: 3_600_000,
    model: { baseUrl: fake.baseUrl, apiKey: API_KEY, model: 'nutri-semana-teste', timeoutMs: 1_000 },
  };
});
afterAll(async () => {
  await fake.close();
});
const env = usePushTestApp({ app });

const MONDAY_0900 = new Date('2026-11-30T12:00:00Z');
const RICE = { foodId: 'taco-3', quantity: 4, measureId: 'colher-de-servir' };
const lunch = (day: string) => ({ slot: 'almoco', eatenAt: `2026-11-${day}T15:00:00Z`, items: [RICE] });

/**
 * Signed up on Sunday 22/11, so Monday 30/11 reviews the week of 23/11 to 29/11. With `sent`, a push device (and the
 * review's e-mail, on by default); without, nothing Monday's job sends, so only their page asks the model.
 */
async function person(email: string, sent: boolean) {
  const b = browser(env.t.app);
  const signup = await b.post('/api/auth/signup', validSignup({ email }));
  expect(signup.status).toBe(201);
  expect((await b.put('/api/me/onboarding', validOnboarding())).status).toBe(200);
  const device = env.push.service.subscribe();
  if (sent) expect((await b.post('/api/push/subscriptions', device)).status).toBe(201);
  else {
    const { usualTimes: _, whatsappLinked: __, ...settings } = (await b.get('/api/reminders/settings')).body;
    const channels = { ...settings.channels, weekly: { ...settings.channels.weekly, email: false } };
    expect((await b.put('/api/reminders/settings', { ...settings, channels })).status).toBe(200);
  }
  return { b, id: signup.body.id as string, device };
}

const review = async (b: ReturnType<typeof browser>) => (await b.get('/api/weekly-review')).body;
/** The rules' suggestion for the figures the page shows. */
const rulesFor = (shown: Record<string, unknown>) => {
  const { suggestion: _, suggestionWrittenBy: __, ...figures } = shown;
  return weeklySuggestion(figures as Parameters<typeof weeklySuggestion>[0]);
};
async function keptSource(userId: string) {
  const [row] = await env.t.db
    .select({ source: weeklySuggestions.source })
    .from(weeklySuggestions)
    .where(and(eq(weeklySuggestions.userId, userId), eq(weeklySuggestions.weekStart, '2026-11-23')));
  return row?.source;
}

let ana: Awaited<ReturnType<typeof person>>;
let bia: Awaited<ReturnType<typeof person>>;
let caio: Awaited<ReturnType<typeof person>>;
beforeAll(async () => {
  ana = await person('sugestao-ana@example.com', true);
  bia = await person('sugestao-bia@example.com', false);
  caio = await person('sugestao-caio@example.com', false);
  env.t.clock.advance(MONDAY_0900.getTime() - env.t.clock.now().getTime());
  for (const who of [ana, bia, caio]) {
    for (const day of ['24', '25', '26']) expect((await who.b.post('/api/meals', lunch(day))).status).toBe(201);
  }
});

describe('a sugestão de "Sua semana" escrita pelo modelo', () => {
  it('usa a resposta do modelo, feita só dos números da semana, e a mesma em página, push e e-mail', async () => {
    const answer = 'Você registrou 3 de 7 dias. Nesta semana, registre também o jantar na maioria dos dias.';
    fake.reset();
    fake.enqueue({ kind: 'content', content: `"${answer}"` });
    const shown = await review(ana.b);
    expect(shown.suggestion).toBe(answer);
    // The page is told who wrote it, so it can say the AI did.
    expect(shown.suggestionWrittenBy).toBe('model');
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.model).toBe('nutri-semana-teste');
    expect(fake.requests[0]!.text).toContain('Dias com registro: 3 de 7');
    expect(fake.requests[0]!.text).not.toContain('sugestao-ana');
    expect(await keptSource(ana.id)).toBe('model');
    // Kept: the page again and Monday's sends use it without asking again.
    expect(await review(ana.b)).toMatchObject({ suggestion: answer, suggestionWrittenBy: 'model' });
    await env.t.app.reminders.runOnce();
    expect(fake.requests).toHaveLength(1);
    const pushed = env.push.service.delivered.filter(
      (d) => d.subscriptionId === ana.device.id && (d.payload as { tag: string }).tag === 'weekly',
    );
    expect(pushed.map((d) => (d.payload as { body: string }).body)).toEqual([`3 de 7 dias registrados. ${answer}`]);
    const [email] = await env.t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, 'sugestao-ana@example.com'))
      .orderBy(desc(outboxEmails.createdAt));
    expect(email?.text).toContain(`Sugestão para esta semana: ${answer}`);
    // A meal logged late changes the figures, so the suggestion is written again from the new ones.
    expect((await ana.b.post('/api/meals', lunch('27'))).status).toBe(201);
    const again = 'Você registrou 4 de 7 dias. Nesta semana, mantenha o almoço e registre também o jantar.';
    fake.enqueue({ kind: 'content', content: again });
    expect((await review(ana.b)).suggestion).toBe(again);
    expect(fake.requests.at(-1)!.text).toContain('Dias com registro: 4 de 7');
  });

  it('recusa uma resposta com um número que não está nos dados: vale a sugestão das regras', async () => {
    fake.reset();
    fake.enqueue({
      kind: 'content',
      content: 'Você comeu em média 4.321 kcal por dia: nesta semana, sirva uma porção menor de arroz no jantar.',
    });
    const shown = await review(bia.b);
    expect(fake.requests).toHaveLength(1);
    expect(shown.suggestion).toBe(rulesFor(shown));
    expect(shown.suggestion).not.toContain('4.321');
    expect(shown.suggestionWrittenBy).toBe('rules');
    expect(await keptSource(bia.id)).toBe('rules');
  });

  it('com o modelo lento demais ou fora do ar, vale a sugestão das regras', async () => {
    fake.reset();
    // Slower than the model's time (1 s here): not retried.
    fake.enqueue({ kind: 'content', content: 'Você registrou 3 de 7 dias. Registre o jantar também.', delayMs: 1_500 });
    const slow = await review(caio.b);
    expect(fake.requests).toHaveLength(1);
    expect(slow.suggestion).toBe(rulesFor(slow));
    expect(slow.suggestionWrittenBy).toBe('rules');
    // The server is gone (connection refused): a new figure asks again, and the rules answer.
    await fake.close();
    expect((await caio.b.post('/api/meals', lunch('28'))).status).toBe(201);
    const down = await review(caio.b);
    expect(down.daysLogged).toBe(4);
    expect(down.suggestion).toBe(rulesFor(down));
    expect(await keptSource(caio.id)).toBe('rules');
  });
});
