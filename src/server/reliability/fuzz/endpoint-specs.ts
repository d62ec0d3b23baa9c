import { deliveryOf } from '../../test/fake-whatsapp-graph';
import { granolaLabel, validOnboarding } from '../../test/request-bodies';
import { mealCopySpecs, weightGoalSpecs } from './diary-copy-and-goal-specs';
import { mealPlanSpecs } from './meal-plan-specs';
import { pushAndReminderSpecs } from './push-reminder-specs';
import { passkeyAssertion, passkeyAttestation } from './passkey-bodies';

/** The granola with the rest of its label (decision 0026, addendum 2026-11-26), so those fields are fuzzed too. */
const granolaWithDetails = {
  ...granolaLabel,
  sugarsTotalG: '8',
  sugarsAddedG: '5,2',
  saturatedFatG: '1,2',
  transFatG: '0',
};

/**
 * How to fuzz each route of /api: the valid request a real client sends (the
 * generators start from it), and who sends it. The fuzz test fails when a
 * route exists without an entry here, so a new endpoint cannot skip the fuzz.
 */
export type IdKind =
  | 'meal'
  | 'chatMessage'
  | 'chatAction'
  | 'notification'
  | 'photo'
  | 'checkout'
  | 'session'
  | 'food'
  | 'myFood'
  | 'accessToken'
  | 'water'
  | 'weight'
  | 'passkey';

export interface FuzzPersona {
  email: string;
  password: string;
}

export interface EndpointSpec {
  /** Valid query parameters (values are strings, as on the wire). */
  query?: Record<string, string>;
  /** A valid JSON body; mutations, wrong types and broken JSON are derived from it. */
  body?: unknown;
  /** Path parameters: which kind of existing id makes a valid one. */
  params?: Record<string, IdKind | string[]>;
  /**
   * Who asks: the signed-in persona (default), nobody, or a session made for
   * the one case (logout ends the session it is sent with).
   */
  session?: 'persona' | 'none' | 'throwaway';
  /** Undo what a successful case changed outside the data (the test clock). */
  restoreClock?: boolean;
  /**
   * The status the unchanged valid request must get. It is then sent first, and any other answer is a finding:
   * a route whose valid request is refused is fuzzed only as far as its validation.
   */
  validStatus?: number;
  /** How long an answer may take when the route does honest heavy work (the meal plan's solver), in ms. */
  timeoutMs?: number;
  /** The persona's profile is set back to the fuzz's own before the route (earlier routes fuzzed it). */
  resetProfile?: boolean;
}

const lunch = {
  slot: 'almoco',
  eatenAt: '2026-11-22T15:30:00.000Z',
  items: [
    { foodId: 'taco-3', quantity: 2, measureId: 'colher-de-servir' },
    { foodId: 'taco-561', grams: 80 },
    // A quick add (decision 0045), so its energy and macros are mutated too.
    { foodId: 'calorias-avulsas', energyKcal: 300, proteinG: 20 },
  ],
  note: 'no trabalho',
  photoId: null,
};

// The API tests' valid onboarding, with the consents a Google account answers there, so the fuzz mutates them too.
const onboarding = validOnboarding({ terms: true, disclaimer: true, healthData: true });

/** The WhatsApp settings of the fuzz's server (the Graph API on a closed loopback port: nothing leaves). */
export const FUZZ_WHATSAPP = {
  phoneNumberId: '1234567890',
  verifyToken: 'verifica-fuzz',
  appSecret: 'segredo-fuzz',
  apiUrl: 'http://127.0.0.1:9',
};

/** A password that is never the persona's: identity checks fail, so the account survives the fuzz. */
export const WRONG_PASSWORD = 'SenhaErrada123!';

export function endpointSpecs(persona: FuzzPersona): Record<string, EndpointSpec> {
  return {
    'GET /api/health': {},
    'GET /api/pricing': {},
    'GET /api/auth/providers': { session: 'none' },
    'GET /api/auth/status': { session: 'none' },
    'GET /api/auth/google': { query: { next: '/dashboard' }, session: 'none' },
    'GET /api/auth/google/callback': {
      query: { code: 'c0d3', state: 'st4te', iss: 'https://accounts.google.com' },
      session: 'none',
    },
    'POST /api/auth/signup': {
      body: {
        name: 'Bia Fuzz',
        email: 'bia.fuzz@example.com',
        password: 'Segura123!',
        confirmPassword: 'Segura123!',
        terms: true,
        disclaimer: true,
        healthData: true,
      },
      session: 'none',
    },
    'POST /api/auth/login': {
      body: { email: persona.email, password: persona.password, remember: true },
      session: 'none',
    },
    'POST /api/auth/logout': { body: {}, session: 'throwaway' },
    'POST /api/auth/password-reset': { body: { email: persona.email }, session: 'none' },
    'POST /api/auth/password-reset/confirm': {
      body: { token: 'dG9rZW4tZGUtcmVkZWZpbmljYW8tZmFsc28', password: 'NovaSenha123!' },
      session: 'none',
    },
    // Two-factor sign-in's second step and the sign-in alert's "Não fui eu" (decision 0042): no session, and the
    // persona has no pending sign-in nor alert link, so every case is a 4xx that changes nothing.
    'POST /api/auth/two-factor': { body: { code: '123456', rememberDevice: true }, session: 'none' },
    'POST /api/auth/not-me': { body: { token: 'dG9rZW4tZGUtYWxlcnRhLWZhbHNv' }, session: 'none' },
    // Passkeys (decision 0052). Sign-in options are made for anyone (a 2xx that stores a challenge); the answer,
    // signed over no challenge the server issued, is always refused. Before the persona's passkey is removed below.
    'POST /api/auth/passkey/options': { body: {}, session: 'none' },
    'POST /api/auth/passkey': { body: { response: passkeyAssertion, remember: true }, session: 'none' },
    'GET /api/me': {},
    'PUT /api/me/onboarding': { body: onboarding },
    'GET /api/foods': { query: { q: 'arroz', limit: '10' } },
    'GET /api/foods/:id': { params: { id: 'food' } },
    'GET /api/foods/barcode/:code': { params: { code: ['7891000100103', '96385074'] } },
    'GET /api/my-foods': {},
    'POST /api/my-foods': { body: granolaWithDetails },
    'POST /api/my-foods/from-meal': { body: { mealId: '00000000-0000-4000-8000-000000000000', name: 'Receita' } },
    'GET /api/my-foods/:id': { params: { id: 'myFood' } },
    'PUT /api/my-foods/:id': { params: { id: 'myFood' }, body: granolaWithDetails },
    'DELETE /api/my-foods/:id': { params: { id: 'myFood' } },
    'POST /api/analysis/text': { body: { text: '2 conchas de feijão, arroz e um bife grelhado' } },
    // Multipart routes: JSON (and everything else) where a form is expected must be a clear 400.
    'GET /api/analysis/photo': {},
    'POST /api/analysis/photo': { body: { photo: 'prato.jpg', text: 'arroz e feijão' } },
    'GET /api/photos/:id': { params: { id: 'photo' }, query: { size: 'thumb' } },
    'GET /api/meals': {
      query: {
        q: 'arroz',
        from: '2026-11-01',
        to: '2026-11-22',
        slot: 'almoco',
        minKcal: '100',
        maxKcal: '900',
        limit: '20',
      },
    },
    'POST /api/meals': { body: lunch },
    'GET /api/meals/suggestions': { query: { slot: 'cafe' } },
    'GET /api/meals/day-totals': { query: { dates: '2026-11-21,2026-11-22' } },
    'GET /api/meals/:id': { params: { id: 'meal' } },
    'PATCH /api/meals/:id': {
      params: { id: 'meal' },
      body: { note: 'jantar leve', slot: 'jantar', items: lunch.items },
    },
    'DELETE /api/meals/:id': { params: { id: 'meal' } },
    ...mealCopySpecs(lunch.eatenAt),
    'GET /api/stats/day': { query: { date: '2026-11-22' } },
    'GET /api/stats/range': { query: { from: '2026-11-16', to: '2026-11-22' } },
    'GET /api/water': { query: { date: '2026-11-22' } },
    'POST /api/water': { body: { ml: 250 } },
    'DELETE /api/water/:id': { params: { id: 'water' } },
    'GET /api/weights': {},
    'POST /api/weights': { body: { weightKg: 61.5, date: '2026-11-21' } },
    'DELETE /api/weights/:id': { params: { id: 'weight' } },
    ...weightGoalSpecs(),
    ...mealPlanSpecs(),
    'GET /api/billing/subscription': {},
    'POST /api/billing/subscribe': { body: {} },
    'POST /api/billing/card': { body: {} },
    'POST /api/billing/cancel': { body: {} },
    'POST /api/billing/resume': { body: {} },
    'GET /api/billing/invoices': {},
    'POST /api/billing/webhooks/:provider': {
      params: { provider: ['sandbox', 'mercadopago'] },
      query: { 'data.id': '123456', type: 'subscription_preapproval' },
      body: { action: 'updated', type: 'subscription_preapproval', data: { id: '123456' } },
      session: 'none',
    },
    'GET /api/billing/sandbox/checkouts/:id': { params: { id: 'checkout' } },
    'POST /api/billing/sandbox/checkouts/:id': {
      params: { id: 'checkout' },
      body: { cardNumber: '4000 0000 0000 0002', expiry: '12/30', cvc: '123', holderName: 'Ana Souza' },
    },
    'GET /api/settings': {},
    'PATCH /api/settings/profile': { body: { name: 'Ana Souza' } },
    'PUT /api/settings/email': { body: { email: 'ana.nova@example.com', password: WRONG_PASSWORD } },
    'PUT /api/settings/password': {
      body: { password: WRONG_PASSWORD, newPassword: 'NovaSenha123!', confirmPassword: 'NovaSenha123!' },
    },
    'GET /api/settings/sessions': {},
    'POST /api/settings/sessions/revoke-others': { body: {} },
    'DELETE /api/settings/sessions/:id': { params: { id: 'session' } },
    // Two factors (decision 0042): the persona never has them on, so set-up is refused (wrong password), and
    // enable, verify and disable answer 4xx; the fuzz never locks the persona out.
    'GET /api/settings/two-factor': {},
    'POST /api/settings/two-factor/setup': { body: { password: WRONG_PASSWORD } },
    'POST /api/settings/two-factor/enable': { body: { code: '123456' } },
    'POST /api/settings/two-factor/verify': { body: { code: '123456' } },
    'POST /api/settings/two-factor/disable': { body: { password: WRONG_PASSWORD, code: '123456' } },
    'POST /api/settings/two-factor/recovery-codes': { body: {} },
    // Adding needs the password (never the persona's here) and a challenge the server issued (none matches);
    // renaming and removing reach the persona's passkey from the seed.
    'GET /api/settings/passkeys': {},
    'POST /api/settings/passkeys/registration/options': { body: { password: WRONG_PASSWORD } },
    'POST /api/settings/passkeys/registration': { body: { response: passkeyAttestation, name: 'Celular da Ana' } },
    'PATCH /api/settings/passkeys/:id': { params: { id: 'passkey' }, body: { name: 'Notebook da Ana' } },
    'DELETE /api/settings/passkeys/:id': { params: { id: 'passkey' } },
    'GET /api/settings/devices': {},
    'DELETE /api/settings/devices/:id': {
      params: { id: ['00000000-0000-4000-8000-000000000000', '6f1c2b0e-3d4a-4b5c-8d6e-7f8091a2b3c4'] },
    },
    'GET /api/settings/tokens': {},
    'POST /api/settings/tokens': { body: { name: 'Claude no notebook', scope: 'read' } },
    'DELETE /api/settings/tokens/:id': { params: { id: 'accessToken' } },
    'PUT /api/settings/goals': {
      body: { energyKcal: 2000, proteinG: 100, carbsG: 250, fatG: 70, waterMl: 2000, mealsPerDay: 4 },
    },
    'POST /api/settings/goals/recompute': { body: onboarding },
    'PUT /api/settings/avatar': { body: { avatar: 'foto.jpg' } },
    'DELETE /api/settings/avatar': {},
    'GET /api/settings/avatar': { query: { v: '1' } },
    'PUT /api/settings/notifications': { body: { trialReminders: true, streakMilestones: false, weeklySummary: true } },
    'GET /api/notifications': {},
    'POST /api/notifications/read-all': { body: {} },
    'POST /api/notifications/:id/read': { params: { id: 'notification' } },
    'GET /api/account/export': { query: { format: 'json' } },
    'DELETE /api/account': { body: { password: WRONG_PASSWORD } },
    // The app's own ratings (decision 0041): the summary is public; rating twice updates the one rating.
    'GET /api/ratings/summary': { session: 'none' },
    'GET /api/ratings/me': {},
    'POST /api/ratings': { body: { stars: 5, comment: 'Prático para registrar o almoço.' } },
    'POST /api/ratings/dismiss': { body: {} },
    'GET /api/help/contact-info': { session: 'none' },
    'POST /api/help/contact': {
      body: { name: 'Ana Souza', email: 'ana@example.com', topic: 'conta', message: 'Não consigo mudar minha meta.' },
    },
    'GET /api/chat/messages': { query: { cursor: '1' } },
    'POST /api/chat/messages': { body: { text: 'quantas calorias tem 2 ovos cozidos?' } },
    'POST /api/chat/messages/:id/retry': { params: { id: 'chatMessage' }, body: {} },
    'DELETE /api/chat/messages': {},
    'POST /api/chat/actions/:id/confirm': { params: { id: 'chatAction' }, body: {} },
    ...pushAndReminderSpecs(),
    // WhatsApp (decision 0032): the fuzz's server has the channel on (fuzz-target.ts), with the Graph API on a closed port.
    'GET /api/whatsapp': {},
    'POST /api/whatsapp/link-code': { body: {} },
    // The persona's number is linked by the seed: reminders change before the link is removed.
    'PUT /api/whatsapp/reminders': { body: { reminders: true } },
    'DELETE /api/whatsapp/link': {},
    'GET /api/whatsapp/webhook': {
      query: { 'hub.mode': 'subscribe', 'hub.verify_token': FUZZ_WHATSAPP.verifyToken, 'hub.challenge': '1158201444' },
      session: 'none',
    },
    // Unsigned as the fuzz sends it: every case must be a 4xx that stores nothing, never a 5xx.
    'POST /api/whatsapp/webhook': {
      body: deliveryOf(FUZZ_WHATSAPP.phoneNumberId, [
        { from: '5511987654321', id: 'wamid.fuzz', type: 'text', text: { body: 'hoje' } },
      ]),
      session: 'none',
    },
    // Mounted only with NODE_ENV=test and TEST_CLOCK_CONTROL=true (browser journeys); still must not fail with a 5xx.
    'POST /api/test/clock': { body: { advanceMs: 60_000 }, session: 'none', restoreClock: true },
    // Decision 0046. Last, and the withdrawal before the giving: the persona ends with its consent, and every
    // health-data write above was fuzzed with it standing.
    'GET /api/settings/audit-log': { query: { page: '1' } },
    'GET /api/settings/health-consent': {},
    'DELETE /api/settings/health-consent': {},
    'POST /api/settings/health-consent': { body: { consent: true } },
  };
}
