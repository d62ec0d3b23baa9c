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

describe('createFoodRecognizer (OpenAI-compatible, local fake)', () => {
  it('sends the photo and the hint with a JSON-schema response format and reads the named foods', async () => {
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

  it('retries 5xx and 429 with 1 s, 2 s… waits and then succeeds', async () => {
    fake.enqueue({ kind: 'status', status: 500 }, { kind: 'status', status: 429 });
    const result = await recognizer().recognize({ imageJpeg: IMAGE, hint: null });
    expect(result.ok).toBe(true);
    expect(waits).toEqual([1000, 2000]);
    expect(fake.requests).toHaveLength(3);
  });

  it('gives up after 3 retries', async () => {
    fake.enqueue(...Array.from({ length: 5 }, () => ({ kind: 'status' as const, status: 503 })));
    const result = await recognizer().recognize({ imageJpeg: IMAGE, hint: null });
    expect(result).toMatchObject({ ok: false, reason: 'unavailable' });
    expect(waits).toEqual([1000, 2000, 4000]);
    expect(fake.requests).toHaveLength(4);
  });

  it('does not retry a refusal such as 400 or 401', async () => {
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

  it('stops waiting for a slow reply at the timeout', async () => {
    fake.enqueue({ kind: 'content', content: CANNED_LUNCH, delayMs: 2_000 });
    const result = await recognizer(150).recognize({ imageJpeg: IMAGE, hint: null });
    expect(result).toMatchObject({ ok: false, reason: 'timeout' });
    expect(waits).toEqual([]);
  });

  it('refuses garbage, off-schema and non-OpenAI answers', async () => {
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

  it('accepts JSON in a Markdown fence and fills missing optional fields with null', async () => {
    fake.enqueue({ kind: 'content', content: '```json\n{"items":[{"name":"banana","confidence":0.8}]}\n```' });
    const result = await recognizer().recognize({ imageJpeg: IMAGE, hint: null });
    expect(result).toEqual({
      ok: true,
      items: [{ name: 'banana', preparation: null, measure: null, quantity: null, grams: null, confidence: 0.8 }],
    });
  });
});
