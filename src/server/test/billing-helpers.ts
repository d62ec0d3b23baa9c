import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { billingInvoices, outboxEmails, sandboxCharges } from '../db/schema';
import { browser, validSignup, type TestApp } from './test-app';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export const TEST_CARD = {
  visa: '4242 4242 4242 4242',
  mastercard: '5555 5555 5555 4444',
  elo: '5067 7667 8388 8311',
  amex: '3782 822463 10005',
  decline: '4000 0000 0000 0002',
  failRenewals: '4000 0000 0000 0341',
} as const;

export type Person = ReturnType<typeof browser>;

let counter = 0;
export async function newPerson(t: TestApp, name = 'Ana Souza') {
  counter += 1;
  const first = name
    .split(' ')[0]!
    .normalize('NFD')
    .replace(/[^a-zA-Z]/g, '')
    .toLowerCase();
  const email = `${first}.${counter}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const person = browser(t.app);
  const res = await person.post('/api/auth/signup', validSignup({ name, email }));
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${JSON.stringify(res.body)}`);
  // Sessions last 30 days from the last use: journeys that jump months ahead sign in again.
  const login = () => person.post('/api/auth/login', { email, password: validSignup().password, remember: true });
  return Object.assign(person, { email, id: res.body.id as string, login });
}

/** Opens the checkout and pays it on the sandbox's test-mode form. */
export async function subscribeWith(person: Person, cardNumber: string, path = '/api/billing/subscribe') {
  const started = await person.post(path);
  if (started.status !== 201) return { started, paid: null };
  const id = String(started.body.checkoutUrl).split('/').pop();
  const paid = await person.post(`/api/billing/sandbox/checkouts/${id}`, {
    cardNumber,
    expiry: '12/30',
    cvc: cardNumber.startsWith('37') ? '1234' : '123',
    holderName: 'Ana Souza',
  });
  return { started, paid, checkoutId: id! };
}

export function moveClockTo(t: TestApp, instant: Date) {
  t.clock.advance(instant.getTime() - t.clock.now().getTime());
}

export async function emailSubjects(db: Database, to: string) {
  const rows = await db.select().from(outboxEmails).where(eq(outboxEmails.to, to)).orderBy(asc(outboxEmails.createdAt));
  return rows.map((r) => r.subject);
}

export async function invoicesOf(db: Database, userId: string) {
  return db
    .select()
    .from(billingInvoices)
    .where(eq(billingInvoices.userId, userId))
    .orderBy(asc(billingInvoices.chargedAt));
}

export async function sandboxChargesOf(db: Database, userId: string) {
  return db
    .select()
    .from(sandboxCharges)
    .where(eq(sandboxCharges.userId, userId))
    .orderBy(asc(sandboxCharges.chargedAt));
}
