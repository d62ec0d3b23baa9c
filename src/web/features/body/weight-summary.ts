import type { WeightSummary } from '@/contracts/body';
import { formatDecimal, formatInteger } from '@/web/lib/format';

const dayMonth = (localDate: string) => `${localDate.slice(8, 10)}/${localDate.slice(5, 7)}`;
const kg = (value: number) => `${formatDecimal(value)} kg`;

/** "71,8 kg em 22/11", pt-BR decimals; null before the first weighing. */
export function latestWeightText(summary: WeightSummary): string | null {
  return summary.latest ? `${kg(summary.latest.weightKg)} em ${dayMonth(summary.latest.date)}` : null;
}

/** "−12,4 kg desde 20/11" (a true minus sign), "sem mudança desde 20/11"; null with fewer than two weighings. */
export function weightTrendText(summary: WeightSummary): string | null {
  const { latest, previous } = summary;
  if (!latest || !previous) return null;
  const change = Math.round((latest.weightKg - previous.weightKg) * 10) / 10;
  const since = `desde ${dayMonth(previous.date)}`;
  if (change === 0) return `sem mudança ${since}`;
  return `${change > 0 ? '+' : '−'}${kg(Math.abs(change))} ${since}`;
}

/** Says plainly that the targets still use the old weight, when the change is worth a recompute. */
export function recomputeNotice(summary: WeightSummary): string | null {
  if (!summary.suggestRecompute || summary.targetsWeightKg === null || !summary.latest) return null;
  return `Suas metas ainda são calculadas com ${kg(summary.targetsWeightKg)}; seu último peso é ${kg(summary.latest.weightKg)}.`;
}

/** A weekly rate keeps its hundredths: "0,25 kg", "0,45 kg". */
const rateKg = (value: number) => `${value.toLocaleString('pt-BR', { maximumFractionDigits: 2 })} kg`;
const longDate = (localDate: string) => `${localDate.slice(8, 10)}/${localDate.slice(5, 7)}/${localDate.slice(0, 4)}`;

/**
 * The goal and its projected date as sentences (decision 0053): always "uma estimativa, não uma promessa", and
 * said plainly when the safe minimum energy slowed the rate or left no date at all. Null without a goal.
 */
export function weightGoalLines(summary: WeightSummary): string[] | null {
  const goal = summary.goal;
  if (!goal) return null;
  const head = `Meta: ${kg(goal.goalWeightKg)}, ${rateKg(goal.weeklyRateKg)} por semana.`;
  const projection = goal.projection;
  if (!projection) return [head];
  if (projection.direction === 'reached') return [`Meta de ${kg(goal.goalWeightKg)} alcançada.`];
  if (!projection.estimatedDate || projection.weeks === null)
    return [
      head,
      'Sem comer menos que o mínimo seguro de energia, não dá para estimar uma data: converse com um nutricionista.',
    ];
  const weeks = projection.weeks === 1 ? '1 semana' : `${projection.weeks} semanas`;
  const energy = projection.dailyEnergyKcal
    ? `, com cerca de ${formatInteger(projection.dailyEnergyKcal)} kcal por dia`
    : '';
  return [
    head,
    ...(projection.floorLimited
      ? [
          `Para não comer menos que o mínimo seguro de energia, a estimativa usa ${rateKg(projection.weeklyRateKg)} por semana.`,
        ]
      : []),
    `Estimativa: por volta de ${longDate(projection.estimatedDate)} (${weeks}${energy}). É uma estimativa, não uma promessa: o peso não muda em linha reta.`,
  ];
}
