import { healthConsentMessages, type HealthConsentStatus } from '../../../contracts/health-consent';
import { AppError } from '../../http/app-error';
import { recordAuditEvent } from '../audit-log/audit-log-repository';
import type { Deps } from '../deps';
import { healthConsentStatus, saveHealthConsent, withdrawHealthConsent } from './health-consent-repository';

/** POST /api/settings/health-consent: recorded with its version and time, and in the audit log. */
export async function giveHealthConsent(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: string,
): Promise<HealthConsentStatus> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    if (!(await saveHealthConsent(tx, userId, now))) {
      throw new AppError(409, 'health_consent_given', healthConsentMessages.alreadyGiven);
    }
    await recordAuditEvent(tx, { userId, kind: 'health_consent_given', at: now });
    return healthConsentStatus(tx, userId);
  });
}

/**
 * DELETE /api/settings/health-consent: from now on the health-data writes are
 * refused (health-consent-gate.ts); what is stored stays until the person
 * deletes it or the account (the screen offers both, and the export).
 */
export async function withdrawConsent(deps: Pick<Deps, 'db' | 'clock'>, userId: string): Promise<HealthConsentStatus> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    if (!(await withdrawHealthConsent(tx, userId, now))) {
      throw new AppError(409, 'health_consent_not_given', healthConsentMessages.notGiven);
    }
    await recordAuditEvent(tx, { userId, kind: 'health_consent_withdrawn', at: now });
    return healthConsentStatus(tx, userId);
  });
}
