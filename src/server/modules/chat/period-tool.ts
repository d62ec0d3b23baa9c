import { localDate } from '../../../domain/calendar/sao-paulo';
import { daysBetween } from '../../../domain/calendar/local-days';
import { readQuestion } from '../../../domain/chat/question-text';
import { logKey } from '../../../domain/chat/log-question';
import { PERIOD_MAX_DAYS, periodOf, type Period } from '../../../domain/chat/period-words';
import { loadPeriodFacts } from './load-period';
import type { ToolContext } from './model-tools';

/**
 * The model's `day_summary`: the person's figures for the period it names, read by the same period reader and
 * loaded by the same use case as the built-in assistant, so both modes give the same figures (issue #26 item 7).
 */
export async function periodTool(ctx: ToolContext, args: Record<string, unknown>) {
  const today = localDate(ctx.deps.clock());
  let period: Period;
  if (typeof args.de === 'string') {
    const to = typeof args.ate === 'string' ? args.ate : args.de;
    if (to > today || args.de > to || daysBetween(args.de, to) >= PERIOD_MAX_DAYS) {
      return {
        erro: `Período inválido: de ${args.de} a ${to} (até hoje, ${today}, e no máximo ${PERIOD_MAX_DAYS} dias)`,
      };
    }
    period = { from: args.de, to, label: `${args.de} a ${to}` };
  } else {
    period = periodOf(logKey(readQuestion(typeof args.periodo === 'string' ? args.periodo : '').key), today);
  }
  const facts = await loadPeriodFacts(ctx.deps.db, ctx.userId, period);
  return {
    fonte: 'Registro da pessoa (os mesmos totais das Estatísticas)',
    periodo: { de: period.from, ate: period.to, nome: period.label },
    metas: facts.targets,
    dias: facts.days.map((d) => ({
      data: d.date,
      refeicoes: d.mealsLogged,
      energiaKcal: Math.round(d.energyKcal),
      proteinaG: Math.round(d.proteinG * 10) / 10,
      carboidratosG: Math.round(d.carbsG * 10) / 10,
      gordurasG: Math.round(d.fatG * 10) / 10,
      fibrasG: Math.round(d.fiberG * 10) / 10,
      sodioMg: Math.round(d.sodiumMg),
      aguaMl: d.waterMl,
    })),
    refeicoes: facts.meals.slice(0, 60).map((m) => ({
      data: m.date,
      refeicao: m.slot,
      hora: m.time,
      itens: m.foods,
      energiaKcal: Math.round(m.figures.energyKcal),
    })),
  };
}
