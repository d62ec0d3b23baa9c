import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { webhookSignature } from '../adapters/whatsapp/webhook-signature';
import { whatsappGraph } from '../adapters/whatsapp/whatsapp-graph';
import type { WhatsappSettings } from '../config-whatsapp';
import {
  deliveryOf,
  startFakeWhatsappGraph,
  TEST_WHATSAPP_SETTINGS,
  textMessage,
  type FakeWhatsappGraph,
} from './fake-whatsapp-graph';
import { browser, createTestApp, validOnboarding, validSignup, type TestApp } from './test-app';

export interface WhatsappTestKit {
  t: TestApp;
  graph: FakeWhatsappGraph;
  channel: { graph: ReturnType<typeof whatsappGraph>; settings: WhatsappSettings };
}

/**
 * A WhatsApp API test file's app, fake Graph API and helpers: call once at the top of the file (it registers the
 * file's hooks). The app's clock starts at 2026-11-22T15:00:00Z = 12:00 in São Paulo.
 */
export function whatsappTestKit() {
  const settings = TEST_WHATSAPP_SETTINGS;
  const kit = {} as WhatsappTestKit;
  beforeAll(async () => {
    kit.graph = await startFakeWhatsappGraph({
      phoneNumberId: settings.phoneNumberId,
      accessToken: settings.accessToken,
    });
    const mediaHosts = [new URL(kit.graph.url).host];
    kit.channel = {
      settings: { ...settings, apiUrl: kit.graph.url, mediaHosts },
      graph: whatsappGraph({ ...settings, apiUrl: kit.graph.url, mediaHosts, timeoutMs: 500 }),
    };
    kit.t = await createTestApp({ whatsapp: kit.channel });
  });
  afterAll(async () => {
    await kit.t.close();
    await kit.graph.close();
  });
  beforeEach(() => kit.graph.reset());

  let nextPhone = 1;
  const newPhone = () => `55119${String(87650000 + nextPhone++).padStart(8, '0')}`;

  /** A delivery signed as Meta signs it (or with the signature given). */
  async function deliver(messages: unknown[], signature?: string | null) {
    const body = JSON.stringify(deliveryOf(settings.phoneNumberId, messages));
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const sig = signature === undefined ? webhookSignature(settings.appSecret, body) : signature;
    if (sig !== null) headers['x-hub-signature-256'] = sig;
    return kit.t.app.request('/api/whatsapp/webhook', { method: 'POST', headers, body });
  }

  const work = () => kit.t.app.whatsapp.processDue(kit.t.clock.now());
  const inboxCount = async () =>
    Number(((await kit.t.db.execute(sql`select count(*)::int as n from whatsapp_inbox`)).rows[0] as { n: number }).n);

  async function person(email: string) {
    const client = browser(kit.t.app);
    const signup = await client.post('/api/auth/signup', validSignup({ email }));
    await client.put('/api/me/onboarding', validOnboarding());
    return Object.assign(client, { id: signup.body.id as string });
  }

  /** A person with this number linked through the real flow: code in Settings, code sent from the phone. */
  async function linkedPerson(email: string, phone = newPhone()) {
    const who = await person(email);
    const code = await who.post('/api/whatsapp/link-code');
    expect(code.status).toBe(201);
    expect((await deliver([textMessage(phone, `Meu código: ${code.body.code}`)])).status).toBe(200);
    await work();
    expect(kit.graph.sent.at(-1)?.text).toContain('conectado à sua conta');
    kit.graph.reset();
    return Object.assign(who, { phone });
  }

  return { kit, settings, newPhone, deliver, work, inboxCount, person, linkedPerson };
}
