import type { WeeklyReview } from './weekly-review';
import { dayMonth } from '../notifications/local-weeks';

const int = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const kg = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1, signDisplay: 'always' });

/** The review's figures as pt-BR lines, for the e-mail (the page draws its own). */
export function weeklyReviewLines(review: WeeklyReview): string[] {
  const lines = [`Dias com registro: ${review.daysLogged} de ${review.days}`];
  if (review.averageEnergyKcal !== null) {
    const target = review.energyTargetKcal ? ` (meta: ${int.format(review.energyTargetKcal)} kcal)` : '';
    lines.push(`Energia média: ${int.format(review.averageEnergyKcal)} kcal por dia registrado${target}`);
  }
  if (review.proteinTargetG) lines.push(`Proteína na meta: ${review.daysProteinMet} de ${review.daysLogged} dias`);
  if (review.waterTargetMl) {
    lines.push(
      `Água: média de ${int.format(review.averageWaterMl)} ml por dia; meta atingida em ${review.daysWaterMet} dias`,
    );
  }
  if (review.weight) {
    lines.push(`Peso: ${kg.format(review.weight.changeKg)} kg (${review.weight.firstKg} → ${review.weight.lastKg} kg)`);
  }
  if (review.topEnergy.length) {
    lines.push(`Maiores fontes de energia: ${review.topEnergy.map((s) => `${s.name} (${s.percent}%)`).join(', ')}`);
  }
  if (review.topSodium.length) {
    lines.push(`Maiores fontes de sódio: ${review.topSodium.map((s) => `${s.name} (${s.percent}%)`).join(', ')}`);
  }
  return lines;
}

export const weekRange = (review: WeeklyReview) => `${dayMonth(review.start)} a ${dayMonth(review.end)}`;

/** The review as one short WhatsApp message: the same figures as the page and the e-mail, and the suggestion. */
export function weeklyReviewWhatsapp(review: WeeklyReview): string {
  return [
    `*Sua semana no Nutri (${weekRange(review)})*`,
    ...weeklyReviewLines(review).map((line) => `• ${line}`),
    '',
    `Sugestão para esta semana: ${review.suggestion}`,
  ].join('\n');
}
