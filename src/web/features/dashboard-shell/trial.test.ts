import { describe, expect, it } from 'vitest';
import type { Me } from '@/contracts/me';
import { daysLeftLabel, premiumLabel, trialInfo } from './trial';

const now = new Date('2026-11-22T12:00:00Z');

function personaAna(
  status: Me['subscription']['status'],
  trialEndsAt: string,
  paid: Partial<Me['subscription']> = {},
): Me {
  return {
    id: 'ana',
    name: 'Ana Maria Souza',
    email: 'ana@exemplo.com',
    avatarUrl: null,
    onboardingCompleted: true,
    consentsRequired: false,
    healthConsentRequired: false,
    trialEndsAt,
    subscription: {
      status,
      trialEndsAt,
      currentPeriodEndsAt: null,
      cancelAtPeriodEnd: false,
      subscribed: false,
      nextChargeAt: null,
      ...paid,
    },
    targets: null,
    mealsPerDay: 5,
    profile: null,
  };
}

describe('trialInfo', () => {
  it('arredonda os dias restantes para cima (4,2 dias → 5)', () => {
    const ends = new Date(now.getTime() + 4.2 * 86_400_000).toISOString();
    expect(trialInfo(personaAna('trialing', ends), now)).toEqual({ daysLeft: 5, endsAt: ends });
  });

  it('some quando a pessoa assina', () => {
    expect(trialInfo(personaAna('active', '2026-11-20T00:00:00Z'), now)).toBeNull();
  });
});

describe('depois de pagar durante o trial', () => {
  // 29/11 23:30 in São Paulo is 30/11 02:30 UTC: the label follows São Paulo.
  const ends = '2026-11-30T02:30:00.000Z';
  const paidAna = personaAna('trialing', ends, { subscribed: true, nextChargeAt: ends });

  it('não mostra mais o trial (nem o convite para assinar)', () => {
    expect(trialInfo(paidAna, now)).toBeNull();
  });

  it('mostra "Premium ativo — próxima cobrança dd/mm" no lugar do trial', () => {
    expect(premiumLabel(paidAna)).toBe('Premium ativo — próxima cobrança 29/11');
  });

  it('sem assinatura, nada de Premium ativo', () => {
    expect(premiumLabel(personaAna('trialing', ends))).toBeNull();
    expect(premiumLabel(personaAna('expired', ends))).toBeNull();
  });
});

describe('daysLeftLabel', () => {
  it('fala pt-BR no singular e no plural', () => {
    expect(daysLeftLabel(7)).toBe('7 dias restantes');
    expect(daysLeftLabel(1)).toBe('1 dia restante');
    expect(daysLeftLabel(0)).toBe('teste encerrado');
  });
});

describe('depois de cancelar', () => {
  it('o Premium continua até o fim do período pago, e o selo diz até quando', () => {
    const canceled = personaAna('canceled', '2026-11-01T00:00:00Z', {
      currentPeriodEndsAt: '2026-12-15T15:00:00.000Z',
      cancelAtPeriodEnd: true,
    });
    expect(premiumLabel(canceled)).toBe('Premium até 15/12');
  });
});
