import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Secrets that are not given in the environment are generated once and kept
 * under DATA_DIR (mode 0600), so sessions and the embedded database survive
 * restarts without anyone having to invent a secret.
 */
export interface Secrets {
  sessionSecret: string;
  embeddedDbPassword: string;
}

export function loadOrCreateSecrets(dataDir: string): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
    if (stored.sessionSecret && stored.embeddedDbPassword) return stored as Secrets;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secrets: Secrets = {
    sessionSecret: randomBytes(32).toString('base64url'),
    embeddedDbPassword: randomBytes(24).toString('base64url'),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
