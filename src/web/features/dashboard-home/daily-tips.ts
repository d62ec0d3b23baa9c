import { daysBetween } from '@/domain/calendar/local-days';

/** The five 'Dica do Dia' texts (decision 0011), grounded in the Guia Alimentar para a População Brasileira (2014). */
export const DAILY_TIPS = [
  'Faça de alimentos in natura ou minimamente processados — arroz, feijão, legumes, frutas, ovos, carnes — a base da sua alimentação.',
  'Beba água ao longo do dia, antes de sentir sede; sua meta de água está no seu painel.',
  'Coma com calma e com atenção, de preferência em companhia e sem telas: a saciedade leva uns 20 minutos para chegar.',
  'Monte o prato com metade de legumes e verduras, um quarto de arroz ou outro cereal e um quarto de feijão com uma proteína.',
  'Leia a lista de ingredientes: quanto mais curta e com nomes conhecidos, melhor. Evite ultraprocessados no dia a dia.',
] as const;

/** One tip per São Paulo day (not per render): the same all day, the next one tomorrow. */
export function tipForDate(localDate: string): string {
  const index = ((daysBetween('2026-01-01', localDate) % DAILY_TIPS.length) + DAILY_TIPS.length) % DAILY_TIPS.length;
  return DAILY_TIPS[index] ?? DAILY_TIPS[0];
}
