import type { DayStats } from '../stats/stats-report';
import type { AssistantReply } from './facts';
import { dayMonth, grams, kcal, ml, plural } from './reply-format';

/** "quanto ainda posso comer hoje?": today's totals against the person's targets, from their own log. */
export function dayReply(day: DayStats | undefined): AssistantReply {
  if (!day) return { text: 'Não consegui carregar o seu dia agora. Tente de novo em instantes.', actions: [] };
  const lines: string[] = [];
  const meals = plural(day.mealsLogged, 'refeição registrada', 'refeições registradas');
  const target = day.energyTargetKcal;
  if (target === null) {
    lines.push(`Hoje (${dayMonth(day.date)}) você tem ${meals}, somando ${kcal(day.energyKcal)}.`);
    lines.push('Você ainda não tem metas diárias: complete seus dados em Configurações para eu comparar.');
    return { text: lines.join('\n'), actions: [] };
  }
  if (day.mealsLogged === 0) {
    lines.push(`Hoje (${dayMonth(day.date)}) você ainda não registrou refeições. Sua meta do dia é ${kcal(target)}.`);
  } else {
    lines.push(
      `Hoje (${dayMonth(day.date)}) você tem ${meals}: ${kcal(day.energyKcal)} de ${kcal(target)} da sua meta.`,
    );
    const left = target - day.energyKcal;
    lines.push(
      left >= 0
        ? `Ainda cabem ${kcal(left)} hoje.`
        : `Você passou ${kcal(-left)} da meta de hoje. Tudo bem: o que conta é o conjunto dos dias.`,
    );
  }
  const macros: Array<[string, number, number | null]> = [
    ['Proteína', day.proteinG, day.proteinTargetG],
    ['Carboidratos', day.carbsG, day.carbsTargetG],
    ['Gorduras', day.fatG, day.fatTargetG],
  ];
  for (const [name, eaten, goal] of macros) {
    if (goal === null) continue;
    const rest = goal - eaten;
    lines.push(
      `• ${name}: ${grams(eaten)} de ${grams(goal)}${rest > 0 ? ` (faltam ${grams(rest)})` : ' (meta atingida)'}`,
    );
  }
  if (day.waterTargetMl !== null) lines.push(`• Água: ${ml(day.waterMl)} de ${ml(day.waterTargetMl)}`);
  lines.push('Quer ideias que caibam no que falta? Pergunte: “me sugira um lanche com 20 g de proteína”.');
  return { text: lines.join('\n'), actions: [] };
}

/** What is left of today's energy target (null without a target). */
export function remainingEnergyKcal(day: DayStats | undefined): number | null {
  if (!day || day.energyTargetKcal === null) return null;
  return Math.max(0, day.energyTargetKcal - day.energyKcal);
}
