import type { DayStats, RangeStats } from '../stats/stats-report';
import { localDate } from '../calendar/sao-paulo';
import { dailyTargets } from '../goals';
import type { MealTextAnalysis } from '../meal-text/analyze-meal-text';
import { fillDays, streakDays, weeklyProgressPct, type DayTotals } from '../stats/day-stats';
import { addDays } from '../calendar/local-days';
import type { AccountFacts, PersonFacts } from './facts';

/**
 * Ana, the persona of the chat tests: 30 years, 165 cm, 60 kg, lightly active,
 * wants to lose weight (Mifflin–St Jeor → 1.450 kcal). What she logged is
 * analysed from pt-BR descriptions by the real analyser, so every figure
 * comes from the catalog.
 */
export const ANA_NOW = new Date('2026-11-22T15:00:00Z'); // 12:00 in São Paulo, a Sunday
export const ANA_TARGETS = dailyTargets({ sex: 'female', ageYears: 30, heightCm: 165, weightKg: 60 }, 'light', 'lose');

/** Her log: today's lunch, yesterday on target, and a lighter day before. */
export const ANA_LOG: Record<string, string[]> = {
  '2026-11-22': ['2 colheres de servir de arroz e uma concha de feijão'],
  '2026-11-21': [
    '2 pães franceses com manteiga e um café com leite',
    '4 colheres de servir de arroz, 2 conchas de feijão e 2 bifes grelhados',
    'uma banana',
  ],
  '2026-11-20': ['2 ovos cozidos', '1 pote de iogurte natural'],
};

export function anaFacts(analyze: (text: string) => MealTextAnalysis, account?: Partial<AccountFacts>): PersonFacts {
  const today = localDate(ANA_NOW);
  const logged: DayTotals[] = Object.entries(ANA_LOG).map(([date, meals]) => {
    const totals = meals.map((m) => analyze(m).totals);
    const sum = (pick: (t: (typeof totals)[number]) => number | null) => totals.reduce((s, t) => s + (pick(t) ?? 0), 0);
    return {
      date,
      energyKcal: sum((t) => t.energyKcal),
      proteinG: sum((t) => t.proteinG),
      carbsG: sum((t) => t.carbsG),
      fatG: sum((t) => t.fatG),
      waterMl: date === today ? 750 : 0,
      mealsLogged: meals.length,
    };
  });
  const from = addDays(today, -6);
  const days = fillDays(from, today, logged);
  const todayTotals = days[days.length - 1] as DayTotals;
  const day: DayStats = {
    ...todayTotals,
    energyTargetKcal: ANA_TARGETS.energyKcal,
    proteinTargetG: ANA_TARGETS.proteinG,
    carbsTargetG: ANA_TARGETS.carbsG,
    fatTargetG: ANA_TARGETS.fatG,
    mealsPerDay: 5,
    slotsLogged: ['almoco'],
    waterTargetMl: ANA_TARGETS.waterMl,
    streakDays: streakDays(new Set(logged.map((d) => d.date)), today),
    weeklyProgressPct: weeklyProgressPct(days, today, ANA_TARGETS.energyKcal),
  };
  const week: RangeStats = {
    from,
    to: today,
    days,
    energyTargetKcal: ANA_TARGETS.energyKcal,
    waterTargetMl: ANA_TARGETS.waterMl,
    mealsBySlot: { cafe: 1, almoco: 3, lanche: 1, jantar: 0, ceia: 0 },
    weights: [],
  };
  return {
    firstName: 'Ana',
    now: ANA_NOW,
    mode: 'offline',
    day,
    week,
    account: {
      status: 'trialing',
      trialEndsAt: new Date('2026-11-27T15:00:00Z'),
      currentPeriodEndsAt: null,
      cancelAtPeriodEnd: false,
      priceCents: 4990,
      subscribed: false,
      accessEndsAt: new Date('2026-11-27T15:00:00Z'),
      ...account,
    },
  };
}
