import { createHash, randomBytes } from 'node:crypto';

/** 256-bit random tokens; only their SHA-256 is stored, so a database leak exposes no usable token. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
