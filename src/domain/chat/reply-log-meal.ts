import { MEAL_SLOT_LABELS, type MealSlot } from '../meals/meal-slots';
import { instantAt, localDate, localTime } from '../calendar/sao-paulo';
import { suggestedSlot } from '../meals/meal-slots';
import { addDays } from '../calendar/local-days';
import type { CoreNutrients } from '../foods/nutrients';
import type { MealTextItem } from '../meal-text/place-item';
import type { AssistantReply, FoodTools, ProposedMeal } from './facts';
import { itemLabel } from './reply-food';
import { figuresPhrase } from './reply-format';

/** What an analysis (of words or of a photo) gives that a proposed meal keeps. */
export interface ProposalAnalysis {
  items: Array<Pick<MealTextItem, 'foodId' | 'foodName' | 'quantity' | 'unit' | 'grams' | 'nutrients' | 'foodSource'>>;
  totals: CoreNutrients;
  unmatched: string[];
}

/**
 * The meal the assistant proposes from an analysis: foods, grams and figures from the catalog only, logged when the
 * person confirms (the web chat's button, WhatsApp's "Registrar").
 */
export function proposedMeal(
  analysis: ProposalAnalysis,
  slot: MealSlot,
  eatenAt: Date,
  photoId: string | null = null,
): ProposedMeal {
  return {
    slot,
    eatenAt: eatenAt.toISOString(),
    items: analysis.items.map((item) => ({
      foodId: item.foodId,
      foodName: item.foodName,
      quantity: item.quantity,
      unit: item.unit,
      grams: item.grams,
      energyKcal: item.nutrients.energyKcal,
      foodSource: item.foodSource,
    })),
    totals: analysis.totals,
    unmatched: analysis.unmatched,
    ...(photoId ? { photoId } : {}),
  };
}

/**
 * Usual São Paulo times of each meal, used when the person names a meal
 * other than the one happening now ("comi pão no café", said at 15h).
 */
const USUAL_TIME: Record<MealSlot, string> = {
  cafe: '08:00',
  almoco: '12:30',
  lanche: '16:00',
  jantar: '20:00',
  ceia: '22:30',
};

/**
 * When the reported meal happened: yesterday only when the person says so
 * ("ontem"); today at the named meal's usual time when that time has passed,
 * otherwise now (a "lanche" logged at noon was eaten this morning, not yesterday).
 */
export function reportedInstant(
  slot: MealSlot | null,
  yesterday: boolean,
  now: Date,
): { slot: MealSlot; eatenAt: Date } {
  const today = localDate(now);
  const chosen = slot ?? suggestedSlot(now);
  if (yesterday) return { slot: chosen, eatenAt: instantAt(addDays(today, -1), USUAL_TIME[chosen]) };
  if (!slot || slot === suggestedSlot(now)) return { slot: chosen, eatenAt: now };
  const usual = instantAt(today, USUAL_TIME[chosen]);
  return { slot: chosen, eatenAt: usual.getTime() <= now.getTime() ? usual : now };
}

/** "comi um pão francês com manteiga no café" → a proposed meal; nothing is logged until the person confirms. */
export function logMealReply(
  report: { foodText: string; slot: MealSlot | null; yesterday: boolean },
  tools: FoodTools,
  now: Date,
): AssistantReply {
  const analysis = report.foodText.trim() ? tools.analyzeText(report.foodText) : null;
  if (!analysis || analysis.items.length === 0) {
    const what = report.foodText.trim() ? ` “${report.foodText}”` : '';
    return {
      text: `Não consegui identificar os alimentos${what}. Me conte o que comeu com as quantidades, por exemplo: “comi 2 ovos mexidos e 1 pão francês no café”.`,
      actions: [],
    };
  }
  const { slot, eatenAt } = reportedInstant(report.slot, report.yesterday, now);
  const when = `${localDate(eatenAt) === localDate(now) ? 'hoje' : 'ontem'} às ${localTime(eatenAt)}`;
  const meal = proposedMeal(analysis, slot, eatenAt);
  const understood = analysis.unmatched.length > 0 ? 'Entendi parte desta refeição' : 'Entendi esta refeição';
  const lines = [`${understood} (${MEAL_SLOT_LABELS[slot]}, ${when}):`];
  for (const item of analysis.items)
    lines.push(`• ${itemLabel(item)}: ${figuresPhrase(item.nutrients, ['energyKcal'])}`);
  lines.push(`Total: ${figuresPhrase(analysis.totals, ['energyKcal', 'proteinG', 'carbsG', 'fatG'])}.`);
  if (analysis.unmatched.length > 0) {
    lines.push(
      `Não reconheci: ${analysis.unmatched.join(', ')} — isso fica de fora do registro; se quiser, ajuste depois no Histórico.`,
    );
    for (const { text, foods } of analysis.suggestions) {
      lines.push(`Parecidos na tabela com “${text}”: ${foods.map((f) => f.foodName).join(', ')}.`);
    }
  }
  lines.push('Confira e toque em “Registrar esta refeição” para salvar. Nada é registrado sem a sua confirmação.');
  return { text: lines.join('\n'), actions: [{ kind: 'log_meal', meal }] };
}
