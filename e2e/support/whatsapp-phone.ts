import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';
import { deliveryOf } from '../../src/server/test/fake-whatsapp-graph';
import { baseURL, FAKE_WHATSAPP_PORT } from './ports';
import { expect, test } from './test';
import { E2E_WHATSAPP } from './whatsapp-settings';

// A person's phone on WhatsApp, for the journeys: its messages reach the app's webhook as Meta delivers them, and
// what the app sent it is read back from the fake Graph API.

/** What the person's phone does: Meta delivers their message to our webhook, signed with the app secret. */
export async function sendFromPhone(phone: string, text: string) {
  await deliver({ from: phone, id: newMessageId(), type: 'text', text: { body: text } });
}

export const newMessageId = () => `wamid.e2e-${Date.now()}-${Math.random()}`;

/** A mobile number of the area's own per journey; the worker's slot keeps two journeys running side by side apart. */
export const uniquePhone = (area: string) => `55${area}9${test.info().parallelIndex}${String(Date.now()).slice(-7)}`;

/** A message as Meta's webhook carries it (a text, a tapped reply button). */
export async function deliver(message: Record<string, unknown>) {
  const body = JSON.stringify(deliveryOf(E2E_WHATSAPP.phoneNumberId, [message]));
  const signature = `sha256=${createHmac('sha256', E2E_WHATSAPP.appSecret).update(body).digest('hex')}`;
  const res = await fetch(`${baseURL}/api/whatsapp/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
    body,
  });
  expect(res.status).toBe(200);
}

export type Sent = { to: string; text: string | null; buttons: Array<{ id: string; title: string }> };

export async function sentMessagesTo(phone: string): Promise<Sent[]> {
  const res = await fetch(`http://127.0.0.1:${FAKE_WHATSAPP_PORT}/_sent`);
  return ((await res.json()) as Sent[]).filter((s) => s.to === phone);
}

export async function sentTo(phone: string): Promise<string[]> {
  return (await sentMessagesTo(phone)).map((s) => s.text ?? '');
}

/** Settings → WhatsApp → "Gerar código", and the phone sends it: the number is linked to this account. */
export async function linkPhone(page: Page, phone: string) {
  await page.goto('/dashboard/settings#whatsapp');
  const section = page.locator('#whatsapp');
  await section.getByRole('button', { name: 'Gerar código' }).click();
  const code = (await section.getByTestId('whatsapp-code').textContent())?.trim() ?? '';
  await sendFromPhone(phone, code);
  await expect.poll(() => sentTo(phone), { timeout: 30_000 }).toEqual([expect.stringContaining('conectado')]);
}
