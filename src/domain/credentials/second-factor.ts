/**
 * The pure rules of two-factor sign-in (docs/decisions/0042-account-security.md):
 * what a typed code is, how recovery codes look, and how long a proof lasts.
 */

/** TOTP as every authenticator app does it by default (RFC 6238: SHA-1, 6 digits, 30-second steps). */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** One step either side of now is accepted, for a phone clock a little off (RFC 6238 §5.2 recommends at most one). */
export const TOTP_WINDOW_STEPS = 1;

export const RECOVERY_CODE_COUNT = 10;
/**
 * Crockford's base32 alphabet, lower-case (no i, l, o, u: nothing to misread).
 * 12 characters of 5 bits: 60 bits, far beyond guessing under the rate limits,
 * and beyond a brute-force search of a leaked SHA-256.
 */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
export const RECOVERY_CODE_LENGTH = 12;
/** Bytes of randomness one recovery code takes (one per character; 256 is a multiple of 32, so no bias). */
export const RECOVERY_CODE_BYTES = RECOVERY_CODE_LENGTH;

/** "7k2m-9xq4-ab3d": random bytes in, a code to print out. */
export function formatRecoveryCode(bytes: Uint8Array): string {
  if (bytes.length < RECOVERY_CODE_LENGTH) throw new Error('not enough random bytes for a recovery code');
  const chars = Array.from(bytes.subarray(0, RECOVERY_CODE_LENGTH), (byte) => ALPHABET[byte % 32]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

/**
 * A recovery code as typed (any case, spaces or hyphens, O for 0, I or L for 1)
 * in the one form that is hashed; null when it cannot be one.
 */
export function normalizeRecoveryCode(typed: string): string | null {
  const compact = typed.toLowerCase().replace(/[\s-]/g, '').replace(/o/g, '0').replace(/[il]/g, '1');
  if (compact.length !== RECOVERY_CODE_LENGTH) return null;
  return [...compact].every((char) => ALPHABET.includes(char)) ? compact : null;
}

export type SecondFactorCode = { kind: 'totp'; code: string } | { kind: 'recovery'; code: string };

/** Six digits are an authenticator code; anything else must read as a recovery code. */
export function readSecondFactorCode(typed: string): SecondFactorCode | null {
  const digits = typed.replace(/\s/g, '');
  if (new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(digits)) return { kind: 'totp', code: digits };
  const recovery = normalizeRecoveryCode(typed);
  return recovery ? { kind: 'recovery', code: recovery } : null;
}

/**
 * A code proved in this session keeps sensitive actions open for 10 minutes
 * ("sudo mode", as GitHub does): enough for a password change and an export in
 * a row, short enough that a session left open on a shared computer cannot.
 */
export const FRESH_SECOND_FACTOR_MS = 10 * 60_000;

export function isFreshSecondFactor(provedAt: Date | null, now: Date): boolean {
  if (!provedAt) return false;
  const age = now.getTime() - provedAt.getTime();
  return age >= 0 && age < FRESH_SECOND_FACTOR_MS;
}

/** The second step waits 5 minutes and 5 wrong codes after the password; then the password again. */
export const PENDING_SIGN_IN_MS = 5 * 60_000;
export const PENDING_SIGN_IN_MAX_FAILURES = 5;
/** "Lembrar este dispositivo por 30 dias". */
export const TRUSTED_DEVICE_MS = 30 * 86_400_000;
