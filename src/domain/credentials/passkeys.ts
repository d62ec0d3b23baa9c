/**
 * The pure rules of passkeys (docs/decisions/0052-passkeys.md): how long a
 * challenge lives, how many passkeys an account keeps, and the name a new one
 * gets before the person renames it.
 */

/**
 * A challenge lives 5 minutes, as the password's pending second step does
 * (decision 0042); the browser is told 2 minutes (WebAuthn's `timeout`), so the
 * server never refuses a ceremony the browser still shows as running.
 */
export const PASSKEY_CHALLENGE_MS = 5 * 60_000;
export const PASSKEY_CEREMONY_TIMEOUT_MS = 2 * 60_000;

/** Phones, computers and security keys of one person: 20 is more than anyone carries, and bounds the list. */
export const MAX_PASSKEYS_PER_ACCOUNT = 20;

export const PASSKEY_NAME_MAX = 60;

/**
 * "Passkey — Chrome no Linux", then "… (2)", "… (3)": the browser it was made in,
 * so two passkeys are told apart before the person names them.
 */
export function defaultPasskeyName(deviceLabel: string, taken: readonly string[]): string {
  const base = `Passkey — ${deviceLabel}`.slice(0, PASSKEY_NAME_MAX);
  const names = new Set(taken);
  if (!names.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = ` (${n})`;
    const candidate = `${base.slice(0, PASSKEY_NAME_MAX - suffix.length)}${suffix}`;
    if (!names.has(candidate)) return candidate;
  }
}

/** WebAuthn transports a browser may report (WebAuthn L3 §5.8.4); unknown ones are dropped, not refused. */
export const KNOWN_TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
export type PasskeyTransport = (typeof KNOWN_TRANSPORTS)[number];

export function knownTransports(reported: readonly string[] | undefined): PasskeyTransport[] {
  const known = new Set<string>(KNOWN_TRANSPORTS);
  return [...new Set(reported ?? [])].filter((t): t is PasskeyTransport => known.has(t));
}
