import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { MEAL_LIST_MAX_LIMIT, MEAL_SLOTS, mealListQuerySchema } from '../../../contracts/meals';
import { MEAL_SLOT_LABELS } from '../../../domain/meals/meal-slots';
import { listMealsWithinWindow } from '../meals/list-meals';
import { dateArg, type ToolContext } from './tool-context';
import { fmt, ok } from './tool-replies';

/** search_history: GET /api/meals, within the Premium history window. */
export function registerSearchHistory(server: McpServer, { deps, caller, today, run }: ToolContext) {
  server.registerTool(
    'search_history',
    {
      title: 'Buscar no histórico',
      description:
        'Refeições registradas pela pessoa, das mais recentes para as mais antigas, filtradas por texto (nome do alimento), datas e refeição. Pagina com cursor. Sem Premium, alcança os últimos 7 dias.',
      inputSchema: {
        query: z.string().optional().describe('Texto a procurar nos alimentos ("feijão")'),
        from: dateArg.optional(),
        to: dateArg.optional(),
        slot: z.enum(MEAL_SLOTS).optional(),
        limit: z
          .number()
          .int()
          .min(1)
          .max(MEAL_LIST_MAX_LIMIT)
          .optional()
          .describe('Quantas refeições (1–50, padrão 10)'),
        cursor: z.string().optional().describe('nextCursor da página anterior'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    run(
      async (args: {
        query?: string | undefined;
        from?: string | undefined;
        to?: string | undefined;
        slot?: (typeof MEAL_SLOTS)[number] | undefined;
        limit?: number | undefined;
        cursor?: string | undefined;
      }) => {
        const query = mealListQuerySchema(today()).parse({
          q: args.query,
          from: args.from,
          to: args.to,
          slot: args.slot,
          cursor: args.cursor,
          limit: args.limit ?? 10,
        });
        const page = await listMealsWithinWindow(deps, caller.userId, query);
        const lines = page.items.map(
          (meal) =>
            `- ${meal.localDate} ${MEAL_SLOT_LABELS[meal.slot]}: ${meal.items.map((i) => i.foodName).join(', ')} — ${fmt(meal.totals.energyKcal, 'kcal')}`,
        );
        const text =
          (lines.length ? lines.join('\n') : 'Nenhuma refeição encontrada.') +
          (page.limitedFrom ? `\n(Sem Premium: só a partir de ${page.limitedFrom}.)` : '') +
          (page.nextCursor ? `\nHá mais: use cursor="${page.nextCursor}".` : '');
        return ok(text, page);
      },
    ),
  );
}
