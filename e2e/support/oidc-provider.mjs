#!/usr/bin/env node
// A real OpenID Connect provider (panva/oidc-provider) on loopback, standing in
// for Google in the browser journeys. Its development login form accepts any
// login name; an e-mail typed there becomes the verified e-mail of the identity.
import Provider from 'oidc-provider';

const port = Number(process.env.OIDC_PORT ?? 3101);
const appUrl = process.env.APP_URL ?? 'http://localhost:3100';
const issuer = `http://127.0.0.1:${port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: 'nutri-e2e',
      client_secret: 'nutri-e2e-secret',
      redirect_uris: [`${appUrl}/api/auth/google/callback`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    },
  ],
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  pkce: { required: () => true },
  features: { devInteractions: { enabled: true } },
  async findAccount(_ctx, id) {
    const email = id.includes('@') ? id.toLowerCase() : `${id}@example.com`;
    const local = email.split('@')[0];
    return {
      accountId: id,
      async claims() {
        return { sub: id, email, email_verified: true, name: `${local[0].toUpperCase()}${local.slice(1)} Google` };
      },
    };
  },
});
provider.proxy = false;
provider.listen(port, '127.0.0.1', () => console.log(`oidc-provider em ${issuer}`));
