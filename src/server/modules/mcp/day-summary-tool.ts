import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { roundFigure } from '../../../domain/foods/nutrients';
import { getDayStats } from '../stats/get-day-stats';
import { dateArg, type ToolContext } from './tool-context';
import { fmt, ok } from './tool-replies';

/** day_summary: GET /api/stats/day with what is left of each target ("quanto ainda posso comer hoje?"). */
export function registerDaySummary(server: McpServer, { deps, caller, today, dayOf, run }: ToolContext) {
  server.registerTool(
    'day_summary',
    {
      title: 'Resumo do dia',
      description:
        'O dia da pessoa (hoje, ou a data pedida): consumido, metas e quanto ainda falta de energia, proteína, carboidratos, gorduras e água. Responde "quanto ainda posso comer hoje?".',
      inputSchema: { date: dateArg.optional() },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    run(async ({ date }: { date?: string | undefined }) => {
      const day = dayOf(date);
      const stats = await getDayStats(deps.db, caller.userId, day);
      const remaining = {
        energyKcal: left(stats.energyTargetKcal, stats.energyKcal),
        proteinG: left(stats.proteinTargetG, stats.proteinG),
        carbsG: left(stats.carbsTargetG, stats.carbsG),
        fatG: left(stats.fatTargetG, stats.fatG),
        waterMl: left(stats.waterTargetMl, stats.waterMl),
      };
      const line = (label: string, eaten: number, target: number | null, rest: number | null, unit: string) =>
        `- ${label}: ${fmt(eaten, unit)} de ${target === null ? 'sem meta' : fmt(target, unit)}` +
        (rest === null ? '' : rest >= 0 ? ` (faltam ${fmt(rest, unit)})` : ` (passou ${fmt(-rest, unit)})`);
      const text = [
        `${day === today() ? 'Hoje' : 'Dia'} ${day}: ${stats.mealsLogged} refeição(ões) registrada(s).`,
        line('Energia', stats.energyKcal, stats.energyTargetKcal, remaining.energyKcal, 'kcal'),
        line('Proteína', stats.proteinG, stats.proteinTargetG, remaining.proteinG, 'g'),
        line('Carboidratos', stats.carbsG, stats.carbsTargetG, remaining.carbsG, 'g'),
        line('Gorduras', stats.fatG, stats.fatTargetG, remaining.fatG, 'g'),
        line('Água', stats.waterMl, stats.waterTargetMl, remaining.waterMl, 'mL'),
      ].join('\n');
      return ok(text, { ...stats, remaining });
    }),
  );
}

const left = (target: number | null, eaten: number) => (target === null ? null : roundFigure(target - eaten));
