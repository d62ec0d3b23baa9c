import type { RatingSummary } from '@/contracts/ratings';
import { formatDecimal } from '@/web/lib/format';

/** "Nota 4,3 de 5" and where it comes from: the app's own ratings, given inside the app (decision 0041). */
export function ratingLine(ratings: NonNullable<RatingSummary>) {
  return {
    title: `Nota ${formatDecimal(ratings.average)} de 5`,
    text: `média de ${ratings.count} avaliações de quem usa o Nutri há duas semanas ou mais`,
  };
}
