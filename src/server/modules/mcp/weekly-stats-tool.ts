import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { addDays } from '../../../domain/calendar/local-days';
import { roundFigure } from '../../../domain/foods/nutrients';
import { getRangeStatsWithinWindow } from '../stats/range-within-window';
import { dateArg, type ToolContext } from './tool-context';
import { fmt, ok } from './tool-replies';

/** weekly_stats: GET /api/stats/range for the 7 days ending on end_date, with averages of the days logged. */
export function registerWeeklyStats(server: McpServer, { deps, caller, dayOf, run }: ToolContext) {
  server.registerTool(
    'weekly_stats',
    {
      title: 'Estatísticas da semana',
      description:
        'Os 7 dias que terminam em end_date (padrão: hoje): energia e macronutrientes por dia, médias dos dias registrados, dias dentro da meta, refeições por tipo e pesos.',
      inputSchema: { end_date: dateArg.optional() },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    run(async ({ end_date: endArg }: { end_date?: string | undefined }) => {
      const to = dayOf(endArg);
      const range = await getRangeStatsWithinWindow(deps, caller.userId, addDays(to, -6), to);
      const logged = range.days.filter((d) => d.mealsLogged > 0);
      const average = (pick: (d: (typeof logged)[number]) => number) =>
        logged.length ? roundFigure(logged.reduce((sum, d) => sum + pick(d), 0) / logged.length) : null;
      const summary = {
        daysLogged: logged.length,
        averageEnergyKcal: average((d) => d.energyKcal),
        averageProteinG: average((d) => d.proteinG),
        averageCarbsG: average((d) => d.carbsG),
        averageFatG: average((d) => d.fatG),
      };
      // A week without a meal has no average: said in words, never "média ? kcal" (issue 25).
      const averageText =
        summary.averageEnergyKcal === null
          ? 'nenhum dia com registro, então ainda não há média'
          : `${summary.daysLogged} dia(s) com registro; média ${fmt(summary.averageEnergyKcal, 'kcal')} por dia registrado`;
      const target = range.energyTargetKcal === null ? '' : ` (meta ${fmt(range.energyTargetKcal, 'kcal')})`;
      const text = [
        `De ${range.from} a ${range.to}: ${averageText}${target}.`,
        ...range.days.map(
          (d) => `- ${d.date}: ${fmt(roundFigure(d.energyKcal), 'kcal')}, ${d.mealsLogged} refeição(ões)`,
        ),
        ...(range.limitedFrom ? [`(Sem Premium: só a partir de ${range.limitedFrom}.)`] : []),
      ].join('\n');
      return ok(text, { ...range, summary });
    }),
  );
}
