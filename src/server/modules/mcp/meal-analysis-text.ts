import type { NutrientsDto } from '../../../contracts/foods';
import { analysisTextRequestSchema } from '../../../contracts/analysis';
import { QUICK_CALORIES_UNIT } from '../../../domain/meal-text/quick-calories-item';
import { fmt, ptNumber } from './tool-replies';

/** What analyze_meal and log_meal share: the description's checks and the analysis told in pt-BR. */

/** The same rules and pt-BR messages as POST /api/analysis/text. */
export const validDescription = (description: string) => analysisTextRequestSchema.parse({ text: description }).text;

export function analysisText(analysis: {
  items: { foodName: string; quantity: number; unit: string; grams: number; nutrients: NutrientsDto }[];
  totals: NutrientsDto;
  unmatched: string[];
}): string {
  const lines = analysis.items.map(
    (i) =>
      `- ${i.foodName}: ${i.unit === QUICK_CALORIES_UNIT ? 'informado por você' : `${ptNumber.format(i.quantity)} ${i.unit} (${ptNumber.format(i.grams)} g)`} — ${fmt(i.nutrients.energyKcal, 'kcal')}, ` +
      `proteína ${fmt(i.nutrients.proteinG, 'g')}, carboidratos ${fmt(i.nutrients.carbsG, 'g')}, gorduras ${fmt(i.nutrients.fatG, 'g')}`,
  );
  const t = analysis.totals;
  lines.push(
    `Total: ${fmt(t.energyKcal, 'kcal')}, proteína ${fmt(t.proteinG, 'g')}, carboidratos ${fmt(t.carbsG, 'g')}, gorduras ${fmt(t.fatG, 'g')}.`,
  );
  if (analysis.unmatched.length) lines.push(`Não reconhecido: ${analysis.unmatched.join('; ')}.`);
  return lines.join('\n');
}
