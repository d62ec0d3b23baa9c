import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisSchema } from '../../../contracts/analysis';
import { browser, createTestApp, validSignup, type TestApp } from '../../test/test-app';

let t: TestApp;
let ana: ReturnType<typeof browser>;
beforeAll(async () => {
  t = await createTestApp();
  ana = browser(t.app);
  await ana.post('/api/auth/signup', validSignup({ email: 'ana.analysis@example.com' }));
});
afterAll(() => t.close());

describe('POST /api/analysis/text', () => {
  it('transforma a descrição em itens, gramas e nutrientes da tabela', async () => {
    const res = await ana.post('/api/analysis/text', { text: '2 pães franceses com manteiga e um café com leite' });
    expect(res.status).toBe(200);
    const analysis = analysisSchema.parse(res.body);
    expect(analysis.items.map((i) => [i.foodId, i.quantity, i.grams])).toEqual([
      ['recipe-pao-com-manteiga', 2, 120],
      ['recipe-cafe-com-leite', 1, 200],
    ]);
    const sum = analysis.items.reduce((s, i) => s + (i.nutrients.energyKcal ?? 0), 0);
    expect(analysis.totals.energyKcal).toBeCloseTo(sum, 2);
    expect(analysis.unmatched).toEqual([]);
  });

  it('lista o que não reconheceu em vez de descartar', async () => {
    const res = await ana.post('/api/analysis/text', { text: 'arroz e temaki' });
    expect(res.body.items.map((i: { foodName: string }) => i.foodName)).toEqual(['Arroz branco cozido']);
    expect(res.body.unmatched).toEqual(['temaki']);
  });

  it('diz a fonte de cada item: TACO, receita da TACO ou USDA para o que a TACO não tem', async () => {
    const res = await ana.post('/api/analysis/text', { text: 'arroz e feijão, filé de tilápia e 1 banana' });
    const analysis = analysisSchema.parse(res.body);
    expect(analysis.items.map((i) => [i.foodId, i.foodSource])).toEqual([
      ['recipe-arroz-e-feijao', 'recipe'],
      ['usda-fndds-26158013', 'usda'],
      ['taco-182', 'taco'],
    ]);
  });

  it('sem quantidade, usa a porção típica e diz que é típica; o que não conhece vem com semelhantes', async () => {
    const res = await ana.post('/api/analysis/text', { text: 'arroz, feijão, bife e pizza de frango' });
    const analysis = analysisSchema.parse(res.body);
    expect(analysis.items.map((i) => [i.foodId, i.grams, i.portionSource])).toEqual([
      ['taco-3', 125, 'typical'],
      ['taco-561', 140, 'typical'],
      ['taco-346', 100, 'typical'],
    ]);
    // Queijo coalho, the example before, is now IBGE POF's (decision 0039); this pizza no source has.
    expect(analysis.unmatched).toEqual(['pizza de frango']);
    expect(analysis.suggestions?.[0]?.foods.map((f) => f.foodName)).toContain('Pizza de muçarela');
  });

  it('recusa texto vazio ou com mais de 2.000 caracteres', async () => {
    const empty = await ana.post('/api/analysis/text', { text: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('Descreva a refeição');
    const long = await ana.post('/api/analysis/text', { text: 'arroz '.repeat(400) });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe('A descrição pode ter no máximo 2.000 caracteres');
    expect((await ana.post('/api/analysis/text', 'não é json')).status).toBe(400);
  });

  it('exige sessão e mesma origem', async () => {
    expect((await browser(t.app).post('/api/analysis/text', { text: 'arroz' })).status).toBe(401);
    const foreign = await ana.post('/api/analysis/text', { text: 'arroz' }, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
  });
});
