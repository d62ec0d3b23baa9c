import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPerson } from '../test/billing-helpers';
import { createTestApp, type TestApp } from '../test/test-app';
import { NOT_FOUND_MESSAGES } from './not-found';

/** The 404s a person meets, as the server says them (issue 31 item 5). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('404 com o gênero certo', () => {
  it.each([
    ['GET', `/api/meals/${MISSING}`, 'Refeição não encontrada.'],
    ['DELETE', `/api/meals/${MISSING}`, 'Refeição não encontrada.'],
    ['GET', `/api/photos/${MISSING}`, 'Foto não encontrada.'],
    ['DELETE', `/api/my-foods/${MISSING}`, 'Alimento não encontrado.'],
    ['DELETE', `/api/settings/tokens/${MISSING}`, 'Token não encontrado.'],
    ['POST', `/api/chat/actions/${MISSING}/confirm`, 'Ação não encontrada.'],
    ['GET', '/api/nada-aqui', 'Rota não encontrada.'],
  ])('%s %s → "%s"', async (method, path, message) => {
    const person = await newPerson(t);
    const res = await person.send(method, path, method === 'GET' ? undefined : {});
    expect(res.status).toBe(404);
    expect(res.body.error).toEqual({ code: 'not_found', message });
    expect(Object.values(NOT_FOUND_MESSAGES)).toContain(message);
  });
});
