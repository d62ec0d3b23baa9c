import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_DPO_EMAIL, DEFAULT_SUPPORT_EMAIL } from '../contracts/help';
import type { PaymentsConfig } from './modules/billing/create-billing';
import { chatSettingsFrom } from './config-chat';
import { optionalText, optionalUrl } from './config-optional';
import { whatsappEnvSchema, whatsappSettings } from './config-whatsapp';
import { databaseEnvSchema, databaseSettings } from './config-database';
import { pushEnvSchema, pushSettings } from './config-push';
import { parseTrustProxy } from './http/client-ip';
import { ptBrErrorMap } from '../contracts/zod-pt-br';
import type { EmailDelivery } from '../contracts/email-delivery';

/**
 * The only reader of process.env. Every variable is validated here so a bad
 * deployment fails at start with a clear message, never later with a 500.
 * docs/configuration.md lists the same variables (config-docs.test.ts checks it).
 */

/**
 * Sign-ups per address and per e-mail an hour (decision 0019): people behind
 * one carrier NAT still fit, a script does not. SIGNUP_LIMIT_PER_IP_HOUR moves the first.
 */
export const DEFAULT_SIGNUP_LIMITS = { perIpHour: 30, perEmailHour: 5 };

/**
 * Fewer ratings than this and the landing page shows none (decision 0041): a
 * mean of a handful of votes says little, and early votes come from friends.
 */
export const DEFAULT_RATINGS_MIN_TO_SHOW = 30;

/** Where the help centre's contact form is e-mailed unless SUPPORT_EMAIL says otherwise. */
export { DEFAULT_SUPPORT_EMAIL };
/** The encarregado's address (LGPD art. 41) unless DPO_EMAIL says otherwise. */
export { DEFAULT_DPO_EMAIL };

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  EMBEDDED_DB_PORT: z.coerce.number().int().min(1024).max(65535).default(5433),
  // Worker processes sharing PORT (node:cluster, decision 0023); 1 runs the server in this process.
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  APP_URL: optionalUrl,
  SESSION_SECRET: optionalText.pipe(z.string().min(32, 'SESSION_SECRET precisa de ao menos 32 caracteres').optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: optionalUrl,
  EMAIL_FROM: z.string().default('Nutri <nao-responda@nutri.local>'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  // false, true (= 1 hop), a number of hops or a list of proxy addresses/CIDRs (src/server/http/client-ip.ts).
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (parsed && 'problem' in parsed) {
        ctx.addIssue({ code: 'custom', message: parsed.problem });
        return z.NEVER;
      }
      return parsed;
    }),
  // Billing (docs/decisions/0010-payment-provider.md)
  // No default here: outside production it falls back to the sandbox; in production it must be chosen (checkBilling).
  PAYMENT_PROVIDER: optionalText.pipe(z.enum(['sandbox', 'mercadopago']).optional()),
  MERCADOPAGO_ACCESS_TOKEN: optionalText,
  MERCADOPAGO_WEBHOOK_SECRET: optionalText,
  MERCADOPAGO_API_URL: z.url().default('https://api.mercadopago.com'),
  OPEN_FOOD_FACTS_URL: z
    .url('OPEN_FOOD_FACTS_URL precisa ser um endereço http(s)')
    .refine((url) => /^https?:\/\//.test(url), 'OPEN_FOOD_FACTS_URL precisa ser um endereço http(s)')
    .default('https://world.openfoodfacts.org'),
  // How long a barcode lookup waits for Open Food Facts; unset, the adapter's 5 s. Tests shorten it so the
  // journey of a lookup that never answers does not wait out production's patience (e2e/support/e2e-timeouts.ts).
  OPEN_FOOD_FACTS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).optional(),
  BILLING_JOB_INTERVAL_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  TEST_CLOCK_CONTROL: z.enum(['true', 'false']).default('false'),
  // Where the test clock starts (the suite pinned to an instant: docs/decisions/0021-tests-independent-of-the-date.md).
  NUTRI_TEST_NOW: optionalText.pipe(
    z.iso
      .datetime({ offset: true, error: 'NUTRI_TEST_NOW precisa ser um instante ISO 8601 com fuso' })
      .transform((v) => new Date(v))
      .optional(),
  ),
  // AI and photo storage (decisions 0012, 0013)
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalText,
  AI_VISION_MODEL: optionalText,
  AI_CHAT_MODEL: optionalText,
  AI_DAILY_PHOTO_LIMIT: z.coerce.number().int().min(1).max(100_000).default(100),
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  // Help centre
  SUPPORT_EMAIL: z.email('SUPPORT_EMAIL precisa ser um e-mail válido').default(DEFAULT_SUPPORT_EMAIL),
  // The encarregado pelo tratamento de dados pessoais (LGPD art. 41), on /privacidade (decision 0046).
  DPO_EMAIL: z.email('DPO_EMAIL precisa ser um e-mail válido').default(DEFAULT_DPO_EMAIL),
  // The company behind the service, shown in the footer (decision 0024).
  COMPANY_LEGAL_NAME: optionalText,
  COMPANY_CNPJ: optionalText,
  COMPANY_ADDRESS: optionalText,
  // WhatsApp Business Cloud API (docs/decisions/0032-whatsapp-channel.md): config-whatsapp.ts.
  ...whatsappEnvSchema.shape,
  ...databaseEnvSchema.shape,
  // Web Push (docs/decisions/0049-push-reminders-and-weekly-review.md): config-push.ts.
  ...pushEnvSchema.shape,
  // The landing page shows the app's rating only from this many real ratings on (decision 0041).
  RATINGS_MIN_TO_SHOW: z.coerce
    .number({ error: 'RATINGS_MIN_TO_SHOW precisa ser um número inteiro' })
    .int({ error: 'RATINGS_MIN_TO_SHOW precisa ser um número inteiro' })
    .min(1, { error: 'RATINGS_MIN_TO_SHOW precisa ser pelo menos 1' })
    .max(1_000_000, { error: 'RATINGS_MIN_TO_SHOW pode ser no máximo 1000000' })
    .default(DEFAULT_RATINGS_MIN_TO_SHOW),
  // Rate limits (docs/decisions/0019-rate-limiter.md)
  SIGNUP_LIMIT_PER_IP_HOUR: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_SIGNUP_LIMITS.perIpHour),
});

/** Cross-variable rules, with messages that say what to set. */
function checkBilling(e: z.infer<typeof envSchema>): string[] {
  const problems: string[] = [];
  // The sandbox's public test cards grant Premium without money: never the silent default of a production server.
  if (e.NODE_ENV === 'production' && !e.PAYMENT_PROVIDER) {
    problems.push(
      '  PAYMENT_PROVIDER: obrigatório com NODE_ENV=production (mercadopago; ou sandbox, ' +
        'só para uma demonstração: os cartões de teste liberam o Premium sem cobrança)',
    );
  }
  if (e.PAYMENT_PROVIDER === 'mercadopago') {
    if (!e.MERCADOPAGO_ACCESS_TOKEN)
      problems.push('  MERCADOPAGO_ACCESS_TOKEN: obrigatório com PAYMENT_PROVIDER=mercadopago');
    if (!e.MERCADOPAGO_WEBHOOK_SECRET)
      problems.push('  MERCADOPAGO_WEBHOOK_SECRET: obrigatório com PAYMENT_PROVIDER=mercadopago');
  }
  // Moving the clock is a test tool: refused anywhere else.
  if (e.TEST_CLOCK_CONTROL === 'true' && e.NODE_ENV !== 'test') {
    problems.push('  TEST_CLOCK_CONTROL: só é permitido com NODE_ENV=test');
  }
  if (e.NUTRI_TEST_NOW && e.NODE_ENV === 'production') {
    problems.push('  NUTRI_TEST_NOW: só é permitido em testes (NODE_ENV=test com TEST_CLOCK_CONTROL=true)');
  }
  return problems;
}

const S3_REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** S3 is all or nothing: a partial set is a deployment mistake, reported at start instead of falling back to disk. */
function s3Settings(e: z.output<typeof envSchema>) {
  const missing = S3_REQUIRED.filter((name) => !e[name]);
  if (missing.length === S3_REQUIRED.length && !e.S3_ENDPOINT) return null;
  if (missing.length > 0) {
    throw new Error(`Configuração inválida:\n  ${missing.join(', ')}: obrigatória(s) para guardar fotos no S3`);
  }
  return {
    bucket: e.S3_BUCKET!,
    region: e.S3_REGION!,
    endpoint: e.S3_ENDPOINT ?? null,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
  };
}

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  // zod's English never reaches the operator: main.ts reads the config before createApp installs the map.
  const parsed = envSchema.safeParse(env, { error: ptBrErrorMap });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuração inválida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const billingProblems = checkBilling(e);
  if (billingProblems.length) throw new Error(`Configuração inválida:\n${billingProblems.join('\n')}`);
  const ai = {
    baseUrl: e.AI_BASE_URL ?? null,
    apiKey: e.AI_API_KEY ?? null,
    visionModel: e.AI_VISION_MODEL ?? null,
    chatModel: e.AI_CHAT_MODEL ?? null,
  };
  const chat = chatSettingsFrom(env, ai);
  if ('problems' in chat) throw new Error(`Configuração inválida:\n${chat.problems.join('\n')}`);
  const warnings: string[] = [];
  if (e.NODE_ENV === 'production' && e.PAYMENT_PROVIDER === 'sandbox') {
    warnings.push(
      'PAYMENT_PROVIDER=sandbox em produção: pagamentos em MODO DE TESTE, os cartões de teste públicos ' +
        'liberam o Premium sem cobrança. Use PAYMENT_PROVIDER=mercadopago para cobrar de verdade.',
    );
  }
  if (!ai.visionModel) {
    // Said to the operator here, once at start-up; the person is only asked to describe the plate.
    warnings.push(
      'Sem AI_VISION_MODEL: as fotos de refeição são guardadas, mas não reconhecidas — a pessoa descreve o prato ' +
        'em texto. Para reconhecer fotos, configure AI_VISION_MODEL com AI_BASE_URL e/ou AI_API_KEY ' +
        '(docs/photo-recognition.md).',
    );
  }
  if (e.NODE_ENV === 'production' && !e.SMTP_URL) {
    warnings.push('Sem SMTP_URL em produção: os e-mails (redefinição de senha, avisos de cobrança) não são entregues.');
  }
  const payments: PaymentsConfig =
    e.PAYMENT_PROVIDER === 'mercadopago'
      ? {
          provider: 'mercadopago',
          accessToken: e.MERCADOPAGO_ACCESS_TOKEN!,
          webhookSecret: e.MERCADOPAGO_WEBHOOK_SECRET!,
          apiUrl: e.MERCADOPAGO_API_URL,
        }
      : { provider: 'sandbox' };
  const appUrl = new URL(e.APP_URL ?? `http://localhost:${e.PORT}`);
  const google =
    e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
      ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER }
      : null;
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    /** DATABASE_POOL_MODE and the optional read replica (decision 0050). */
    database: databaseSettings(e),
    embeddedDbPort: e.EMBEDDED_DB_PORT,
    workers: e.WORKERS,
    appUrl,
    sessionSecret: e.SESSION_SECRET ?? null,
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL ?? null,
    /** /dev/outbox (the mailbox of a machine without SMTP): never in production, and only for this computer. */
    devOutbox: e.NODE_ENV !== 'production' && !e.SMTP_URL,
    /** What the screens may say of e-mails (contracts/email-delivery.ts): "enviamos" only with SMTP. */
    emailDelivery: emailDeliveryOf(e.SMTP_URL, e.NODE_ENV),
    emailFrom: e.EMAIL_FROM,
    google,
    chat: chat.settings,
    trustProxy: e.TRUST_PROXY,
    payments,
    billingJobIntervalMs: e.BILLING_JOB_INTERVAL_MS,
    testClockControl: e.TEST_CLOCK_CONTROL === 'true',
    /** Only with the test clock: it starts here instead of at the real time. */
    testClockStart: e.TEST_CLOCK_CONTROL === 'true' ? (e.NUTRI_TEST_NOW ?? null) : null,
    ai,
    aiDailyPhotoLimit: e.AI_DAILY_PHOTO_LIMIT,
    s3: s3Settings(e),
    /** Null: the channel is off (the webhook answers 404 and Settings says so). */
    whatsapp: whatsappSettings(e),
    whatsappJobIntervalMs: e.WHATSAPP_JOB_INTERVAL_MS,
    /** VAPID keys (or null: from secrets.json), subject, PUSH_ALLOW_LOOPBACK and the reminder job's interval. */
    push: pushSettings(e),
    openFoodFactsUrl: e.OPEN_FOOD_FACTS_URL,
    openFoodFactsTimeoutMs: e.OPEN_FOOD_FACTS_TIMEOUT_MS,
    supportEmail: e.SUPPORT_EMAIL,
    dpoEmail: e.DPO_EMAIL,
    company: {
      legalName: e.COMPANY_LEGAL_NAME ?? null,
      cnpj: e.COMPANY_CNPJ ?? null,
      address: e.COMPANY_ADDRESS ?? null,
    },
    signupLimits: { ...DEFAULT_SIGNUP_LIMITS, perIpHour: e.SIGNUP_LIMIT_PER_IP_HOUR },
    ratingsMinToShow: e.RATINGS_MIN_TO_SHOW,
    /** Settings that start but deserve a loud line in the log at every start (main.ts logs them). */
    warnings,
  };
}

/** The settings a production server should have but can run without; main.ts warns about each one missing. */
export function missingProductionSettings(config: {
  isProduction: boolean;
  company: { legalName: string | null; cnpj: string | null; address: string | null };
}): string[] {
  if (!config.isProduction) return [];
  const { legalName, cnpj, address } = config.company;
  return [
    ...(legalName ? [] : ['COMPANY_LEGAL_NAME']),
    ...(cnpj ? [] : ['COMPANY_CNPJ']),
    ...(address ? [] : ['COMPANY_ADDRESS']),
  ];
}

/** Where e-mails go: SMTP, the development outbox (no SMTP outside production) or nowhere (production without it). */
export function emailDeliveryOf(smtpUrl: string | undefined, nodeEnv: string): EmailDelivery {
  if (smtpUrl) return 'smtp';
  return nodeEnv === 'production' ? 'none' : 'outbox';
}
