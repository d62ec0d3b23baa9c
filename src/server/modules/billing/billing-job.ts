import { startJob } from '../../jobs/job-runner';
import type { Deps } from '../deps';
import { createBilling, type PaymentsConfig } from './create-billing';

/**
 * The billing sweep on the job runner (decision 0066), every `intervalMs` on this server and once soon after
 * start-up. Several servers may run it together: what it reviews is claimed row by row (SKIP LOCKED and a lease),
 * each charge attempt and each e-mail is unique (run-billing-sweep.ts).
 */
export function startBillingJob(deps: Deps, payments: PaymentsConfig, intervalMs: number) {
  const billing = createBilling(deps, payments);
  return startJob(
    { name: 'cobrança', everyMs: intervalMs, firstAfterMs: 1000, run: (now) => billing.sweep(now) },
    deps,
  );
}
