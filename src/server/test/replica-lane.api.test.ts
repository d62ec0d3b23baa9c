import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { meals } from '../db/schema';
import { WROTE_COOKIE } from '../http/lag-tolerant-reads';
import { newPerson } from './billing-helpers';
import { createTestApp, validOnboarding, type TestApp } from './test-app';

/**
 * The external run reads from a streaming replica (decision 0064): this holds the run to it. Were the apps to stop
 * getting the replica, or the replica to stop lagging, the rest of the suite would pass while testing nothing of it.
 */
const withReplica = inject('replicaServerUrl') !== '';

describe.skipIf(!withReplica)('a execução com réplica', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('cada app lê o histórico na réplica, que mostra uma escrita de fora da sessão só depois de replicá-la', async () => {
    expect(await t.replica?.check()).toMatchObject({ usable: true });
    const ana = await newPerson(t, 'Ana Réplica');
    // Signing up wrote her account on the primary and began without a session: it marks her reads all the same.
    expect(ana.jar.has(WROTE_COOKIE)).toBe(true);
    expect((await ana.put('/api/me/onboarding', validOnboarding())).status).toBe(200);
    // Her own write marked her reads for the primary; without the mark they go to the replica.
    expect(ana.jar.has(WROTE_COOKIE)).toBe(true);
    // As she would be seconds later: the replica has her account, the mark is gone.
    await t.replicated();
    ana.jar.delete(WROTE_COOKIE);
    const at = new Date('2026-11-21T15:00:00.000Z');
    await t.db.insert(meals).values({
      userId: ana.id,
      slot: 'almoco',
      eatenAt: at,
      localDate: '2026-11-21',
      incompleteNutrients: [],
      searchText: 'x',
      catalogVersion: 'test',
      createdAt: at,
      updatedAt: at,
    });
    expect((await ana.get('/api/meals')).body.items).toEqual([]);
    await t.replicated();
    expect((await ana.get('/api/meals')).body.items).toHaveLength(1);
  });
});
