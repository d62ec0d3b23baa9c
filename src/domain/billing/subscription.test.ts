import { describe, expect, it } from 'vitest';
import { addMonthsInSaoPaulo } from '../calendar/add-months';
import { REGULAR_PRICE_CENTS } from './pricing';
import {
  BillingRuleError,
  GRACE_PERIOD_MS,
  type BillingEvent,
  type Subscription,
  accessEndsAt,
  advance,
  apply,
  newTrial,
  nextChargeAt,
  nextReviewAt,
} from './subscription';
import { trialEndFrom } from './trial';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const signup = new Date('2026-11-22T15:00:00Z');
const trialEnd = trialEndFrom(signup); // 2026-11-29T15:00Z
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);
const visa = { brand: 'visa' as const, last4: '4242' };
const elo = { brand: 'elo' as const, last4: '8311' };

function run(start: Subscription, ...events: BillingEvent[]): Subscription {
  return events.reduce(apply, start);
}
const subscribed = (when: Date): BillingEvent => ({ type: 'subscribed', at: when, quotedAt: when, card: visa });
const paid = (when: Date, periodEndsAt = addMonthsInSaoPaulo(when, 1)): BillingEvent => ({
  type: 'charge_succeeded',
  at: when,
  periodEndsAt,
});
const failed = (when: Date): BillingEvent => ({ type: 'charge_failed', at: when });

/** A trial subscriber whose first charge at the trial end went through. */
const activeSubscriber = () => run(newTrial(trialEnd), subscribed(at(signup, DAY)), paid(trialEnd));

describe('trial', () => {
  it('começa em trialing, sem cartão e sem cobrança', () => {
    const s = newTrial(trialEnd);
    expect(s).toMatchObject({ status: 'trialing', startedAt: null, priceCents: null, card: null });
    expect(nextChargeAt(s)).toBeNull();
  });

  it('sem assinar, expira exatamente no fim do trial', () => {
    const s = newTrial(trialEnd);
    expect(advance(s, at(trialEnd, -1)).status).toBe('trialing');
    expect(advance(s, trialEnd)).toMatchObject({ status: 'expired', endedAt: trialEnd });
  });

  it('o fim do trial é um instante: 23:30 em São Paulo já é o dia seguinte em UTC', () => {
    // Sign-up at 23:30 in São Paulo on 22/11 → trial ends 29/11 23:30 local = 30/11 02:30Z.
    const lateSignup = new Date('2026-11-23T02:30:00Z');
    const end = trialEndFrom(lateSignup);
    expect(end.toISOString()).toBe('2026-11-30T02:30:00.000Z');
    expect(advance(newTrial(end), new Date('2026-11-30T02:29:59.999Z')).status).toBe('trialing');
    expect(advance(newTrial(end), new Date('2026-11-30T02:30:00.000Z')).status).toBe('expired');
  });

  it('assinar durante o trial guarda o cartão e agenda a primeira cobrança para o fim do trial', () => {
    const s = run(newTrial(trialEnd), subscribed(at(signup, DAY)));
    expect(s).toMatchObject({ status: 'trialing', card: visa, priceCents: REGULAR_PRICE_CENTS });
    expect(nextChargeAt(s)).toEqual(trialEnd);
  });

  it('nada é cobrado durante o trial: uma falha antes do fim é ignorada', () => {
    const s = run(newTrial(trialEnd), subscribed(at(signup, DAY)), failed(at(signup, 2 * DAY)));
    expect(s.status).toBe('trialing');
  });
});

describe('trialing → active', () => {
  it('a primeira cobrança no fim do trial ativa a assinatura por um mês', () => {
    const s = activeSubscriber();
    expect(s.status).toBe('active');
    expect(s.currentPeriodEndsAt).toEqual(addMonthsInSaoPaulo(trialEnd, 1));
    expect(nextChargeAt(s)).toEqual(s.currentPeriodEndsAt);
  });

  it('assinar depois do trial: ativa na primeira cobrança, imediata', () => {
    const later = at(trialEnd, 3 * DAY);
    const waiting = run(newTrial(trialEnd), subscribed(later));
    expect(waiting).toMatchObject({ status: 'expired', card: visa }); // no access until the charge goes through
    const s = apply(waiting, paid(later));
    expect(s).toMatchObject({ status: 'active', currentPeriodEndsAt: addMonthsInSaoPaulo(later, 1) });
  });

  it('a primeira cobrança recusada depois do trial não dá acesso', () => {
    const later = at(trialEnd, 3 * DAY);
    const s = run(newTrial(trialEnd), subscribed(later), failed(later));
    expect(s.status).toBe('expired');
  });

  it('não permite assinar duas vezes', () => {
    expect(() => apply(activeSubscriber(), subscribed(at(trialEnd, DAY)))).toThrow(BillingRuleError);
    expect(() => run(newTrial(trialEnd), subscribed(signup), subscribed(at(signup, HOUR)))).toThrow(
      'already_subscribed',
    );
  });
});

describe('renovação', () => {
  it('cada cobrança estende o período; a mesma cobrança repetida ou fora de ordem não muda nada', () => {
    const s = activeSubscriber();
    const firstEnd = s.currentPeriodEndsAt!;
    const renewed = apply(s, paid(firstEnd));
    expect(renewed.currentPeriodEndsAt).toEqual(addMonthsInSaoPaulo(firstEnd, 1));
    expect(apply(renewed, paid(firstEnd))).toEqual(renewed); // replay
    expect(apply(renewed, paid(trialEnd))).toEqual(renewed); // an older charge arriving late
  });

  it('renovação pendente (sem resposta do provedor) mantém o acesso só pelo período de carência', () => {
    const s = activeSubscriber();
    const end = s.currentPeriodEndsAt!;
    expect(advance(s, at(end, GRACE_PERIOD_MS - 1)).status).toBe('active');
    expect(advance(s, at(end, GRACE_PERIOD_MS)).status).toBe('expired');
  });
});

describe('active → past_due → active | expired', () => {
  it('uma renovação recusada leva a past_due e mantém o acesso durante a carência', () => {
    const s = activeSubscriber();
    const end = s.currentPeriodEndsAt!;
    const late = apply(s, failed(end));
    expect(late).toMatchObject({ status: 'past_due', pastDueSince: end });
    expect(accessEndsAt(late)).toEqual(at(end, GRACE_PERIOD_MS));
    expect(nextChargeAt(late)).toBeNull();
  });

  it('novas falhas não reiniciam a carência', () => {
    const end = activeSubscriber().currentPeriodEndsAt!;
    const s = run(activeSubscriber(), failed(end), failed(at(end, DAY)), failed(at(end, 3 * DAY)));
    expect(s.pastDueSince).toEqual(end);
  });

  it('uma nova tentativa aprovada volta a active, com o preço travado', () => {
    const end = activeSubscriber().currentPeriodEndsAt!;
    const s = run(activeSubscriber(), failed(end), paid(at(end, DAY), addMonthsInSaoPaulo(end, 1)));
    expect(s).toMatchObject({ status: 'active', pastDueSince: null, priceCents: REGULAR_PRICE_CENTS });
  });

  it('sem pagamento até o fim da carência, expira', () => {
    const end = activeSubscriber().currentPeriodEndsAt!;
    const s = apply(activeSubscriber(), failed(end));
    expect(advance(s, at(end, GRACE_PERIOD_MS - 1)).status).toBe('past_due');
    expect(advance(s, at(end, GRACE_PERIOD_MS))).toMatchObject({ status: 'expired', startedAt: null });
  });

  it('a falha da primeira cobrança no fim do trial também dá carência', () => {
    const s = run(newTrial(trialEnd), subscribed(signup), failed(trialEnd));
    expect(s.status).toBe('past_due');
    expect(advance(s, at(trialEnd, GRACE_PERIOD_MS)).status).toBe('expired');
  });

  it('o provedor encerrando uma assinatura em atraso a expira na hora', () => {
    const end = activeSubscriber().currentPeriodEndsAt!;
    const s = run(activeSubscriber(), failed(end), { type: 'provider_ended', at: at(end, 5 * DAY) });
    expect(s).toMatchObject({ status: 'expired', endedAt: at(end, 5 * DAY) });
  });
});

describe('cancelamento', () => {
  it('durante o trial: nunca cobra e mantém o acesso até o fim do trial', () => {
    const s = run(newTrial(trialEnd), subscribed(signup), { type: 'cancel_requested', at: at(signup, 2 * DAY) });
    expect(s).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: true });
    expect(nextChargeAt(s)).toBeNull();
    expect(accessEndsAt(s)).toEqual(trialEnd);
    expect(advance(s, at(trialEnd, -1)).status).toBe('canceled');
    expect(advance(s, trialEnd).status).toBe('expired');
  });

  it('depois do trial: acesso até o fim do período pago, sem nova cobrança', () => {
    const s0 = activeSubscriber();
    const end = s0.currentPeriodEndsAt!;
    const s = apply(s0, { type: 'cancel_requested', at: at(trialEnd, 10 * DAY) });
    expect(s).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: true });
    expect(nextChargeAt(s)).toBeNull();
    expect(advance(s, at(end, -1)).status).toBe('canceled');
    expect(advance(s, end)).toMatchObject({ status: 'expired', endedAt: end });
  });

  it('cancelar de novo não muda nada; sem assinatura não há o que cancelar', () => {
    const s = apply(activeSubscriber(), { type: 'cancel_requested', at: at(trialEnd, DAY) });
    expect(apply(s, { type: 'cancel_requested', at: at(trialEnd, 2 * DAY) })).toEqual(s);
    expect(() => apply(newTrial(trialEnd), { type: 'cancel_requested', at: signup })).toThrow('nothing_to_cancel');
  });

  it('em atraso, cancelar encerra o acesso na hora (não há período pago a honrar)', () => {
    const end = activeSubscriber().currentPeriodEndsAt!;
    const s = run(activeSubscriber(), failed(end), { type: 'cancel_requested', at: at(end, DAY) });
    expect(s).toMatchObject({ status: 'expired', endedAt: at(end, DAY) });
  });

  it('o provedor encerrando uma assinatura em dia equivale a cancelar no fim do período', () => {
    const s = apply(activeSubscriber(), { type: 'provider_ended', at: at(trialEnd, DAY) });
    expect(s).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: true });
  });
});

describe('retomar', () => {
  it('antes do fim do período volta ao estado anterior sem perder o preço', () => {
    const s0 = activeSubscriber();
    const canceled = apply(s0, { type: 'cancel_requested', at: at(trialEnd, DAY) });
    const resumed = apply(canceled, { type: 'resume_requested', at: at(trialEnd, 2 * DAY) });
    expect(resumed).toEqual(s0);
  });

  it('durante o trial volta a trialing, com a cobrança no fim do trial', () => {
    const s = run(
      newTrial(trialEnd),
      subscribed(signup),
      { type: 'cancel_requested', at: at(signup, DAY) },
      { type: 'resume_requested', at: at(signup, 2 * DAY) },
    );
    expect(s.status).toBe('trialing');
    expect(nextChargeAt(s)).toEqual(trialEnd);
  });

  it('depois do fim do período não há o que retomar', () => {
    const s0 = activeSubscriber();
    const canceled = apply(s0, { type: 'cancel_requested', at: at(trialEnd, DAY) });
    expect(() => apply(canceled, { type: 'resume_requested', at: s0.currentPeriodEndsAt! })).toThrow(
      'nothing_to_resume',
    );
    expect(() => apply(s0, { type: 'resume_requested', at: at(trialEnd, DAY) })).toThrow('nothing_to_resume');
  });
});

describe('cartão', () => {
  it('trocar o cartão mantém o estado', () => {
    const s = apply(activeSubscriber(), { type: 'card_updated', at: at(trialEnd, DAY), card: elo });
    expect(s).toMatchObject({ status: 'active', card: elo });
    expect(() => apply(newTrial(trialEnd), { type: 'card_updated', at: signup, card: elo })).toThrow('no_subscription');
  });
});

describe('nextReviewAt (quando o job deve olhar de novo)', () => {
  it('trial sem assinatura: nada a fazer (o fim é calculado na leitura)', () => {
    expect(nextReviewAt(newTrial(trialEnd), signup)).toEqual(trialEnd);
    expect(nextReviewAt(advance(newTrial(trialEnd), trialEnd), trialEnd)).toBeNull();
  });

  it('assinante: no vencimento da cobrança e, vencida sem resposta, a cada hora', () => {
    const s = activeSubscriber();
    const end = s.currentPeriodEndsAt!;
    expect(nextReviewAt(s, at(end, -DAY))).toEqual(end);
    expect(nextReviewAt(s, at(end, 1))).toEqual(at(end, 1 + HOUR));
  });

  it('cancelada: no fim do acesso', () => {
    const s = apply(activeSubscriber(), { type: 'cancel_requested', at: at(trialEnd, DAY) });
    expect(nextReviewAt(s, at(trialEnd, DAY))).toEqual(s.currentPeriodEndsAt);
  });
});
