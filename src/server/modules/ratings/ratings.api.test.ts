import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myRatingSchema, ratingSummarySchema } from '../../../contracts/ratings';
import { browser, createTestApp, validOnboarding, validSignup, type TestApp } from '../../test/test-app';

const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ratingsMinToShow: 3 }); // clock: 2026-11-22T15:00:00Z
});
afterAll(() => t.close());

/** A person who signed up now and logged `meals` meals today. */
async function person(email: string, meals = 5) {
  const client = browser(t.app);
  await client.post('/api/auth/signup', validSignup({ email }));
  await client.put('/api/me/onboarding', validOnboarding());
  for (let i = 0; i < meals; i++) {
    const eatenAt = new Date(t.clock.now().getTime() - i * 60_000).toISOString();
    const res = await client.post('/api/meals', { slot: 'almoco', eatenAt, items: [{ foodId: 'taco-3', grams: 100 }] });
    expect(res.status).toBe(201);
  }
  return client;
}

const summary = async () => ratingSummarySchema.parse((await browser(t.app).get('/api/ratings/summary')).body);
const me = async (client: ReturnType<typeof browser>) =>
  myRatingSchema.parse((await client.get('/api/ratings/me')).body);

describe('avaliação do app', () => {
  it('pergunta só depois de 14 dias com refeições registradas, uma vez; guarda uma avaliação por pessoa', async () => {
    const ana = await person('ana.rating@example.com');
    const rui = await person('rui.rating@example.com', 2);
    expect(await me(ana)).toEqual({ ask: false, rating: null });
    // Before the second week the server refuses a rating, whatever the app shows.
    const early = await ana.post('/api/ratings', { stars: 5 });
    expect(early.status).toBe(403);
    expect(early.body).toMatchObject({ error: { code: 'rating_not_open' } });

    t.clock.advance(14 * DAY);
    expect(await me(ana)).toEqual({ ask: true, rating: null });
    expect(await me(rui)).toEqual({ ask: false, rating: null }); // two meals only

    const saved = await ana.post('/api/ratings', { stars: 4, comment: '  Gosto das fontes dos números.  ' });
    expect(saved.status).toBe(201);
    expect(saved.body).toEqual({ stars: 4, comment: 'Gosto das fontes dos números.' });
    expect(await me(ana)).toEqual({ ask: false, rating: { stars: 4, comment: 'Gosto das fontes dos números.' } });

    const again = await ana.post('/api/ratings', { stars: 1 });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { message: 'Você já avaliou o Nutri. Obrigado!' } });
    expect((await me(ana)).rating).toEqual({ stars: 4, comment: 'Gosto das fontes dos números.' });
  });

  it('"Agora não" encerra a pergunta; a pessoa ainda pode avaliar depois', async () => {
    const bia = await person('bia.rating@example.com');
    t.clock.advance(14 * DAY);
    expect((await me(bia)).ask).toBe(true);
    expect((await bia.post('/api/ratings/dismiss')).status).toBe(204);
    expect((await bia.post('/api/ratings/dismiss')).status).toBe(204);
    expect(await me(bia)).toEqual({ ask: false, rating: null });
    expect((await bia.post('/api/ratings', { stars: 5, comment: '' })).body).toEqual({ stars: 5, comment: null });
  });

  it.each([
    [{}, 'Escolha de 1 a 5 estrelas'],
    [{ stars: 0 }, 'Escolha de 1 a 5 estrelas'],
    [{ stars: 6 }, 'Escolha de 1 a 5 estrelas'],
    [{ stars: 4.5 }, 'Escolha de 1 a 5 estrelas'],
    [{ stars: '5' }, 'Escolha de 1 a 5 estrelas'],
    [{ stars: 5, comment: 'x'.repeat(1001) }, 'O comentário pode ter no máximo 1.000 caracteres'],
    [{ stars: 5, comment: 3 }, 'O comentário precisa ser um texto'],
  ])('recusa %j com 400 e a mensagem em português', async (body, message) => {
    const caio = await person(`caio.${Math.random().toString(36).slice(2)}@example.com`, 0);
    const res = await caio.post('/api/ratings', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { code: 'validation_failed', message } });
  });

  it('pede sessão para ver, avaliar ou dispensar; o resumo é público', async () => {
    const anonymous = browser(t.app);
    expect((await anonymous.get('/api/ratings/me')).status).toBe(401);
    expect((await anonymous.post('/api/ratings', { stars: 5 })).status).toBe(401);
    expect((await anonymous.post('/api/ratings/dismiss')).status).toBe(401);
    expect((await anonymous.get('/api/ratings/summary')).status).toBe(200);
  });

  it('o resumo só aparece a partir do mínimo (RATINGS_MIN_TO_SHOW), sem contar quem dispensou', async () => {
    // Ana (4) and Bia (5) rated; a dismissal and a refused rating do not count.
    expect(await summary()).toBeNull();
    const dani = await person('dani.rating@example.com');
    t.clock.advance(14 * DAY);
    expect((await dani.post('/api/ratings', { stars: 4 })).status).toBe(201);
    expect(await summary()).toEqual({ average: 4.3, count: 3 });
  });
});
