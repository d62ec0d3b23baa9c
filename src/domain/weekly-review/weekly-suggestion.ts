import { SODIUM_LIMIT_MG } from '../nutrition/daily-limits';
import type { WeeklyReview } from './weekly-review';

const int = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/**
 * One concrete, achievable suggestion for the week, from rules over the figures (the first that applies):
 * logging comes first (nothing else can be judged without it), then protein, sodium, energy and water.
 */
export function weeklySuggestion(review: Omit<WeeklyReview, 'suggestion' | 'suggestionWrittenBy'>): string {
  const { daysLogged, days } = review;
  if (daysLogged < 4) {
    return daysLogged === 0
      ? 'Nesta semana, registre pelo menos o almoço todos os dias: leva segundos e já mostra para onde vão suas calorias.'
      : `Você registrou ${daysLogged} de ${days} dias. Nesta semana, tente registrar pelo menos o almoço todos os dias.`;
  }
  if (review.proteinTargetG && review.daysProteinMet < 4) {
    return (
      `A proteína chegou à meta (${int.format(review.proteinTargetG)} g) em ${review.daysProteinMet} de ${daysLogged} dias registrados. ` +
      'Inclua uma fonte de proteína no café da manhã, como 2 ovos ou um iogurte natural, em pelo menos 4 dias.'
    );
  }
  const sodium = review.averageSodiumMg;
  const saltiest = review.topSodium[0];
  if (sodium && sodium > SODIUM_LIMIT_MG && saltiest) {
    return (
      `Seu sódio ficou em média ${int.format(sodium)} mg por dia, acima dos ${int.format(SODIUM_LIMIT_MG)} mg que a OMS recomenda. ` +
      `A maior fonte foi ${saltiest.name}: reduza a porção ou troque por uma opção caseira em 3 dias da semana.`
    );
  }
  const average = review.averageEnergyKcal;
  const target = review.energyTargetKcal;
  const biggest = review.topEnergy[0];
  if (average && target && average > target * 1.1 && biggest) {
    return (
      `Você ficou em média ${int.format(average - target)} kcal acima da meta por dia registrado. ` +
      `A maior fonte de energia foi ${biggest.name}: uma porção um terço menor em 3 dias já aproxima você da meta.`
    );
  }
  if (average && target && average < target * 0.9) {
    return (
      `Você ficou em média ${int.format(target - average)} kcal abaixo da meta. ` +
      'Acrescente um lanche com proteína e fruta, como iogurte com banana, nos dias mais corridos.'
    );
  }
  if (review.waterTargetMl && review.daysWaterMet < 4) {
    return `A meta de água foi atingida em ${review.daysWaterMet} de ${days} dias. Deixe uma garrafa à vista e registre cada copo.`;
  }
  return 'Semana equilibrada! Mantenha os registros e repita as refeições que funcionaram bem.';
}
