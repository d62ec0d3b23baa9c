import { describe, expect, it } from 'vitest';
import type { SubscriptionView } from '@/contracts/billing';
import {
  cancelConfirmation,
  cardChangeConfirmation,
  cardLabel,
  resumeConfirmation,
  statusLabel,
  statusSentence,
  subscribeConfirmation,
} from './subscription-copy';

const base: SubscriptionView = {
  status: 'trialing',
  trialEndsAt: '2026-11-30T02:30:00.000Z', // 29/11 23:30 in São Paulo
  currentPeriodEndsAt: null,
  cancelAtPeriodEnd: false,
  priceCents: 4990,
  card: null,
  regularPriceCents: 4990,
  launchPrice: false,
  subscribed: false,
  awaitingFirstCharge: false,
  nextChargeAt: null,
  accessEndsAt: '2026-11-30T02:30:00.000Z',
  provider: 'sandbox',
  entitlements: {
    premium: true,
    features: { photo_analysis: true, chat: true, full_stats: true, full_history: true, meal_plan: true },
    historyDays: null,
  },
};
const nbsp = (s: string) => s.replace(/\u00a0/g, ' ');

describe('textos da assinatura', () => {
  it('rótulos do menu: Teste grátis ativo durante o teste, o estado real depois', () => {
    expect(statusLabel('trialing')).toBe('Teste grátis ativo');
    expect(statusLabel('active')).toBe('Premium Ativo');
    expect(statusLabel('past_due')).toBe('Pagamento pendente');
    expect(statusLabel('canceled')).toBe('Cancelada');
    expect(statusLabel('expired')).toBe('Expirada');
  });

  it('um trial já pago é Premium Ativo, não Teste grátis ativo', () => {
    expect(statusLabel('trialing', true)).toBe('Premium Ativo');
    expect(statusLabel('trialing', false)).toBe('Teste grátis ativo');
  });

  it('datas no calendário de São Paulo (o fim do trial às 23:30 é dia 29, não 30)', () => {
    expect(nbsp(statusSentence(base))).toBe(
      'Teste grátis do Premium até 29/11/2026. Sem cartão cadastrado, nada é cobrado.',
    );
  });

  it('assinar no trial: nada agora, primeira cobrança no fim do trial; com o preço de lançamento dito', () => {
    const lines = subscribeConfirmation({ ...base, priceCents: 2990, launchPrice: true }).map(nbsp);
    expect(lines[0]).toContain('Nada é cobrado agora. A primeira cobrança, de R$ 29,90/mês, será em 29/11/2026');
    expect(lines[0]).toContain('Preço de lançamento');
  });

  it('assinar depois do trial: cobrança imediata', () => {
    const lines = subscribeConfirmation({
      ...base,
      status: 'expired',
      entitlements: { ...base.entitlements, premium: false },
    });
    expect(nbsp(lines[0]!)).toContain('Você será cobrado em R$ 49,90/mês assim que confirmar o cartão');
  });

  it('cancelar no trial não cobra nada; depois, acesso até o fim do período pago; lançamento avisa a perda do preço', () => {
    expect(cancelConfirmation({ ...base, subscribed: true })[0]).toContain('Nada será cobrado');
    const active = {
      ...base,
      status: 'active' as const,
      subscribed: true,
      currentPeriodEndsAt: '2026-12-30T02:30:00.000Z',
      priceCents: 2990,
      launchPrice: true,
    };
    const lines = cancelConfirmation(active).map(nbsp);
    expect(lines[0]).toContain('Você continua com o Premium até 29/12/2026, o fim do período já pago');
    expect(lines.at(-1)).toContain(
      'o preço de lançamento se perde: ao voltar, você pagará o preço vigente (R$ 49,90/mês)',
    );
    expect(cancelConfirmation({ ...active, status: 'past_due' })[0]).toContain('o acesso Premium acaba imediatamente');
  });

  it('retomar e trocar o cartão dizem quando e quanto será cobrado', () => {
    const canceled = {
      ...base,
      status: 'canceled' as const,
      subscribed: true,
      card: { brand: 'elo' as const, last4: '8311' },
      currentPeriodEndsAt: '2026-12-30T02:30:00.000Z',
    };
    expect(nbsp(resumeConfirmation(canceled)[0]!)).toBe(
      'A assinatura continua como antes: a próxima cobrança, de R$ 49,90/mês, será em 29/12/2026, no cartão Elo •••• 8311.',
    );
    expect(nbsp(cardChangeConfirmation({ ...canceled, status: 'past_due' })[0]!)).toContain(
      'A mensalidade em atraso, de R$ 49,90, será cobrada no novo cartão',
    );
    expect(cardLabel(null)).toBe('Nenhum cartão cadastrado');
  });
});
