import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { photoAnalysisSchema, photoMessages, photoNotices } from '../../../contracts/photos';
import { createAiClient } from '../../adapters/ai/ai-client';
import { createFoodRecognizer } from '../../adapters/ai/vision-foods';
import { CANNED_LUNCH, startFakeOpenAI, type FakeOpenAI } from '../../test/fake-openai';
import { plateJpeg } from '../../test/image-fixtures';
import { fetchPhoto, uploadPhoto } from '../../test/photo-upload';
import { granolaLabel } from '../../test/request-bodies';
import { browser, createTestApp, validSignup, type TestApp } from '../../test/test-app';
import { foodCatalogService } from '../foods/food-catalog';

const TIMEOUT_MS = 1_000;
let fake: FakeOpenAI;
let t: TestApp;
let ana: ReturnType<typeof browser>;
let waits: number[] = [];
let seed = 100;
/** A new image each time, so the cache only answers where a test means it to. */
const freshPhoto = () => plateJpeg(320, 240, seed++);

beforeAll(async () => {
  fake = await startFakeOpenAI({ apiKey: 'chave-teste' });
  const vision = createFoodRecognizer({
    client: createAiClient({ baseUrl: fake.baseUrl, apiKey: 'chave-teste' }, TIMEOUT_MS),
    model: 'visao-falsa',
    retry: { retries: 3, baseDelayMs: 1000, sleep: async (ms) => void waits.push(ms) },
  });
  t = await createTestApp({ vision, dailyPhotoLimit: 5 });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
let people = 0;
beforeEach(async () => {
  fake.reset();
  waits = [];
  // A new person per test: each starts with a fresh fair-use window and cache.
  ana = browser(t.app);
  await ana.post('/api/auth/signup', validSignup({ email: `ana.visao.${++people}@example.com` }));
});

describe('POST /api/analysis/photo com modelo de visão (simulado localmente)', () => {
  it('localiza no catálogo os alimentos nomeados: todos os números da TACO, nenhum do modelo', async () => {
    const res = await uploadPhoto(t.app, ana, await freshPhoto());
    expect(res.status).toBe(200);
    const body = photoAnalysisSchema.parse(res.body);
    expect(body).toMatchObject({ model: 'visao-falsa', needsDescription: false, notice: null, cached: false });
    const text = foodCatalogService().analyzeText(
      '3 colheres de servir de arroz branco cozido, 1 concha de feijão carioca cozido, 110 g de bife grelhado, 90 g de batata frita',
    );
    expect(body.items.map((i) => [i.foodId, i.grams, i.nutrients.energyKcal])).toEqual(
      text.items.map((i) => [i.foodId, i.grams, i.nutrients.energyKcal]),
    );
    expect(body.totals.energyKcal).toBeCloseTo(text.totals.energyKcal ?? 0, 1);
    expect(fake.requests[0]).toMatchObject({ model: 'visao-falsa', hasImage: true });
  });

  it('diz à tela que aqui as fotos são reconhecidas', async () => {
    expect((await ana.get('/api/analysis/photo')).body).toEqual({ recognizes: true });
  });

  it('marca aquilo de que o modelo não tinha certeza e pergunta do óleo escondido na fritura', async () => {
    const body = (await uploadPhoto(t.app, ana, await freshPhoto())).body;
    const unsure = body.items.filter((i: { confidence: number }) => i.confidence < 0.6);
    expect(unsure.map((i: { foodName: string }) => i.foodName)).toEqual(['Batata frita']);
    expect(body.questions).toHaveLength(1);
    expect(body.questions[0]).toMatchObject({ kind: 'hidden_fat', itemIndexes: [3] });
    expect(body.questions[0].text).toContain('Batata frita');
    expect(body.questions[0].suggestion).toMatchObject({ foodName: 'Óleo de soja', unit: 'colher de sopa' });
  });

  it('responde a mesma imagem, modelo e prompt pelo cache, sem chamar o modelo', async () => {
    const photo = await freshPhoto();
    const first = await uploadPhoto(t.app, ana, photo);
    const second = await uploadPhoto(t.app, ana, photo);
    expect(fake.requests).toHaveLength(1);
    expect(second.body.cached).toBe(true);
    expect(second.body.photoId).toBe(first.body.photoId);
    expect(second.body.items).toEqual(first.body.items);
    await uploadPhoto(t.app, ana, photo, { text: 'é arroz integral' });
    expect(fake.requests).toHaveLength(2); // another hint is another question
    expect(fake.requests[1]?.text).toContain('é arroz integral');
  });

  it('repete 5xx e 429 com espera crescente e então consegue', async () => {
    fake.enqueue({ kind: 'status', status: 500 }, { kind: 'status', status: 429 }, { kind: 'status', status: 502 });
    const res = await uploadPhoto(t.app, ana, await freshPhoto());
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(4);
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it('guarda a foto e oferece o caminho da descrição quando o modelo falha, nunca um 500', async () => {
    const faults = [
      { reply: { kind: 'status', status: 503 }, times: 4, notice: photoNotices.unavailable },
      {
        reply: { kind: 'content', content: CANNED_LUNCH, delayMs: 3 * TIMEOUT_MS },
        times: 1,
        notice: photoNotices.timeout,
      },
      { reply: { kind: 'content', content: '{"items": [arroz, feijão' }, times: 1, notice: photoNotices.invalidReply },
      {
        reply: { kind: 'content', content: '{"pratos":[{"nome":"arroz"}]}' },
        times: 1,
        notice: photoNotices.invalidReply,
      },
      { reply: { kind: 'raw', body: 'Bad Gateway', status: 200 }, times: 1, notice: photoNotices.invalidReply },
    ] as const;
    for (const fault of faults) {
      for (let i = 0; i < fault.times; i++) fake.enqueue(fault.reply);
      const res = await uploadPhoto(t.app, ana, await freshPhoto());
      expect([res.status, res.body.notice]).toEqual([200, fault.notice]);
      expect(res.body).toMatchObject({ items: [], needsDescription: true, model: 'visao-falsa' });
      expect((await fetchPhoto(t.app, ana, res.body.photoId)).status).toBe(200);
    }
  });

  it('analisa a dica digitada quando o modelo falha e não guarda a falha no cache', async () => {
    const photo = await freshPhoto();
    fake.enqueue({ kind: 'content', content: 'não sei' });
    const res = await uploadPhoto(t.app, ana, photo, { text: 'uma banana' });
    expect(res.body.items.map((i: { foodName: string }) => i.foodName)).toEqual(['Banana-prata']);
    expect(res.body.notice).toBe(photoNotices.invalidReply);
    const again = await uploadPhoto(t.app, ana, photo, { text: 'uma banana' });
    expect(again.body.cached).toBe(false);
    expect(fake.requests).toHaveLength(2);
  });

  it('põe primeiro os alimentos da própria pessoa, como a caixa de descrição; outra pessoa não os vê', async () => {
    expect((await ana.post('/api/my-foods', granolaLabel)).status).toBe(201);
    const granola = JSON.stringify({
      items: [{ name: 'granola caseira', preparation: null, measure: null, quantity: 1, grams: 40, confidence: 0.9 }],
    });
    fake.enqueue({ kind: 'content', content: granola });
    const mine = (await uploadPhoto(t.app, ana, await freshPhoto())).body;
    expect(mine.items.map((i: { foodName: string; foodSource: string }) => [i.foodName, i.foodSource])).toEqual([
      ['Granola da Vó Lurdes', 'custom'],
    ]);
    expect(mine.items[0].nutrients.energyKcal).toBeCloseTo(180, 5); // the label's 180 kcal per 40 g portion

    const bia = browser(t.app);
    await bia.post('/api/auth/signup', validSignup({ email: `bia.visao.${people}@example.com` }));
    fake.enqueue({ kind: 'content', content: granola });
    const theirs = (await uploadPhoto(t.app, bia, await freshPhoto())).body;
    expect(theirs.items.map((i: { foodSource: string }) => i.foodSource)).not.toContain('custom');
  });

  it('usa os alimentos da própria pessoa na dica digitada quando o modelo falha', async () => {
    expect((await ana.post('/api/my-foods', granolaLabel)).status).toBe(201);
    fake.enqueue({ kind: 'content', content: 'não sei' });
    const res = await uploadPhoto(t.app, ana, await freshPhoto(), { text: 'granola caseira' });
    expect(res.body.items.map((i: { foodName: string }) => i.foodName)).toEqual(['Granola da Vó Lurdes']);
  });

  it('avisa quando a foto não mostra comida', async () => {
    fake.enqueue({ kind: 'content', content: '{"items":[]}' });
    const res = await uploadPhoto(t.app, ana, await freshPhoto());
    expect(res.body).toMatchObject({ items: [], needsDescription: true, notice: photoNotices.noFood });
  });

  it('mantém o limite de uso justo quando as fotos chegam ao mesmo tempo', async () => {
    const photos = await Promise.all(Array.from({ length: 8 }, () => freshPhoto()));
    const answers = await Promise.all(photos.map((photo) => uploadPhoto(t.app, ana, photo)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(3);
    expect(fake.requests).toHaveLength(5);
  });

  it('mantém o limite de uso justo por pessoa a cada 24 horas com um 429 em pt-BR', async () => {
    for (let i = 0; i < 5; i++) expect((await uploadPhoto(t.app, ana, await freshPhoto())).status).toBe(200);
    const res = await uploadPhoto(t.app, ana, await freshPhoto());
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe('photo_limit_reached');
    expect(res.body.error.message).toBe(photoMessages.dailyLimit(5, 'em 24 horas'));
    expect(fake.requests).toHaveLength(5);
    const bia = browser(t.app);
    await bia.post('/api/auth/signup', validSignup({ email: 'bia.visao@example.com' }));
    expect((await uploadPhoto(t.app, bia, await freshPhoto())).status).toBe(200); // per person
    t.clock.advance(24 * 60 * 60 * 1000 + 1);
    expect((await uploadPhoto(t.app, ana, await freshPhoto())).status).toBe(200);
  });
});
