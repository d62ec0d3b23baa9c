/** The fuzz's passkey requests (decision 0052), apart so endpoint-specs.ts stays a list of routes. */

/**
 * The credential id of the passkey the seed registers for the persona (a real one, through the API, with the
 * test's software authenticator), so "Entrar com passkey" is fuzzed against a passkey that exists.
 */
export const FUZZ_PASSKEY_ID = 'ZnV6ei1wYXNza2V5LWRhLWFuYS0wMDAwMDAwMDAwMDE';

const b64json = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Answers a browser would send, over challenges the server never issued: every case is refused (400) and spends
 * nothing; mutations reach the schema, the credential lookup and @simplewebauthn/server's checks.
 */
export const passkeyAssertion = {
  id: FUZZ_PASSKEY_ID,
  rawId: FUZZ_PASSKEY_ID,
  type: 'public-key',
  response: {
    clientDataJSON: b64json({
      type: 'webauthn.get',
      challenge: 'ZGVzYWZpby1uYW8tZW1pdGlkbw',
      origin: 'http://127.0.0.1',
    }),
    authenticatorData: 'SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ',
    signature: 'MEUCIQDfYr1dPdJ0pQhBhDqGGjxjBqvUzT2bN0g6gSpfqo6GxAIgLmZ8mXq0z6s5x2r8m5ZyjWw2Xbq3B1hQ3x9u4sXh7eE',
  },
  authenticatorAttachment: 'platform',
  clientExtensionResults: {},
};
export const passkeyAttestation = {
  id: 'b3V0cmEtcGFzc2tleS1kby1mdXp6',
  rawId: 'b3V0cmEtcGFzc2tleS1kby1mdXp6',
  type: 'public-key',
  response: {
    clientDataJSON: b64json({
      type: 'webauthn.create',
      challenge: 'ZGVzYWZpby1uYW8tZW1pdGlkbw',
      origin: 'http://127.0.0.1',
    }),
    attestationObject: 'o2NmbXRkbm9uZWdhdHRTdG10oGhhdXRoRGF0YVklSZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2NFAAAAAA',
    transports: ['internal', 'hybrid'],
  },
  clientExtensionResults: {},
};
