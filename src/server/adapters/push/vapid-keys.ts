import { createECDH } from 'node:crypto';

/**
 * VAPID keys (RFC 8292): a P-256 key pair, the public key as the uncompressed point (65 bytes, 0x04 ‖ x ‖ y)
 * and the private key as the 32-byte scalar, both base64url — the form browsers take as
 * `applicationServerKey` and web-push takes as `vapidDetails`.
 */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export function generateVapidKeys(): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { publicKey: ecdh.getPublicKey('base64url'), privateKey: ecdh.getPrivateKey('base64url') };
}

/** Null when the pair is usable; otherwise what is wrong, in pt-BR for the start-up message. */
export function vapidKeysProblem(keys: VapidKeys): string | null {
  const publicKey = Buffer.from(keys.publicKey, 'base64url');
  const privateKey = Buffer.from(keys.privateKey, 'base64url');
  if (publicKey.length !== 65 || publicKey[0] !== 0x04) {
    return 'VAPID_PUBLIC_KEY precisa ser a chave pública P-256 não comprimida (65 bytes) em base64url';
  }
  if (privateKey.length !== 32) return 'VAPID_PRIVATE_KEY precisa ser a chave privada P-256 (32 bytes) em base64url';
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(privateKey);
    if (!ecdh.getPublicKey().equals(publicKey)) return 'VAPID_PUBLIC_KEY não corresponde a VAPID_PRIVATE_KEY';
  } catch {
    return 'VAPID_PRIVATE_KEY não é uma chave privada P-256 válida';
  }
  return null;
}
