import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateVapidKeys, vapidKeysProblem } from './adapters/push/vapid-keys';

/**
 * Secrets that are not given in the environment are generated once and kept
 * under DATA_DIR (mode 0600), so sessions and the embedded database survive
 * restarts without anyone having to invent a secret. The VAPID pair (Web Push)
 * joined later: a file from before it gains the pair and keeps the rest.
 */
export interface Secrets {
  sessionSecret: string;
  embeddedDbPassword: string;
  vapidPublicKey: string;
  vapidPrivateKey: string;
}

export function loadOrCreateSecrets(dataDir: string): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  let stored: Partial<Secrets> = {};
  try {
    stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const vapidOk =
    stored.vapidPublicKey &&
    stored.vapidPrivateKey &&
    vapidKeysProblem({ publicKey: stored.vapidPublicKey, privateKey: stored.vapidPrivateKey }) === null;
  if (stored.sessionSecret && stored.embeddedDbPassword && vapidOk) return stored as Secrets;
  const vapid = vapidOk ? null : generateVapidKeys();
  const secrets: Secrets = {
    sessionSecret: stored.sessionSecret ?? randomBytes(32).toString('base64url'),
    embeddedDbPassword: stored.embeddedDbPassword ?? randomBytes(24).toString('base64url'),
    vapidPublicKey: vapid?.publicKey ?? stored.vapidPublicKey!,
    vapidPrivateKey: vapid?.privateKey ?? stored.vapidPrivateKey!,
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
