import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';

/**
 * A software authenticator for the API tests: what a phone or a security key
 * does for navigator.credentials.create()/get(), written out with node:crypto
 * so the server's real WebAuthn checks run (WebAuthn L3 §6.1 authenticator
 * data, §6.5.4 'none' attestation, §5.8.5 ES256 = ECDSA P-256 with SHA-256, DER
 * signatures; COSE keys per RFC 9053; CBOR per RFC 8949). Keys never leave the
 * test process.
 */

// ── CBOR, only the shapes WebAuthn needs: integers, byte and text strings, maps. ──
function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 0x100) return Buffer.from([(major << 5) | 24, n]);
  if (n < 0x10000) return Buffer.from([(major << 5) | 25, n >> 8, n & 0xff]);
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(n, 1);
  return b;
}

type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const parts = [head(5, value.size)];
  for (const [k, v] of value) parts.push(cbor(k), cbor(v));
  return Buffer.concat(parts);
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array) => Buffer.from(data).toString('base64url');

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

/** The credential's public key as COSE_Key: kty EC2 (2), alg ES256 (-7), crv P-256 (1), x, y. */
function coseKey(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: 'jwk' });
  return cbor(
    new Map<number, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
}

function counterBytes(counter: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(counter);
  return b;
}

interface Credential {
  id: Buffer;
  rpId: string;
  userHandle: string;
  privateKey: KeyObject;
  counter: number;
}

/** What a test may change to see the server refuse it. */
export interface Ceremony {
  origin?: string;
  /** The person was not verified on the device (UV flag off). */
  userVerified?: boolean;
  /** The counter this answer reports (default: the last one plus one; 0 for a passkey that does not count). */
  counter?: number;
  /** Which stored passkey answers (default: the last made for the RP ID). */
  credentialId?: string;
  /** A different userHandle than the passkey's own. */
  userHandle?: string;
  type?: string;
  challenge?: string;
  /** At registration: this credential id (base64url) instead of 32 random bytes. */
  newCredentialId?: string;
}

export function softAuthenticator(defaults: { origin: string; countsSignatures?: boolean }) {
  const credentials: Credential[] = [];
  const counts = defaults.countsSignatures ?? true;

  function clientData(type: string, challenge: string, ceremony: Ceremony): Buffer {
    return Buffer.from(
      JSON.stringify({
        type: ceremony.type ?? type,
        challenge: ceremony.challenge ?? challenge,
        origin: ceremony.origin ?? defaults.origin,
        crossOrigin: false,
      }),
    );
  }

  const flags = (ceremony: Ceremony) => FLAG_UP | (ceremony.userVerified === false ? 0 : FLAG_UV);

  return {
    credentials,
    /** navigator.credentials.create(): a new ES256 key pair, a discoverable credential, 'none' attestation. */
    register(options: PublicKeyCredentialCreationOptionsJSON, ceremony: Ceremony = {}): RegistrationResponseJSON {
      const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const id = ceremony.newCredentialId ? Buffer.from(ceremony.newCredentialId, 'base64url') : randomBytes(32);
      const rpId = options.rp.id!;
      const credential = { id, rpId, userHandle: options.user.id, privateKey, counter: 0 };
      credentials.push(credential);
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([flags(ceremony) | FLAG_AT]),
        counterBytes(0),
        Buffer.alloc(16), // AAGUID: zero under 'none' attestation
        Buffer.from([id.length >> 8, id.length & 0xff]),
        id,
        coseKey(publicKey),
      ]);
      const attestationObject = cbor(
        new Map<string, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      );
      return {
        id: b64url(id),
        rawId: b64url(id),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, ceremony)),
          attestationObject: b64url(attestationObject),
          transports: ['internal', 'hybrid'],
        },
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
      };
    },
    /** navigator.credentials.get() with no account named: a passkey for the RP ID signs the challenge. */
    authenticate(options: PublicKeyCredentialRequestOptionsJSON, ceremony: Ceremony = {}): AuthenticationResponseJSON {
      const mine = credentials.filter((c) => c.rpId === options.rpId);
      const credential = ceremony.credentialId
        ? mine.find((c) => b64url(c.id) === ceremony.credentialId)
        : mine[mine.length - 1];
      if (!credential) throw new Error('no passkey for this site');
      if (ceremony.counter !== undefined) credential.counter = ceremony.counter;
      else if (counts) credential.counter += 1;
      const authData = Buffer.concat([
        sha256(options.rpId!),
        Buffer.from([flags(ceremony)]),
        counterBytes(credential.counter),
      ]);
      const data = clientData('webauthn.get', options.challenge, ceremony);
      const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), credential.privateKey);
      return {
        id: b64url(credential.id),
        rawId: b64url(credential.id),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(data),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          userHandle: ceremony.userHandle ?? credential.userHandle,
        },
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
      };
    },
  };
}
