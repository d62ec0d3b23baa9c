import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxEmails, pushSubscriptions } from '../../db/schema';
import { CLAIM_LEASE_MS } from './claim-reminder';
import { usePushTestApp } from '../../test/push-helpers';
import { browser, validSignup } from '../../test/test-app';

// Tuesday 24/11/2026, 13:30 in São Paulo (UTC−3): lunch (usual 12:30 for a new person) is due from 13:15 to 15:15.
const TUESDAY_1330 = new Date('2026-11-24T16:30:00Z');
const env = usePushTestApp({ at: TUESDAY_1330 });

async function personWithDevice(email: string) {
  const b = browser(env.t.app);
  expect((await b.post('/api/auth/signup', validSignup({ email }))).status).toBe(201);
  const device = env.push.service.subscribe();
  expect((await b.post('/api/push/subscriptions', device)).status).toBe(201);
  return { b, device, received: () => env.push.service.delivered.filter((d) => d.subscriptionId === device.id) };
}

const lunchAt = (eatenAt: string) => ({
  slot: 'almoco',
  eatenAt,
  items: [{ foodId: 'taco-3', quantity: 2, measureId: 'colher-de-servir' }],
});

describe('lembretes de refeição', () => {
  it('lembra do almoço uma vez quando ele não foi registrado, e a tela que o toque abre', async () => {
    const ana = await personWithDevice('lembrete-ana@example.com');
    await env.t.app.reminders.runOnce();
    await env.t.app.reminders.runOnce();
    expect(ana.received().map((d) => d.payload)).toEqual([
      {
        title: 'Já registrou o almoço?',
        body: 'Ainda não há almoço registrado hoje. Toque para registrar em poucos segundos.',
        url: '/dashboard/analyze?refeicao=almoco',
        tag: 'meal-almoco',
      },
    ]);
    expect(ana.received()[0]!.ttl).toBe(3600);
  });

  it('não lembra quando o almoço já está registrado', async () => {
    const bia = await personWithDevice('lembrete-bia@example.com');
    expect((await bia.b.post('/api/meals', lunchAt('2026-11-24T15:10:00Z'))).status).toBe(201);
    await env.t.app.reminders.runOnce();
    expect(bia.received()).toEqual([]);
  });

  it('não lembra nas horas de silêncio nem fora da janela (sem lembrete atrasado)', async () => {
    const caio = await personWithDevice('lembrete-caio@example.com');
    const settings = (await caio.b.get('/api/reminders/settings')).body;
    expect(settings.usualTimes.almoco).toEqual({ time: '12:30', source: 'default' });
    const saved = await caio.b.put('/api/reminders/settings', {
      ...settings,
      quietFrom: '13:00',
      quietTo: '14:00',
      usualTimes: undefined,
    });
    expect(saved.status).toBe(200);
    await env.t.app.reminders.runOnce();
    expect(caio.received()).toEqual([]);
    // Lunch set by hand at 09:00: its window (09:45–11:45) has passed, so nothing is sent late.
    await caio.b.put('/api/reminders/settings', { ...settings, mealTimes: { almoco: '09:00' }, usualTimes: undefined });
    await env.t.app.reminders.runOnce();
    expect(caio.received()).toEqual([]);
  });

  it('dois servidores ao mesmo tempo mandam uma vez só', async () => {
    const dani = await personWithDevice('lembrete-dani@example.com');
    await Promise.all([env.t.app.reminders.runOnce(), env.t.app.reminders.runOnce(), env.t.app.reminders.runOnce()]);
    expect(dani.received()).toHaveLength(1);
  });

  it('um servidor que morre no meio do envio não perde o lembrete: depois do prazo da reserva, vai uma vez', async () => {
    const hana = await personWithDevice('lembrete-hana@example.com');
    // Server A claims Hana's lunch reminder and dies while sending it (its run never ends).
    const died = env.push.dieOnNextSendTo(hana.device.endpoint);
    void env.t.app.reminders.runOnce();
    await died;
    // Inside the lease the claim is still A's: another server does not send it.
    await env.t.app.reminders.runOnce();
    expect(hana.received()).toEqual([]);
    // After the lease, the next run of any server takes the claim over and sends it, once.
    env.t.clock.advance(CLAIM_LEASE_MS + 1_000);
    await Promise.all([env.t.app.reminders.runOnce(), env.t.app.reminders.runOnce()]);
    await env.t.app.reminders.runOnce();
    expect(hana.received().map((d) => (d.payload as { tag: string }).tag)).toEqual(['meal-almoco']);
  });

  it('remove o aparelho que o serviço de push diz que sumiu (410)', async () => {
    const eva = await personWithDevice('lembrete-eva@example.com');
    env.push.service.answerWith(eva.device.id, 410);
    await env.t.app.reminders.runOnce();
    const left = await env.t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, eva.device.endpoint));
    expect(left).toEqual([]);
  });

  it('recusa configurações inválidas em português', async () => {
    const fabi = await personWithDevice('lembrete-fabi@example.com');
    const settings = (await fabi.b.get('/api/reminders/settings')).body;
    const bad = await fabi.b.put('/api/reminders/settings', { ...settings, quietFrom: '25:00', usualTimes: undefined });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Informe o horário como 07:30 (00:00 a 23:59)');
    const cap = await fabi.b.put('/api/reminders/settings', { ...settings, dailyCap: 0, usualTimes: undefined });
    expect(cap.body.error.message).toContain('No mínimo 1');
  });

  it('por e-mail: HTML e texto, com List-Unsubscribe de um clique (RFC 8058)', async () => {
    const gabi = await personWithDevice('lembrete-gabi@example.com');
    const settings = (await gabi.b.get('/api/reminders/settings')).body;
    const channels = { ...settings.channels, meal: { push: false, email: true } };
    await gabi.b.put('/api/reminders/settings', { ...settings, channels, usualTimes: undefined });
    await env.t.app.reminders.runOnce();
    expect(gabi.received()).toEqual([]);
    const [email] = await env.t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, 'lembrete-gabi@example.com'))
      .orderBy(desc(outboxEmails.createdAt));
    expect(email?.subject).toBe('Já registrou o almoço?');
    expect(email?.html).toContain('<a href="http://localhost:3000/dashboard/analyze?refeicao=almoco"');
    expect(email?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const url = /^<(.+)>$/.exec(email!.headers!['List-Unsubscribe']!)![1]!;
    expect(email?.text).toContain(url);
    const path = url.replace('http://localhost:3000', '');
    // A mail provider's POST: no cookie, no Origin.
    const anonymous = await env.t.app.request(path, { method: 'POST', body: 'List-Unsubscribe=One-Click' });
    expect(anonymous.status).toBe(200);
    expect((await gabi.b.get('/api/reminders/settings')).body.channels.meal).toEqual({
      push: false,
      email: false,
      whatsapp: false,
    });
    const forged = await env.t.app.request(path.replace(/.{4}$/, 'AAAA'), { method: 'POST' });
    expect(forged.status).toBe(400);
  });
});
