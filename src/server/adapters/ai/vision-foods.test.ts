import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CANNED_LUNCH, startFakeOpenAI, type FakeOpenAI } from '../../test/fake-openai';
import { createAiClient } from './ai-client';
import { PROMPT_VERSION } from './prompts/photo-foods.v1';
import { createFoodRecognizer } from './vision-foods';

const IMAGE = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
let fake: FakeOpenAI;
let waits: number[];
const retry = {
  retries: 3,
  baseDelayMs: 1000,
  sleep: async (ms: number) => {
    waits.push(ms);
  },
};
const recognizer = (timeoutMs = 5_000) =>
  createFoodRecognizer({
    client: createAiClient({ baseUrl: fake.baseUrl, apiKey: 'chave-de-teste' }, timeoutMs),
    model: 'visao-teste',
    retry,
  });

beforeAll(async () => {
  fake = await startFakeOpenAI({ apiKey: 'chave-de-teste' });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  waits = [];
});

describe('createFoodRecognizer (compatível com OpenAI, simulado localmente)', () => {
  it('envia a foto e a dica com formato de resposta JSON Schema e lê os alimentos nomeados', async () => {
    const result = await recognizer().recognize({ imageJpeg: IMAGE, hint: 'almoço de domingo' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.items.map((i) => [i.name, i.preparation, i.measure, i.quantity])).toEqual([
      ['arroz branco', 'cozido', 'colher de servir', 3],
      ['feijão carioca', 'cozido', 'concha', 1],
      ['bife', 'grelhado', null, 1],
      ['batata', 'frita', null, null],
    ]);
    expect(result.items[2]).not.toHaveProperty('calories');
    const [request] = fake.requests;
    expect(request?.model).toBe('visao-teste');
    expect(request?.hasImage).toBe(true);
    expect(request?.text).toContain('almoço de domingo');
    expect(request?.responseFormat).toMatchObject({ type: 'json_schema', json_schema: { strict: true } });
    expect(PROMPT_VERSION).toBe('photo-foods.v1');
  });

  it('repete 5xx e 429 com esperas de 1 s, 2 s… e então consegue', async () => {
    fake.enqueue({ kind: 'status', status: 500 }, { kind: 'status', status: 429 });
    const result = await recognizer().recognize({ imageJpeg: IMAGE, hint: null });
    expect(result.ok).toBe(true);
    expect(waits).toEqual([1000, 2000]);
    expect(fake.requests).toHaveLength(3);
  });

  it('desiste depois de 3 tentativas', async () => {
    fake.enqueue(...Array.from({ length: 5 }, () => ({ kind: 'status' as const, status: 503 })));
    const result = await recognizer().recognize({ imageJpeg: IMAGE, hint: null });
    expect(result).toMatchObject({ ok: false, reason: 'unavailable' });
    expect(waits).toEqual([1000, 2000, 4000]);
    expect(fake.requests).toHaveLength(4);
  });

  it('não repete uma recusa como 400 ou 401', async () => {
    fake.enqueue({ kind: 'status', status: 400 });
    expect(await recognizer().recognize({ imageJpeg: IMAGE, hint: null })).toMatchObject({ reason: 'unavailable' });
    const wrongKey = createFoodRecognizer({
      client: createAiClient({ baseUrl: fake.baseUrl, apiKey: 'outra' }),
      model: 'visao-teste',
      retry,
    });
    expect(await wrongKey.recognize({ imageJpeg: IMAGE, hint: null })).toMatchObject({ reason: 'unavailable' });
    expect(waits).toEqual([]);
  });

  it('para de esperar uma resposta lenta no tempo limite', async () => {
    fake.enqueue({ kind: 'content', content: CANNED_LUNCH, delayMs: 2_000 });
    const result = await recognizer(150).recognize({ imageJpeg: IMAGE, hint: null });
    expect(result).toMatchObject({ ok: false, reason: 'timeout' });
    expect(waits).toEqual([]);
  });

  it('recusa lixo, respostas fora do esquema e respostas que não são da OpenAI', async () => {
    fake.enqueue(
      { kind: 'content', content: 'Claro! No prato há arroz e feijão.' },
      { kind: 'content', content: JSON.stringify({ foods: [{ nome: 'arroz' }] }) },
      { kind: 'content', content: JSON.stringify({ items: [{ name: 'arroz', confidence: 7 }] }) },
      { kind: 'raw', body: '<html>502 Bad Gateway</html>' },
    );
    for (let i = 0; i < 4; i++) {
      expect(await recognizer().recognize({ imageJpeg: IMAGE, hint: null })).toMatchObject({
        ok: false,
        reason: 'invalid_reply',
      });
    }
  });

  it('aceita JSON dentro de bloco Markdown e preenche com null os campos opcionais ausentes', async () => {
    fake.enqueue({ kind: 'content', content: '```json\n{"items":[{"name":"banana","confidence":0.8}]}\n```' });
    const result = await recognizer().recognize({ imageJpeg: IMAGE, hint: null });
    expect(result).toEqual({
      ok: true,
      items: [{ name: 'banana', preparation: null, measure: null, quantity: null, grams: null, confidence: 0.8 }],
    });
  });
});
