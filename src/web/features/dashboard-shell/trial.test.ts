import { describe, expect, it } from 'vitest';
import type { Me } from '@/contracts/me';
import { daysLeftLabel, trialInfo } from './trial';

const now = new Date('2026-11-22T12:00:00Z');

function personaAna(status: Me['subscription']['status'], trialEndsAt: string): Me {
  return {
    id: 'ana',
    name: 'Ana Maria Souza',
    email: 'ana@exemplo.com',
    avatarUrl: null,
    onboardingCompleted: true,
    consentsRequired: false,
    trialEndsAt,
    subscription: { status, trialEndsAt, currentPeriodEndsAt: null, cancelAtPeriodEnd: false },
    targets: null,
    mealsPerDay: 5,
    profile: null,
  };
}

describe('trialInfo', () => {
  it('rounds days left up (4.2 days → 5)', () => {
    const ends = new Date(now.getTime() + 4.2 * 86_400_000).toISOString();
    expect(trialInfo(personaAna('trialing', ends), now)).toEqual({ daysLeft: 5, endsAt: ends });
  });

  it('is absent once the person subscribes', () => {
    expect(trialInfo(personaAna('active', '2026-11-20T00:00:00Z'), now)).toBeNull();
  });
});

describe('daysLeftLabel', () => {
  it('speaks pt-BR singular and plural', () => {
    expect(daysLeftLabel(7)).toBe('7 dias restantes');
    expect(daysLeftLabel(1)).toBe('1 dia restante');
    expect(daysLeftLabel(0)).toBe('teste encerrado');
  });
});
