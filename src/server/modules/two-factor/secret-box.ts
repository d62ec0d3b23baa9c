import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals the TOTP secrets at rest (decision 0042): AES-256-GCM under a key
 * derived with HKDF-SHA256 (RFC 5869) from SESSION_SECRET, so a copy of the
 * database alone (a backup, a dump) does not give anyone the codes. The secret
 * must be read back to check a code, which is why it is sealed, not hashed.
 * "v1." names the scheme, so another key can be added later beside it.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** The plain text, or null when it was sealed under another key or was tampered with. */
  open(sealed: string): string | null;
}

const VERSION = 'v1';

export function secretBox(sessionSecret: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', sessionSecret, 'nutri', 'two-factor-secret/v1', 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || !body) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
