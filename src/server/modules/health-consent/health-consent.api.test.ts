import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthConsentMessages } from '../../../contracts/health-consent';
import { HEALTH_DATA_CONSENT } from '../../../contracts/legal';
import { consents } from '../../db/schema';
import { browser, createTestApp, validOnboarding, validSignup, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const lunch = (at: Date) => ({
  slot: 'almoco',
  eatenAt: at.toISOString(),
  items: [{ foodId: 'taco-3', quantity: 2, measureId: 'colher-de-servir' }],
  note: null,
});

async function signedUp(email: string) {
  const person = browser(t.app);
  const res = await person.post('/api/auth/signup', validSignup({ email }));
  expect(res.status).toBe(201);
  return { person, userId: res.body.user?.id ?? (await person.get('/api/me')).body.id };
}

describe('consentimento para dados de saúde (LGPD art. 11, I)', () => {
  it('o cadastro sem a caixa própria é recusado com a mensagem em pt-BR', async () => {
    const res = await browser(t.app).post(
      '/api/auth/signup',
      validSignup({ email: 'sem@example.com', healthData: false }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields.healthData).toBe(healthConsentMessages.required);
  });

  it('o cadastro registra o consentimento com a versão e a hora, separado dos termos', async () => {
    const { person, userId } = await signedUp('bia@example.com');
    const [row] = await t.db
      .select()
      .from(consents)
      .where(and(eq(consents.userId, userId), eq(consents.kind, 'health_data')));
    expect(row).toMatchObject({ version: HEALTH_DATA_CONSENT.version, acceptedAt: t.clock.now(), withdrawnAt: null });
    expect((await person.get('/api/me')).body.healthConsentRequired).toBe(false);
    expect((await person.get('/api/settings/health-consent')).body).toEqual({
      given: true,
      version: HEALTH_DATA_CONSENT.version,
      acceptedAt: t.clock.now().toISOString(),
      withdrawnAt: null,
    });
  });

  it('retirado, recusa as escritas de dados de saúde com 403 em pt-BR; leitura e exclusão seguem; dado de novo, volta', async () => {
    const { person } = await signedUp('caio@example.com');
    const meal = await person.post('/api/meals', lunch(t.clock.now()));
    expect(meal.status).toBe(201);

    t.clock.advance(60_000);
    const withdrawn = await person.send('DELETE', '/api/settings/health-consent');
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ given: false, withdrawnAt: t.clock.now().toISOString() });
    expect((await person.get('/api/me')).body.healthConsentRequired).toBe(true);

    const refused = [
      await person.post('/api/meals', lunch(t.clock.now())),
      await person.send('PATCH', `/api/meals/${meal.body.id}`, { note: 'x' }),
      await person.post('/api/analysis/text', { text: '2 ovos' }),
      await person.post('/api/chat/messages', { text: 'oi' }),
      await person.post('/api/water', { ml: 250 }),
      await person.post('/api/weights', { weightKg: 60 }),
    ];
    for (const res of refused) {
      expect(res.status).toBe(403);
      expect(res.body.error).toEqual({ code: 'health_consent_required', message: healthConsentMessages.refused });
    }
    expect((await person.get('/api/meals')).status).toBe(200);
    expect((await person.send('DELETE', `/api/meals/${meal.body.id}`)).status).toBe(204);
    // Withdrawing twice says there is nothing to withdraw.
    expect((await person.send('DELETE', '/api/settings/health-consent')).status).toBe(409);

    t.clock.advance(60_000);
    expect((await person.post('/api/settings/health-consent', {})).status).toBe(400);
    const given = await person.post('/api/settings/health-consent', { consent: true });
    expect(given.status).toBe(200);
    expect(given.body).toMatchObject({ given: true, acceptedAt: t.clock.now().toISOString(), withdrawnAt: null });
    expect((await person.get('/api/me')).body.healthConsentRequired).toBe(false);
    expect((await person.post('/api/meals', lunch(t.clock.now()))).status).toBe(201);
    expect((await person.post('/api/settings/health-consent', { consent: true })).status).toBe(409);
  });

  it('uma conta sem o consentimento (anterior a ele) é recusada até dar, e quem não entrou recebe 401', async () => {
    const { person, userId } = await signedUp('dora@example.com');
    await t.db.delete(consents).where(and(eq(consents.userId, userId), eq(consents.kind, 'health_data')));
    expect((await person.get('/api/me')).body.healthConsentRequired).toBe(true);
    expect((await person.post('/api/water', { ml: 250 })).status).toBe(403);
    expect((await browser(t.app).post('/api/water', { ml: 250 })).status).toBe(401);
    expect((await person.post('/api/settings/health-consent', { consent: true })).status).toBe(200);
    expect((await person.post('/api/water', { ml: 250 })).status).toBe(201);
  });
});

describe('o onboarding pede o consentimento a quem ainda não deu', () => {
  it('sem a caixa, 400 com a mensagem; com ela, registra e libera as escritas', async () => {
    const { person, userId } = await signedUp('gil@example.com');
    await t.db.delete(consents).where(and(eq(consents.userId, userId), eq(consents.kind, 'health_data')));
    const refused = await person.put('/api/me/onboarding', validOnboarding());
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      code: 'health_consent_required',
      fields: { healthData: healthConsentMessages.required },
    });
    const done = await person.put('/api/me/onboarding', validOnboarding({ healthData: true }));
    expect(done.status).toBe(200);
    expect(done.body.healthConsentRequired).toBe(false);
    expect((await person.post('/api/water', { ml: 250 })).status).toBe(201);
  });
});
