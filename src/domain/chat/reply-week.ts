import type { DayStats, RangeStats } from '../stats/stats-report';
import { isOnTarget } from '../stats/day-stats';
import type { AssistantReply } from './facts';
import { dayMonth, grams, kcal, plural } from './reply-format';

const WEEKDAY = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'];
const weekday = (date: string) => WEEKDAY[new Date(`${date}T12:00:00Z`).getUTCDay()] ?? '';

/** "como estou na semana?": the last 7 days of the person's log against their energy target. */
export function weekReply(week: RangeStats | undefined, day: DayStats | undefined): AssistantReply {
  if (!week || !day)
    return { text: 'Não consegui carregar a sua semana agora. Tente de novo em instantes.', actions: [] };
  const logged = week.days.filter((d) => d.mealsLogged > 0);
  const period = `${dayMonth(week.from)} a ${dayMonth(week.to)}`;
  if (logged.length === 0) {
    return {
      text: `Nos últimos 7 dias (${period}) você não registrou refeições. Que tal começar hoje? Me conte o que comeu (“comi …”) e eu registro para você.`,
      actions: [],
    };
  }
  const target = week.energyTargetKcal;
  const average = (pick: (d: (typeof logged)[number]) => number) =>
    logged.reduce((sum, d) => sum + pick(d), 0) / logged.length;
  const lines = [
    `Nos últimos 7 dias (${period}) você registrou refeições em ${plural(logged.length, 'dia', 'dias')}.`,
    `Média nos dias registrados: ${kcal(average((d) => d.energyKcal))}${target !== null ? ` (meta: ${kcal(target)})` : ''}, ${grams(average((d) => d.proteinG))} de proteína.`,
  ];
  if (target !== null) {
    const onTarget = week.days.filter((d) => d.mealsLogged > 0 && isOnTarget(d.energyKcal, target)).length;
    lines.push(
      `${plural(onTarget, 'dia ficou', 'dias ficaram')} dentro da meta (±10%): ${day.weeklyProgressPct}% da meta semanal.`,
    );
  }
  lines.push(`Sequência atual: ${plural(day.streakDays, 'dia seguido', 'dias seguidos')} com registro.`);
  for (const d of week.days) {
    lines.push(`• ${weekday(d.date)} ${dayMonth(d.date)}: ${d.mealsLogged > 0 ? kcal(d.energyKcal) : 'sem registro'}`);
  }
  return { text: lines.join('\n'), actions: [] };
}
