import * as oidc from 'openid-client';

/** The identity an OpenID provider vouches for. */
export interface OidcIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
}

export interface OidcChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface OidcClient {
  start(redirectUri: string): Promise<{ url: URL; checks: OidcChecks }>;
  finish(callbackUrl: URL, checks: OidcChecks): Promise<OidcIdentity>;
}

interface Options {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/**
 * OpenID Connect authorization-code flow with PKCE, state and nonce, through
 * `openid-client` (certified by the OpenID Foundation). Google in production;
 * in tests, a local `oidc-provider` on loopback — plain http is allowed only
 * for loopback issuers.
 */
export function oidcClient({ issuer, clientId, clientSecret }: Options): OidcClient {
  const issuerUrl = new URL(issuer);
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(issuerUrl.hostname);
  let config: Promise<oidc.Configuration> | null = null;
  const configuration = () => {
    config ??= oidc
      .discovery(
        issuerUrl,
        clientId,
        clientSecret,
        undefined,
        loopback ? { execute: [oidc.allowInsecureRequests] } : {},
      )
      .catch((error: unknown) => {
        config = null; // try discovery again on the next sign-in
        throw error;
      });
    return config;
  };

  return {
    async start(redirectUri) {
      const checks = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url, checks };
    },
    async finish(callbackUrl, checks) {
      const cfg = await configuration();
      const tokens = await oidc.authorizationCodeGrant(cfg, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims) throw new Error('resposta sem id_token');
      // Google puts e-mail and name in the id_token; other providers may only serve them from UserInfo.
      const claims =
        typeof idClaims.email === 'string'
          ? idClaims
          : await oidc.fetchUserInfo(cfg, tokens.access_token, idClaims.sub);
      if (typeof claims.email !== 'string') throw new Error('o provedor não informou o e-mail');
      return {
        subject: idClaims.sub,
        email: claims.email.toLowerCase(),
        emailVerified: claims.email_verified === true,
        name: typeof claims.name === 'string' ? claims.name : null,
      };
    },
  };
}
