import type { WeightSummary } from '@/contracts/body';
import { formatDecimal } from '@/web/lib/format';

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
