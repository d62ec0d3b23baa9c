import type { OpenFoodFacts } from './adapters/open-food-facts/open-food-facts';
import { barcodeRoutes } from './modules/barcode/routes';
import type { ContactInfo } from '../contracts/help';
import { Hono } from 'hono';
import type { Logger } from 'pino';
import type { EmailSender } from './adapters/email/email-sender';
import type { EmailDelivery } from '../contracts/email-delivery';
import type { OidcClient } from './adapters/oauth/oidc-client';
import type { Database } from './db/client';
import type { AppEnv } from './http/app-env';
import { bodyLimits } from './http/body-limits';
import { handleError, handleNotFound } from './http/errors';
import type { TrustProxy } from './http/client-ip';
import { requestContext } from './http/request-context';
import { noStoreByDefault, sameOriginMutations, securityHeaders } from './http/security';
import { loadSession } from './http/session';
import { lagTolerantReads, primaryOnly } from './http/lag-tolerant-reads';
import type { ReadReplica } from './db/read-replica';
import { spaRoutes } from './http/spa';
import { accessTokenRoutes } from './modules/access-tokens/routes';
import { accountRoutes } from './modules/account/routes';
import { deviceRoutes } from './modules/devices/routes';
import { auditLogRoutes } from './modules/audit-log/routes';
import { healthConsentGate } from './modules/health-consent/health-consent-gate';
import { healthConsentRoutes } from './modules/health-consent/routes';
import { secretBox } from './modules/two-factor/secret-box';
import { twoFactorRoutes } from './modules/two-factor/routes';
import { authRoutes } from './modules/auth/routes';
import { passkeySettingsRoutes, passkeySignInRoutes } from './modules/passkeys/routes';
import { findSession } from './modules/credentials/session-repository';
import type { SignupLimits } from './modules/auth/sign-up';
import { analysisRoutes } from './modules/analysis/routes';
import { createBilling, type PaymentsConfig } from './modules/billing/create-billing';
import { DEFAULT_CHAT_SETTINGS, type ChatSettings } from './config-chat';
import { createChat } from './modules/chat/create-chat';
import { mealTextModelReading, weeklySuggestionModel } from './model-features';
import { waterRoutes, weightRoutes } from './modules/body/routes';
import { devOutboxRoutes } from './modules/dev-outbox/routes';
import { lazyFoodCatalogService } from './modules/foods/food-catalog';
import { foodRoutes } from './modules/foods/routes';
import { healthRoutes } from './modules/health/routes';
import { helpRoutes } from './modules/help/routes';
import { mealRoutes } from './modules/meals/routes';
import { mealRecipeRoutes } from './modules/meals/meal-recipe-routes';
import { mealPlanRoutes } from './modules/meal-plans/routes';
import { myFoodRoutes } from './modules/my-foods/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { meRoutes } from './modules/me/routes';
import { onboardingRoutes } from './modules/onboarding/routes';
import { mcpRoutes } from './modules/mcp/routes';
import { pricingRoutes } from './modules/pricing/routes';
import { settingsRoutes } from './modules/settings/routes';
import { AVATAR_MAX_BYTES, AVATAR_PATH } from './modules/settings/avatar';
import { ratingRoutes } from './modules/ratings/routes';
import { ratingSummary } from './modules/ratings/app-ratings';
import { siteRoutes } from './modules/site/routes';
import { statsRoutes } from './modules/stats/routes';
import { testClockRoutes, type OffsetClock } from './modules/test-clock/routes';
import { DEFAULT_DPO_EMAIL, DEFAULT_RATINGS_MIN_TO_SHOW, DEFAULT_SIGNUP_LIMITS, DEFAULT_SUPPORT_EMAIL } from './config';
import type { PhotoServices } from './modules/photos/photo-deps';
import { PHOTO_UPLOAD_PATH, photoAnalysisRoutes, photoRoutes } from './modules/photos/routes';
import { PHOTO_MAX_BYTES, photoMessages } from '../contracts/photos';
import { installPtBrErrorMessages } from '../contracts/zod-pt-br';
import type { WhatsappGraph } from './adapters/whatsapp/whatsapp-graph';
import type { WhatsappSettings } from './config-whatsapp';
import { createWhatsapp } from './modules/whatsapp/create-whatsapp';
import { WHATSAPP_WEBHOOK_BODY_LIMIT, WHATSAPP_WEBHOOK_PATH } from './modules/whatsapp/routes';
import type { PushSender } from './adapters/push/web-push-sender';
import { pushRoutes } from './modules/push/routes';
import { createReminders } from './modules/reminders/create-reminders';
import { UNSUBSCRIBE_ROUTE } from './modules/reminders/routes';
import { unsubscribeKey } from './modules/reminders/unsubscribe-token';
import { weeklyReviewRoutes } from './modules/weekly-review/routes';
import { sendWeeklyReview } from './modules/weekly-review/send-weekly-review';

export interface AppOptions {
  db: Database;
  log: Logger;
  clock: () => Date;
  email: EmailSender;
  google: OidcClient | null;
  appUrl: URL;
  sessionSecret: string;
  /** Which proxies may name the client in X-Forwarded-For (TRUST_PROXY). */
  trustProxy: TrustProxy;
  /** Serve /dev/outbox (development mailbox). */
  devOutbox: boolean;
  /** Where e-mails go, as the screens say it (contracts/email-delivery.ts); from `devOutbox` when omitted. */
  emailDelivery?: EmailDelivery;
  /** Folder of the built SPA; omitted in API tests. */
  webDir?: string;
  /** The payment provider (sandbox by default) and its settings. */
  payments: PaymentsConfig;
  /** Chat rate limits and the model (null: the offline assistant); defaults when omitted. */
  chat?: ChatSettings;
  /** Only with NODE_ENV=test and TEST_CLOCK_CONTROL=true: POST /api/test/clock moves this clock. */
  testClock?: OffsetClock;
  /** Photo storage, the vision model (or null) and the fair-use limit. */
  photos: PhotoServices;
  /** Open Food Facts (OPEN_FOOD_FACTS_URL): packaged products by barcode. */
  openFoodFacts: OpenFoodFacts;
  /** Where help-centre requests are e-mailed (SUPPORT_EMAIL), also shown by the web. */
  supportEmail?: string;
  /** The encarregado's address (DPO_EMAIL), printed on /privacidade. */
  dpoEmail?: string;
  /** COMPANY_LEGAL_NAME, COMPANY_CNPJ, COMPANY_ADDRESS: shown in the footer when set. */
  company?: { legalName: string | null; cnpj: string | null; address: string | null };
  /** Sign-ups per address and per e-mail (SIGNUP_LIMIT_PER_IP_HOUR); defaults when omitted. */
  signupLimits?: SignupLimits;
  /** RATINGS_MIN_TO_SHOW: the landing page shows the app's rating only from this many ratings on. */
  ratingsMinToShow?: number;
  /** The WhatsApp Cloud API and its settings (WHATSAPP_*); null or omitted: the channel is off. */
  whatsapp?: { graph: WhatsappGraph; settings: WhatsappSettings } | null;
  /** The read replica (DATABASE_REPLICA_URL); reads stay on `db` without it (decision 0050). */
  replica?: ReadReplica | null;
  /** Web Push with the server's VAPID keys (decision 0049); null or omitted: push is off. */
  push?: PushSender | null;
}

/** JSON bodies stay small: 100 KB is far above any form the app sends. */
const JSON_BODY_LIMIT = 100 * 1024;
/** A photo of at most 15 MB plus the multipart envelope and the optional text hint. */
const PHOTO_BODY_LIMIT = PHOTO_MAX_BYTES + 64 * 1024;

/** Composition root: adapters → use cases → routes. No logic lives here. */
export function createApp(options: AppOptions) {
  // Validation messages no contract words itself come out in pt-BR too (decision 0017).
  installPtBrErrorMessages();
  // Built on first use, so the server listens sooner (decision 0023); main.ts warms it after listening.
  const foods = lazyFoodCatalogService();
  const contact: ContactInfo = {
    supportEmail: options.supportEmail ?? DEFAULT_SUPPORT_EMAIL,
    dpoEmail: options.dpoEmail ?? DEFAULT_DPO_EMAIL,
    company: options.company ?? { legalName: null, cnpj: null, address: null },
  };
  const chatSettings = options.chat ?? DEFAULT_CHAT_SETTINGS;
  const ratingsMinToShow = options.ratingsMinToShow ?? DEFAULT_RATINGS_MIN_TO_SHOW;
  const secure = options.appUrl.protocol === 'https:';
  const reads = options.replica
    ? lagTolerantReads({
        primary: options.db,
        replica: options.replica,
        secret: options.sessionSecret,
        secure,
        onFallback: (error) => options.log.warn({ err: error }, 'réplica: leitura falhou, feita no primário'),
        personOf: async (token) => (await findSession(options.db, token, options.clock()))?.user.id ?? null,
      })
    : primaryOnly(options.db);
  const deps = {
    foods,
    db: options.db,
    reads,
    clock: options.clock,
    log: options.log,
    email: options.email,
    appUrl: options.appUrl,
    google: options.google,
    readUnmatchedWithModel: mealTextModelReading(chatSettings, options.log),
    weeklySuggestionModel: weeklySuggestionModel(chatSettings),
    push: options.push ?? null,
  };
  // TOTP secrets are sealed under a key derived from SESSION_SECRET (decision 0042).
  const secured = { ...deps, secrets: secretBox(options.sessionSecret) };
  const billing = createBilling(deps, options.payments);
  const chat = createChat(deps, chatSettings);
  const cookies = { secure, secret: options.sessionSecret };
  const emailDelivery = options.emailDelivery ?? (options.devOutbox ? 'outbox' : 'smtp');
  const photoDeps = { ...deps, ...options.photos };
  const reminderDeps = {
    ...deps,
    push: options.push ?? null,
    unsubscribeKey: unsubscribeKey(options.sessionSecret),
    whatsapp: options.whatsapp ?? null,
  };
  const reminders = createReminders(reminderDeps, {
    weekly: (userId, now) => sendWeeklyReview(reminderDeps, userId, now),
  });
  const whatsapp = createWhatsapp({
    ...photoDeps,
    engine: chat.engine,
    settings: chatSettings,
    whatsapp: options.whatsapp ?? null,
  });

  const api = new Hono<AppEnv>()
    .use(noStoreByDefault())
    .use(
      bodyLimits(
        { maxSize: JSON_BODY_LIMIT, message: 'O conteúdo enviado é grande demais.' },
        {
          [PHOTO_UPLOAD_PATH]: { maxSize: PHOTO_BODY_LIMIT, message: photoMessages.tooBig },
          [AVATAR_PATH]: {
            maxSize: AVATAR_MAX_BYTES + 64 * 1024,
            message: 'A foto de perfil pode ter no máximo 5 MB.',
          },
          [WHATSAPP_WEBHOOK_PATH]: {
            maxSize: WHATSAPP_WEBHOOK_BODY_LIMIT,
            message: 'O conteúdo enviado é grande demais.',
          },
        },
      ),
    )
    // Meta calls the webhook without cookies or Origin; the signature is its authentication.
    // The one-click unsubscribe is POSTed by mail providers (RFC 8058); its signed token is the authority.
    .use(sameOriginMutations([options.appUrl.origin], [WHATSAPP_WEBHOOK_PATH, UNSUBSCRIBE_ROUTE]))
    .use(loadSession((token, now) => findSession(options.db, token, now), options.clock))
    // After a person's write, their reads skip the replica for a few seconds, on every server (decision 0050).
    .use(reads.markWrites)
    // Health-data writes need the person's consent to process health data (LGPD art. 11, decision 0046).
    .use(healthConsentGate(deps))
    .route('/health', healthRoutes(options.db))
    // Sign in with a passkey alone (decision 0052), beside the other ways in.
    .route('/auth/passkey', passkeySignInRoutes(secured, cookies))
    .route(
      '/auth',
      authRoutes({ ...secured, signupLimits: options.signupLimits ?? DEFAULT_SIGNUP_LIMITS, emailDelivery }, cookies),
    )
    .route('/me/onboarding', onboardingRoutes(deps))
    .route('/me', meRoutes(deps))
    .route('/pricing', pricingRoutes(options.clock))
    .route(
      '/foods/barcode',
      barcodeRoutes({ db: options.db, clock: options.clock, openFoodFacts: options.openFoodFacts }),
    )
    .route('/foods', foodRoutes(deps))
    .route('/my-foods/from-meal', mealRecipeRoutes(deps))
    .route('/my-foods', myFoodRoutes(deps))
    .route('/analysis', analysisRoutes(deps))
    .route('/analysis', photoAnalysisRoutes(photoDeps))
    .route('/photos', photoRoutes(photoDeps))
    .route('/meals', mealRoutes(deps))
    .route('/meal-plans', mealPlanRoutes(deps))
    .route('/stats', statsRoutes(deps))
    .route('/water', waterRoutes(deps))
    .route('/weights', weightRoutes(deps))
    .route('/ratings', ratingRoutes(deps, ratingsMinToShow))
    .route('/billing', billing.routes())
    // Settings, data rights, notifications and help centre.
    // Tokens for AI assistants (MCP): created and revoked with the cookie session, like any setting.
    .route('/settings/tokens', accessTokenRoutes(deps))
    // Two-factor sign-in and the devices remembered for it (decision 0042).
    .route('/settings/two-factor', twoFactorRoutes(secured))
    .route('/settings/devices', deviceRoutes(deps))
    // Passkeys: added, named and removed here; "Entrar com passkey" is under /auth (decision 0052).
    .route('/settings/passkeys', passkeySettingsRoutes(deps))
    // The health-data consent and the person's own audit log (decision 0046).
    .route('/settings/health-consent', healthConsentRoutes(deps))
    .route('/settings/audit-log', auditLogRoutes(deps))
    .route('/settings', settingsRoutes({ ...deps, storage: options.photos.storage }))
    .route('/notifications', notificationRoutes(deps))
    .route('/account', accountRoutes({ ...billing.deps, photoFiles: options.photos.storage }, cookies))
    .route('/help', helpRoutes({ ...deps, ...contact }))
    .route('/chat', chat.routes())
    .route('/whatsapp', whatsapp.routes())
    .route('/push', pushRoutes({ ...deps, push: options.push ?? null }))
    .route('/reminders', reminders.routes())
    .route('/weekly-review', weeklyReviewRoutes(deps));
  if (options.testClock)
    api.route(
      '/test',
      testClockRoutes(options.testClock, (now) => billing.sweep(now)),
    );
  api.all('*', handleNotFound);

  const app = new Hono<AppEnv>();
  app.use(requestContext({ logger: options.log, trustProxy: options.trustProxy }));
  app.use(securityHeaders(secure));
  app.onError(handleError);
  app.route('/api', api);
  // Outside /api: bearer tokens only, no cookie session and so no CSRF check (decision 0033).
  app.route('/mcp', mcpRoutes(deps));
  if (options.devOutbox) app.route('/dev', devOutboxRoutes(options.db));
  app.route(
    '/',
    siteRoutes({
      clock: options.clock,
      appUrl: options.appUrl,
      webDir: options.webDir,
      contact,
      // Read on every request: the landing page carries the real figure, never a built-in one (decision 0041).
      ratings: () => ratingSummary(options.db, ratingsMinToShow),
      whatsapp: Boolean(options.whatsapp),
      photoAnalysis: options.photos.vision !== null,
    }),
  );
  if (options.webDir) app.route('/', spaRoutes(options.webDir));
  // The WhatsApp and reminder jobs run beside the routes (main.ts starts it), so a stored delivery can start it at once.
  return Object.assign(app, { whatsapp, reminders });
}
