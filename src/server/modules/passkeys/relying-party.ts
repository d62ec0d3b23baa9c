/**
 * Who the passkeys belong to (WebAuthn's "relying party"), from APP_URL: the
 * RP ID is its host name, the only origin accepted is its scheme, host and
 * port. A passkey made under one APP_URL host is not offered under another
 * (decision 0052): changing the host name means people add their passkeys again.
 */
export interface RelyingParty {
  id: string;
  name: string;
  origin: string;
}

export function relyingParty(appUrl: URL): RelyingParty {
  return { id: appUrl.hostname, name: 'Nutri', origin: appUrl.origin };
}
