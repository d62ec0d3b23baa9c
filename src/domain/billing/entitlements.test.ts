import { describe, expect, it } from 'vitest';
import { FREE_HISTORY_DAYS, entitlementsAt, hasEntitlement, premiumFeatures } from './entitlements';
import { GRACE_PERIOD_MS, apply, newTrial } from './subscription';

const trialEnd = new Date('2026-11-29T15:00:00Z');
const before = new Date(trialEnd.getTime() - 1);
const visa = { brand: 'visa' as const, last4: '4242' };

describe('direitos por estado', () => {
  it('trial: Premium completo', () => {
    const e = entitlementsAt(newTrial(trialEnd), before);
    expect(e.premium).toBe(true);
    expect(e.historyDays).toBeNull();
    for (const f of premiumFeatures) expect(e.features[f]).toBe(true);
  });

  it('trial expirado sem assinar: sem análises por foto, chat, estatísticas completas nem histórico além de 7 dias', () => {
    const e = entitlementsAt(newTrial(trialEnd), trialEnd);
    expect(e.premium).toBe(false);
    expect(e.historyDays).toBe(FREE_HISTORY_DAYS);
    for (const f of premiumFeatures) expect(hasEntitlement(newTrial(trialEnd), f, trialEnd)).toBe(false);
  });

  it('active, past_due (na carência) e canceled (até o fim do período) têm Premium', () => {
    const subscribed = apply(newTrial(trialEnd), {
      type: 'subscribed',
      at: before,
      quotedAt: before,
      card: visa,
    });
    const periodEnd = new Date('2026-12-29T15:00:00Z');
    const active = apply(subscribed, { type: 'charge_succeeded', at: trialEnd, periodEndsAt: periodEnd });
    expect(entitlementsAt(active, trialEnd).premium).toBe(true);
    const pastDue = apply(active, { type: 'charge_failed', at: periodEnd });
    expect(entitlementsAt(pastDue, new Date(periodEnd.getTime() + GRACE_PERIOD_MS - 1)).premium).toBe(true);
    expect(entitlementsAt(pastDue, new Date(periodEnd.getTime() + GRACE_PERIOD_MS)).premium).toBe(false);
    const canceled = apply(active, { type: 'cancel_requested', at: trialEnd });
    expect(entitlementsAt(canceled, new Date(periodEnd.getTime() - 1)).premium).toBe(true);
    expect(entitlementsAt(canceled, periodEnd).premium).toBe(false);
  });
});
