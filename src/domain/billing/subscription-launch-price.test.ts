import { describe, expect, it } from 'vitest';
import { addMonthsInSaoPaulo } from '../calendar/add-months';
import { LAUNCH_PRICE_CENTS, REGULAR_PRICE_CENTS } from './pricing';
import { type BillingEvent, type Subscription, advance, apply, newTrial } from './subscription';
import { trialEndFrom } from './trial';

const DAY = 86_400_000;
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);
const elo = { brand: 'elo' as const, last4: '8311' };
const run = (start: Subscription, ...events: BillingEvent[]) => events.reduce(apply, start);
const subscribed = (when: Date): BillingEvent => ({ type: 'subscribed', at: when, quotedAt: when, card: elo });
const paid = (when: Date, periodEndsAt = addMonthsInSaoPaulo(when, 1)): BillingEvent => ({
  type: 'charge_succeeded',
  at: when,
  periodEndsAt,
});
const failed = (when: Date): BillingEvent => ({ type: 'charge_failed', at: when });

describe('preço de lançamento', () => {
  const deadline = new Date('2025-10-31T23:59:59.999-03:00');
  const launchTrialEnd = new Date('2025-11-05T12:00:00Z');

  it('vale para assinaturas feitas até 31/10/2025 23:59:59 em São Paulo, inclusive de madrugada em UTC', () => {
    const s = apply(newTrial(launchTrialEnd), subscribed(new Date('2025-11-01T02:59:59Z')));
    expect(s.priceCents).toBe(LAUNCH_PRICE_CENTS);
    const t = apply(newTrial(launchTrialEnd), subscribed(at(deadline, 1)));
    expect(t.priceCents).toBe(REGULAR_PRICE_CENTS);
  });

  it('o preço é o da cotação (checkout criado), mesmo que o pagamento termine depois do prazo', () => {
    const s = apply(newTrial(launchTrialEnd), {
      type: 'subscribed',
      at: new Date('2025-11-01T10:00:00Z'),
      quotedAt: new Date('2025-10-31T20:00:00-03:00'),
      card: elo,
    });
    expect(s.priceCents).toBe(LAUNCH_PRICE_CENTS);
  });

  it('fica travado enquanto a assinatura continua, mesmo com atraso recuperado e cancelamento desfeito', () => {
    const start = new Date('2025-10-20T12:00:00Z');
    const trial = trialEndFrom(start);
    let s = run(newTrial(trial), subscribed(start), paid(trial));
    for (let month = 1; month <= 14; month++) s = apply(s, paid(s.currentPeriodEndsAt!));
    const end = s.currentPeriodEndsAt!;
    s = run(s, failed(end), paid(at(end, 2 * DAY), addMonthsInSaoPaulo(end, 1)));
    s = run(s, { type: 'cancel_requested', at: at(end, 3 * DAY) }, { type: 'resume_requested', at: at(end, 4 * DAY) });
    expect(s).toMatchObject({ status: 'active', priceCents: LAUNCH_PRICE_CENTS });
  });

  it('quem cancela e volta depois de expirar paga o preço atual', () => {
    const start = new Date('2025-10-20T12:00:00Z');
    const trial = trialEndFrom(start);
    const s = run(newTrial(trial), subscribed(start), paid(trial), { type: 'cancel_requested', at: at(trial, DAY) });
    const expired = advance(s, s.currentPeriodEndsAt!);
    expect(expired.status).toBe('expired');
    const back = at(s.currentPeriodEndsAt!, 30 * DAY);
    const again = run(expired, subscribed(back), paid(back));
    expect(again).toMatchObject({ status: 'active', priceCents: REGULAR_PRICE_CENTS, startedAt: back });
  });
});
