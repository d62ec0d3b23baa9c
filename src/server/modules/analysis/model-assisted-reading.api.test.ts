import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { analysisSchema } from '../../../contracts/analysis';
import { needsConfirmation } from '../../../domain/meal-text/confidence';
import { startFakeOpenAI } from '../../test/fake-openai';
import { browser, createTestApp, validSignup, type TestApp } from '../../test/test-app';

const API_KEY = 'chave-de-teste-leitura';
let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
let t: TestApp;
let ana: ReturnType<typeof browser>;

/** What a language model answers for "temaki de salmão": names and amounts only, in the photo's JSON shape. */
const TEMAKI = JSON.stringify({
  items: [
    { name: 'arroz branco', preparation: 'cozido', measure: null, quantity: null, grams: 60, confidence: 0.8 },
    { name: 'salmão', preparation: 'cru', measure: null, quantity: null, grams: 40, confidence: 0.8, calories: 999 },
  ],
});

beforeAll(async () => {
  fake = await startFakeOpenAI({ apiKey: API_KEY });
  t = await createTestApp({
    chat: {
      rateLimit: 1000,
      rateWindowMs: 3_600_000,
      model: { baseUrl: fake.baseUrl, apiKey: API_KEY, model: 'nutri-leitura-teste', timeoutMs: 400 },
    },
  });
  ana = browser(t.app);
  await ana.post('/api/auth/signup', validSignup({ email: 'ana.leitura@example.com' }));
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.reset());

const analyse = async (text: string) => analysisSchema.parse((await ana.post('/api/analysis/text', { text })).body);

describe('leitura com modelo de linguagem (POST /api/analysis/text)', () => {
  it('manda ao modelo só o que as regras não leram; o catálogo dá os números, e o item pede "Confira"', async () => {
    fake.enqueue({ kind: 'content', content: TEMAKI });
    const analysis = await analyse('arroz, feijão e temaki de salmão');
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.text).toContain('"""temaki de salmão"""');
    expect(fake.requests[0]?.text).not.toContain('feijão');
    expect(fake.requests[0]?.responseFormat).toMatchObject({ type: 'json_schema' });
    const [arroz, feijao, ...fromModel] = analysis.items;
    expect([arroz?.foodId, feijao?.foodId]).toEqual(['taco-3', 'taco-561']);
    expect(fromModel.map((i) => [i.text, i.grams, needsConfirmation(i.confidence)])).toEqual([
      ['temaki de salmão', 60, true],
      ['temaki de salmão', 40, true],
    ]);
    expect(fromModel.map((i) => i.foodName).join(' ')).toMatch(/Arroz.*Salmão/i);
    expect(analysis.unmatched).toEqual([]);
    const sum = analysis.items.reduce((s, i) => s + (i.nutrients.energyKcal ?? 0), 0);
    expect(analysis.totals.energyKcal).toBeCloseTo(sum, 1);
  });

  it('guarda o que o modelo já leu: o mesmo trecho de novo não chama o modelo', async () => {
    fake.enqueue({ kind: 'content', content: TEMAKI });
    const first = await analyse('temaki de salmão grelhado');
    const again = await analyse('temaki de salmão grelhado');
    expect(fake.requests).toHaveLength(1);
    expect(again.items).toEqual(first.items);
  });

  it.each([
    ['lento demais', { kind: 'content' as const, content: TEMAKI, delayMs: 1500 }],
    ['fora do ar', { kind: 'status' as const, status: 500 }],
    ['responde lixo', { kind: 'raw' as const, body: '<html>erro</html>' }],
  ])('modelo %s: fica a leitura das regras, com o trecho em não reconhecidos', async (_case, reply) => {
    fake.setDefault(reply);
    const analysis = await analyse('arroz e poke de atum');
    expect(analysis.items.map((i) => i.foodId)).toEqual(['taco-3']);
    expect(analysis.unmatched).toEqual(['poke de atum']);
    fake.setDefault({ kind: 'content', content: TEMAKI });
  });
});
