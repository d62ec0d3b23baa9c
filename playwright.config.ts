import { defineConfig, devices } from '@playwright/test';
import { E2E_WHATSAPP } from './e2e/support/whatsapp-settings';
import {
  DB_PORT,
  FAKE_AI_PORT,
  FAKE_WHATSAPP_PORT,
  NO_AI_DB_PORT,
  NO_AI_PORT,
  OIDC_PORT,
  PORT,
  baseURL,
  noAiURL,
} from './e2e/support/ports';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Browser journeys in Debian's Chromium (never a downloaded browser), against
 * the built app on an embedded PostgreSQL of its own and a local OpenID provider.
 * `npm test` builds first; run `npm run build` before `npx playwright test` alone.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/reports/playwright.json' }],
  ],
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      grep: /@mobile/,
    },
  ],
  webServer: [
    {
      command: `node e2e/support/oidc-provider.mjs`,
      url: `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`,
      env: { OIDC_PORT: String(OIDC_PORT), APP_URL: baseURL },
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'ignore',
    },
    {
      command: `node e2e/support/start-app.mjs`,
      url: `${baseURL}/api/health`,
      env: {
        E2E_PORT: String(PORT),
        OIDC_PORT: String(OIDC_PORT),
        E2E_DB_PORT: String(DB_PORT),
        // The photo journeys' vision model: the local fake below.
        AI_BASE_URL: `http://127.0.0.1:${FAKE_AI_PORT}/v1`,
        AI_API_KEY: 'nutri-e2e-ai',
        AI_VISION_MODEL: 'visao-e2e',
        // The footer's company identity (decision 0024); the no-AI server below runs without it.
        COMPANY_LEGAL_NAME: 'Nutri Tecnologia Ltda.',
        COMPANY_CNPJ: '12.345.678/0001-90',
        COMPANY_ADDRESS: 'Av. Paulista, 1000, São Paulo – SP',
        // The WhatsApp channel on the fake Graph API below (e2e/whatsapp.spec.ts).
        WHATSAPP_API_URL: `http://127.0.0.1:${FAKE_WHATSAPP_PORT}`,
        WHATSAPP_PHONE_NUMBER_ID: E2E_WHATSAPP.phoneNumberId,
        WHATSAPP_ACCESS_TOKEN: E2E_WHATSAPP.accessToken,
        WHATSAPP_APP_SECRET: E2E_WHATSAPP.appSecret,
        WHATSAPP_VERIFY_TOKEN: E2E_WHATSAPP.verifyToken,
        WHATSAPP_BUSINESS_NUMBER: E2E_WHATSAPP.businessNumber,
        WHATSAPP_JOB_INTERVAL_MS: '500',
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: `npx tsx e2e/support/fake-openai-server.ts`,
      port: FAKE_AI_PORT,
      env: { FAKE_AI_PORT: String(FAKE_AI_PORT) },
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `npx tsx e2e/support/fake-whatsapp-graph-server.ts`,
      port: FAKE_WHATSAPP_PORT,
      env: { E2E_FAKE_WHATSAPP_PORT: String(FAKE_WHATSAPP_PORT) },
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The same build without a vision model, for the "no model configured" path (e2e/photos.spec.ts).
      command: `node e2e/support/start-app.mjs`,
      url: `${noAiURL}/api/health`,
      env: {
        E2E_PORT: String(NO_AI_PORT),
        OIDC_PORT: String(OIDC_PORT),
        E2E_DB_PORT: String(NO_AI_DB_PORT),
        AI_VISION_MODEL: '', // empty counts as unset, whatever the shell has
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
