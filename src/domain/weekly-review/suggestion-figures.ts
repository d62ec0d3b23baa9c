import { SODIUM_LIMIT_MG } from '../nutrition/daily-limits';
import { ON_TARGET_TOLERANCE } from '../stats/day-stats';
import type { WeeklyReview } from './weekly-review';
import { weeklyReviewLines } from './weekly-review-lines';

const int = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const signed = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0, signDisplay: 'always' });

/**
 * The figures a language model may write the week's suggestion from (decision 0067): the lines the e-mail shows,
 * plus the targets and differences the rules of `weeklySuggestion` read. They are the model's only facts: every
 * number of its answer must be one of theirs (`checkSuggestion`). No name, e-mail or date of the person.
 */
export function suggestionFigures(review: Omit<WeeklyReview, 'suggestion' | 'suggestionWrittenBy'>): string[] {
  const lines = weeklyReviewLines({ ...review, suggestion: '', suggestionWrittenBy: 'rules' });
  const { averageEnergyKcal: average, energyTargetKcal: target } = review;
  if (average !== null && target) {
    lines.push(`Diferença média para a meta de energia: ${signed.format(average - target)} kcal por dia registrado`);
    lines.push(
      `Dias na meta de energia (±${Math.round(ON_TARGET_TOLERANCE * 100)}%): ${review.daysOnEnergyTarget} de ${review.daysLogged}`,
    );
  }
  if (review.proteinTargetG) lines.push(`Meta de proteína: ${int.format(review.proteinTargetG)} g por dia`);
  if (review.waterTargetMl) lines.push(`Meta de água: ${int.format(review.waterTargetMl)} ml por dia`);
  if (review.averageSodiumMg !== null) {
    lines.push(
      `Sódio médio: ${int.format(review.averageSodiumMg)} mg por dia registrado ` +
        `(a OMS recomenda até ${int.format(SODIUM_LIMIT_MG)} mg)`,
    );
  }
  return lines;
}
