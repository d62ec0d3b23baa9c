import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrl } from '../../contracts/api-route';
import { listApiRoutes } from '../../contracts/api-routes/all';
import { waterApi } from '../../contracts/api-routes/food-log';
import { newPerson } from '../test/billing-helpers';
import { mountedApiRoutes } from '../test/mounted-routes';
import { createTestApp, TEST_ORIGIN, validOnboarding, type TestApp } from '../test/test-app';
import { NOT_FOUND_MESSAGES } from './not-found';

/** The route table of src/contracts/api-routes (decision 0060) against the app the server really mounts. */
let t: TestApp;
beforeAll(async () => {
  // With the test clock, as the journeys run it: POST /api/test/clock is in the table too.
  t = await createTestApp({ clockControl: true });
});
afterAll(async () => {
  await t?.close();
});

const table = listApiRoutes();
const SOME_ID = '00000000-0000-4000-8000-000000000000';
const filled = (path: string) => apiUrl({ path }, new Proxy({}, { get: () => SOME_ID }));

describe('a tabela de rotas da API', () => {
  it('nomeia cada rota montada uma vez, e nenhuma que o servidor não monta', () => {
    const mounted = mountedApiRoutes(t.app);
    const keys = table.map((entry) => entry.key);
    expect(
      keys.filter((key, i) => keys.indexOf(key) !== i),
      'rotas repetidas na tabela',
    ).toEqual([]);
    expect(
      mounted.filter((route) => !keys.includes(route)),
      'rotas montadas fora da tabela',
    ).toEqual([]);
    expect(
      keys.filter((key) => !mounted.includes(key)),
      'rotas da tabela que o servidor não monta',
    ).toEqual([]);
  });

  it.each(table.map((entry) => [entry.key, entry] as const))(
    '%s chega a uma rota (nunca "Rota não encontrada")',
    async (_, entry) => {
      const response = await t.app.request(filled(entry.route.path), {
        method: entry.route.method,
        headers: { origin: TEST_ORIGIN, accept: 'application/json' },
      });
      const text = await response.text();
      expect(text, `${entry.name}: ${response.status}`).not.toContain(NOT_FOUND_MESSAGES.route);
    },
  );

  it('as respostas de uma pessoa nova seguem os contratos da tabela (os GET sem parâmetros)', async () => {
    const ana = await newPerson(t);
    expect((await ana.put('/api/me/onboarding', validOnboarding())).status).toBe(200);
    const reads = table.filter(
      ({ route }) => route.method === 'GET' && !route.path.includes(':') && typeof route.response !== 'string',
    );
    const checked: string[] = [];
    for (const { name, route } of reads) {
      const response = await ana.get(route.path);
      if (response.status !== 200) continue; // Premium, push off, no plan yet: refusals have their own tests.
      const schema = route.response as Exclude<typeof route.response, string>;
      const parsed = schema.safeParse(response.body);
      expect(parsed.error?.issues, name).toBeUndefined();
      checked.push(name);
    }
    expect(checked.length).toBeGreaterThan(25);
  });

  it('POST /api/water responde o copo no contrato (a falta que a issue 31 achou)', async () => {
    const ana = await newPerson(t);
    expect((await ana.put('/api/me/onboarding', validOnboarding())).status).toBe(200);
    const logged = await ana.post(waterApi.log.path, { ml: 250 });
    expect(logged.status).toBe(201);
    expect(waterApi.log.response.parse(logged.body)).toMatchObject({ ml: 250 });
  });
});
