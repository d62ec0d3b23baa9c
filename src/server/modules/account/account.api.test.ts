import { eq, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import {
  notifications,
  outboxEmails,
  photos,
  pushSubscriptions,
  rateLimits,
  userSettings,
  users,
} from '../../db/schema';
import { pngImage } from '../../test/image-fixtures';
import { TEST_ORIGIN } from '../../test/test-app';
import { TEST_CARD, newPerson, subscribeWith } from '../../test/billing-helpers';
import { browser, createTestApp, validOnboarding, type TestApp } from '../../test/test-app';
import { diskStorage } from '../../adapters/storage/disk-storage';

let t: TestApp;
/** The app's own photo storage (local disk in a throw-away folder), to put files and look for them. */
let storage: ReturnType<typeof diskStorage>;
const stored = { has: async (key: string) => (await storage.get(key)) !== null };
beforeAll(async () => {
  t = await createTestApp();
  storage = diskStorage(t.uploads);
});
afterAll(() => t.close());

const lunch = {
  slot: 'almoco',
  eatenAt: '2026-11-22T14:30:00.000Z',
  items: [
    { foodId: 'taco-3', quantity: 2, measureId: 'colher-de-servir' },
    { foodId: 'taco-561', quantity: 1, measureId: 'concha' },
  ],
  note: '=SOMA(A1), no trabalho',
};

/** A person with something in every table the product writes: meals with a photo, water, weight, a notification. */
async function busyPerson(name: string) {
  const person = await newPerson(t, name);
  await person.put('/api/me/onboarding', validOnboarding());
  const [photo] = await t.db
    .insert(photos)
    .values({
      userId: person.id,
      sha256: `sha-${person.id}`,
      width: 1280,
      height: 960,
      bytes: 4,
      storageKey: `photos/${person.id}/a.jpg`,
      thumbStorageKey: `photos/${person.id}/a-thumb.jpg`,
      createdAt: t.clock.now(),
    })
    .returning();
  await storage.put(photo!.storageKey, new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), 'image/jpeg');
  await storage.put(photo!.thumbStorageKey, new Uint8Array([0xff, 0xd8]), 'image/jpeg');
  const meal = await person.post('/api/meals', { ...lunch, photoId: photo!.id });
  expect(meal.status).toBe(201);
  await person.post('/api/water', { ml: 250 });
  await person.post('/api/weights', { weightKg: 59.5 });
  const myFood = { name: 'Pão da padaria', basis: 'per100g', portionLabel: 'unidade', portionGrams: 50 };
  expect(
    (
      await person.post('/api/my-foods', {
        ...myFood,
        energyKcal: 290,
        carbsG: 58,
        proteinG: 9,
        fatG: 3,
        saturatedFatG: '0,6',
      })
    ).status,
  ).toBe(201);
  expect((await person.post('/api/chat/messages', { text: 'quantas calorias tem 2 ovos cozidos?' })).status).toBe(200);
  expect((await person.post('/api/settings/tokens', { name: 'Claude', scope: 'read' })).status).toBe(201);
  await person.put('/api/settings/notifications', {
    trialReminders: true,
    streakMilestones: true,
    weeklySummary: false,
  });
  await t.db.insert(notifications).values({
    userId: person.id,
    kind: 'streak_milestone',
    key: `3:${person.id}`,
    title: 'Teste',
    body: 'Teste',
    createdAt: t.clock.now(),
  });
  return Object.assign(person, { photo: photo!, meal: meal.body as { id: string } });
}

/** Every table with a user_id column, counted for one person. */
async function rowsPerTable(userId: string) {
  const counts: Record<string, number> = {};
  for (const table of Object.values(schema)) {
    if (!table || typeof table !== 'object' || !('userId' in getTableColumns(table as PgTable))) continue;
    const name = getTableName(table as PgTable);
    const result = await t.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(name)} where user_id = ${userId}`,
    );
    counts[name] = Number((result.rows[0] as { n: number }).n);
  }
  return counts;
}

describe('exportação dos dados', () => {
  it('traz em JSON tudo da pessoa, sem segredos e sem nada de outra pessoa', async () => {
    const ana = await busyPerson('Ana Souza');
    const bia = await busyPerson('Bia Lima');
    // A push device (as POST /api/push/subscriptions stores it): only its name, dates and service host are exported.
    const endpoint = 'https://fcm.googleapis.com/fcm/send/segredo-do-endpoint';
    await t.db.insert(pushSubscriptions).values({
      userId: ana.id,
      endpoint,
      p256dh: 'chave-publica-do-navegador',
      auth: 'segredo-auth-do-navegador',
      deviceName: 'Chrome no Android',
      createdAt: t.clock.now(),
    });
    // Viewing last week's review keeps its suggestion (decision 0067): exported with who wrote it.
    const { suggestion } = (await ana.get('/api/weekly-review')).body;
    const res = await ana.get('/api/account/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="nutri-meus-dados-2026-11-22\.json"/);
    const data = res.body;
    expect(data.account).toMatchObject({ id: ana.id, email: ana.email, name: 'Ana Souza', hasPassword: true });
    expect(JSON.stringify(data)).not.toMatch(/argon2|passwordHash|tokenHash/);
    expect(data.consents.map((c: { kind: string }) => c.kind).sort()).toEqual(['disclaimer', 'health_data', 'terms']);
    expect(data.auditLog.map((e: { kind: string }) => e.kind)).toContain('export');
    expect(data.profile).toMatchObject({ goal: 'lose', weightKg: 60 });
    expect(data.settings).toMatchObject({ weeklySummary: false });
    expect(data.meals).toHaveLength(1);
    expect(data.meals[0].items).toHaveLength(2);
    expect(data.meals[0].photoId).toBe(ana.photo.id);
    expect(data.water).toEqual([expect.objectContaining({ ml: 250 })]);
    expect(data.weights).toEqual([expect.objectContaining({ weightKg: 59.5 })]);
    expect(data.myFoods).toEqual([
      expect.objectContaining({
        name: 'Pão da padaria',
        energyKcal: 290,
        fiberG: null,
        saturatedFatG: 0.6,
        sugarsTotalG: null,
      }),
    ]);
    expect(data.notifications).toHaveLength(1);
    expect(data.pushDevices).toEqual([
      {
        deviceName: 'Chrome no Android',
        createdAt: t.clock.now().toISOString(),
        lastSentAt: null,
        service: 'fcm.googleapis.com',
      },
    ]);
    expect(data.weeklySuggestions).toEqual([
      { week: '2026-11-09', suggestion, writtenBy: 'rules', createdAt: t.clock.now().toISOString() },
    ]);
    expect(JSON.stringify(data)).not.toMatch(
      /segredo-do-endpoint|chave-publica-do-navegador|segredo-auth-do-navegador/,
    );
    expect(data.accessTokens).toEqual([expect.objectContaining({ name: 'Claude', scope: 'read', lastUsedAt: null })]);
    expect(data.accessTokens[0]).not.toHaveProperty('tokenHash');
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.chat.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(data.chat.messages[0].text).toBe('quantas calorias tem 2 ovos cozidos?');
    expect(JSON.stringify(data)).not.toContain(bia.id);
    expect(JSON.stringify(data)).not.toContain(bia.email);
  });

  it('em ZIP, acrescenta CSVs e as fotos', async () => {
    const caio = await busyPerson('Caio Prado');
    const res = await t.app.request('/api/account/export?format=zip', {
      headers: { cookie: [...caio.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(
      [
        'LEIA-ME.txt',
        'agua.csv',
        'dados.json',
        `fotos/${caio.photo.id}.jpg`,
        'itens.csv',
        'pesos.csv',
        'refeicoes.csv',
      ].sort(),
    );
    expect(files[`fotos/${caio.photo.id}.jpg`]).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]));
    // UTF-8 byte-order mark first (TextDecoder drops it when reading).
    expect([...files['refeicoes.csv']!.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // Brazilian spreadsheets: ';' between fields, decimal comma, São Paulo wall-clock time (14:30 UTC is 11:30).
    const meals = strFromU8(files['refeicoes.csv']!).split('\r\n');
    expect(meals[0]).toBe(
      'id;data;horario;refeicao;energia_kcal;proteinas_g;carboidratos_g;gorduras_g;fibras_g;sodio_mg;observacao;foto_id',
    );
    expect(meals[1]).toMatch(new RegExp(`^${caio.meal.id};2026-11-22;11:30;almoco;\\d+(,\\d+)?;`));
    expect(meals[1]).toContain(`;'=SOMA(A1), no trabalho;${caio.photo.id}`);
    const items = strFromU8(files['itens.csv']!).trim().split('\r\n');
    expect(items).toHaveLength(3);
    expect(items.join('\n')).not.toMatch(/\d\.\d/); // no dot decimals anywhere
    expect(strFromU8(files['pesos.csv']!)).toContain('59,5');
    expect(strFromU8(files['agua.csv']!).split('\r\n')[0]).toBe('data;horario;ml');
    // The JSON stays as it was: numbers and UTC instants.
    const json = JSON.parse(strFromU8(files['dados.json']!));
    expect(json.account.id).toBe(caio.id);
    expect(json.meals[0].eatenAt).toBe('2026-11-22T14:30:00.000Z');
    expect(json.weights[0].weightKg).toBe(59.5);
  });

  it('exige sessão', async () => {
    expect((await browser(t.app).get('/api/account/export')).status).toBe(401);
  });
});

describe('exclusão da conta', () => {
  it('com senha errada não apaga nada (403)', async () => {
    const dani = await busyPerson('Dani Reis');
    const res = await dani.send('DELETE', '/api/account', { password: 'Errada123!' });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('wrong_password');
    expect((await dani.get('/api/me')).status).toBe(200);
    expect((await rowsPerTable(dani.id)).meals).toBe(1);
    expect((await dani.send('DELETE', '/api/account', {})).status).toBe(400);
  });

  it('apaga cada linha e foto da pessoa, revoga as sessões, cancela a assinatura e manda e-mail; outra pessoa não é tocada', async () => {
    const eva = await busyPerson('Eva Torres');
    const phone = browser(t.app);
    await phone.post('/api/auth/login', { email: eva.email, password: 'Segura123!' });
    await phone.post('/api/auth/login', { email: eva.email, password: 'Errada999!' });
    expect((await subscribeWith(eva, TEST_CARD.visa)).paid?.status).toBe(200);
    const form = new FormData();
    form.set('avatar', new File([new Uint8Array(await pngImage())], 'eu.png', { type: 'image/png' }));
    const cookie = [...eva.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const avatar = await t.app.request('/api/settings/avatar', {
      method: 'PUT',
      body: form,
      headers: { origin: TEST_ORIGIN, cookie },
    });
    expect(avatar.status).toBe(200);
    const [saved] = await t.db.select().from(userSettings).where(eq(userSettings.userId, eva.id));
    const avatarStorageKey = saved!.avatarStorageKey!;
    expect(await stored.has(avatarStorageKey)).toBe(true);
    const fabio = await busyPerson('Fabio Dias');
    const before = await rowsPerTable(eva.id);
    expect(before.meals).toBe(1);
    expect(before.sandbox_subscriptions).toBe(1);

    const res = await eva.send('DELETE', '/api/account', { password: 'Segura123!' });
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie().join(';')).toMatch(/nutri_session=;/);

    const after = await rowsPerTable(eva.id);
    expect(Object.entries(after).filter(([, count]) => count > 0)).toEqual([]);
    expect(Object.keys(after).length).toBeGreaterThanOrEqual(15);
    expect(await t.db.select().from(users).where(eq(users.id, eva.id))).toEqual([]);
    const limits = await t.db
      .select()
      .from(rateLimits)
      .where(sql`${rateLimits.key} like ${`%${eva.email}%`} or ${rateLimits.key} like ${`%${eva.id}%`}`);
    expect(limits).toEqual([]);
    expect(await stored.has(eva.photo.storageKey)).toBe(false);
    expect(await stored.has(eva.photo.thumbStorageKey)).toBe(false);
    expect(await stored.has(avatarStorageKey)).toBe(false);
    expect((await eva.get('/api/me')).status).toBe(401);
    expect((await phone.get('/api/me')).status).toBe(401);
    const [mail] = await t.db
      .select()
      .from(outboxEmails)
      .where(sql`${outboxEmails.to} = ${eva.email} and ${outboxEmails.subject} = 'Sua conta no Nutri foi excluída'`);
    expect(mail?.text).toContain('Confirmamos a exclusão da sua conta');
    expect((await browser(t.app).post('/api/auth/login', { email: eva.email, password: 'Segura123!' })).status).toBe(
      401,
    );

    // Fabio keeps everything.
    expect((await rowsPerTable(fabio.id)).meals).toBe(1);
    expect(await stored.has(fabio.photo.storageKey)).toBe(true);
    expect((await fabio.get('/api/me')).status).toBe(200);
    // The e-mail is free again.
    expect(
      (
        await browser(t.app).post('/api/auth/signup', {
          name: 'Eva Torres',
          email: eva.email,
          password: 'Segura123!',
          confirmPassword: 'Segura123!',
          terms: true,
          disclaimer: true,
          healthData: true,
        })
      ).status,
    ).toBe(201);
  });

  it('conta sem senha (Google) confirma com o e-mail digitado', async () => {
    const gabi = await busyPerson('Gabi Nunes');
    await t.db.update(users).set({ passwordHash: null }).where(eq(users.id, gabi.id));
    const wrong = await gabi.send('DELETE', '/api/account', { confirmEmail: 'outra@example.com' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields.confirmEmail).toBeDefined();
    expect((await gabi.send('DELETE', '/api/account', { confirmEmail: gabi.email })).status).toBe(204);
    expect(Object.values(await rowsPerTable(gabi.id)).every((n) => n === 0)).toBe(true);
  });

  it('exige sessão', async () => {
    expect((await browser(t.app).send('DELETE', '/api/account', { password: 'x' })).status).toBe(401);
  });
});
