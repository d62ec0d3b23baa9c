import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS, TOTP_WINDOW_STEPS } from '../../../domain/credentials/second-factor';

/** RFC 6238 with the defaults every authenticator app reads from the QR code. */
const totpOf = (secretBase32: string, label = '') =>
  new TOTP({
    issuer: 'Nutri',
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });

/** A new 160-bit secret (RFC 4226 §4 recommends 160 bits), in base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** otpauth://totp/Nutri:ana@example.com?secret=…&issuer=Nutri… and its QR code as an SVG data URL (no network). */
export async function totpEnrolment(secretBase32: string, email: string) {
  const uri = totpOf(secretBase32, email).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** The 30-second step the code belongs to (now, or one either side), or null when it is not a current code. */
export function totpStep(secretBase32: string, code: string, now: Date): number | null {
  const totp = totpOf(secretBase32);
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: TOTP_WINDOW_STEPS });
  return delta === null ? null : totp.counter({ timestamp: now.getTime() }) + delta;
}
