#!/usr/bin/env node
// Starts the built app for the browser journeys: a throw-away DATA_DIR with its
// own embedded PostgreSQL, the dev outbox, and the local OpenID provider as "Google".
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dataDir = mkdtempSync(path.join(tmpdir(), 'nutri-e2e-'));
chmodSync(dataDir, 0o755); // the embedded PostgreSQL runs as the `postgres` user when we are root

Object.assign(process.env, {
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  PORT: process.env.E2E_PORT ?? '3100',
  APP_URL: `http://localhost:${process.env.E2E_PORT ?? '3100'}`,
  EMBEDDED_DB_PORT: process.env.E2E_DB_PORT ?? '55433',
  GOOGLE_CLIENT_ID: 'nutri-e2e',
  GOOGLE_CLIENT_SECRET: 'nutri-e2e-secret',
  GOOGLE_ISSUER: `http://127.0.0.1:${process.env.OIDC_PORT ?? '3101'}`,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // POST /api/test/clock: billing journeys live through trial ends and renewals (NODE_ENV=test only).
  TEST_CLOCK_CONTROL: 'true',
  // Every journey signs up from 127.0.0.1: one address, far more accounts than a real one makes.
  SIGNUP_LIMIT_PER_IP_HOUR: '1000',
  // No network beyond loopback (barcode journeys bring their own fake Open Food Facts).
  OPEN_FOOD_FACTS_URL: process.env.OPEN_FOOD_FACTS_URL ?? 'http://127.0.0.1:9',
});
// The server stops its database before exiting; then the folder can go.
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
await import('../../dist/server/main.js');
