import { randomBytes } from 'node:crypto';
import {
  RECOVERY_CODE_BYTES,
  RECOVERY_CODE_COUNT,
  formatRecoveryCode,
  normalizeRecoveryCode,
} from '../../../domain/credentials/second-factor';
import { tokenHash } from '../credentials/tokens';

/**
 * Ten new recovery codes: what to show the person once, and the SHA-256 of
 * each (normalised as the sign-in will read it) to keep. 60 random bits each
 * make a plain SHA-256 enough: there is no dictionary to try.
 */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => formatRecoveryCode(randomBytes(RECOVERY_CODE_BYTES)));
  return { codes, hashes: codes.map((code) => tokenHash(normalizeRecoveryCode(code)!)) };
}
