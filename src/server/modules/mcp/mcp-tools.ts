import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { ACCESS_TOKEN_SCOPE_LABELS, type AccessTokenScope } from '../../../contracts/access-tokens';
import { queryDateSchema } from '../../../contracts/dates';
import { MEAL_LIST_MAX_LIMIT, MEAL_SLOTS, mealCreateSchema, mealListQuerySchema } from '../../../contracts/meals';
import { analysisTextRequestSchema } from '../../../contracts/analysis';
import { FOOD_SOURCE_LABELS, foodSearchQuerySchema, type NutrientsDto } from '../../../contracts/foods';
import { addDays } from '../../../domain/calendar/local-days';
import { localDate } from '../../../domain/calendar/sao-paulo';
import { roundFigure } from '../../../domain/foods/nutrients';
import { MEAL_SLOT_LABELS, suggestedSlot } from '../../../domain/meals/meal-slots';
import { AppError } from '../../http/app-error';
import { analyzeMealText } from '../analysis/routes';
import type { Deps } from '../deps';
import { searchPersonalFoods } from '../foods/routes';
import { listMealsWithinWindow } from '../meals/list-meals';
import { createMeal } from '../meals/save-meal';
import { getDayStats } from '../stats/get-day-stats';
import { getRangeStatsWithinWindow } from '../stats/range-within-window';

/**
 * Nutri's tools for AI assistants (MCP, docs/decisions/0033-mcp-server.md).
 * Every tool runs for the token's owner only: no tool takes a person or a
 * user id, and each one calls the very use case behind the HTTP API
 * (search, analysis, meals, statistics), so figures, ownership and the
 * Premium history window are the same as on the web. Results carry a pt-BR
 * text for the assistant to read and the API's JSON as structuredContent.
 */
export interface McpCaller {
  userId: string;
  scope: AccessTokenScope;
}

const SERVER_INFO = { name: 'nutri', version: '1.0.0' };
const INSTRUCTIONS =
  'Nutri: registro alimentar de uma pessoa, com alimentos da TACO (NEPA/UNICAMP) e os dela. ' +
  'Datas são do fuso de São Paulo (AAAA-MM-DD). Números de nutrientes vêm do catálogo, nunca estime-os você. ' +
  'Para "quanto ainda posso comer hoje?" use day_summary.';

const number = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
const fmt = (value: number | null | undefined, unit: string) =>
  value === null || value === undefined ? `? ${unit}` : `${number.format(value)} ${unit}`;

const ok = (text: string, structured: Record<string, unknown>): CallToolResult => ({
  content: [{ type: 'text', text }],
  structuredContent: structured,
});
const refuse = (text: string): CallToolResult => ({ content: [{ type: 'text', text }], isError: true });

const dateArg = z.string().describe('Data no formato AAAA-MM-DD (fuso de São Paulo)');

export function createMcpServer(deps: Deps, caller: McpCaller): McpServer {
  const server = new McpServer(SERVER_INFO, { instructions: INSTRUCTIONS });
  const today = () => localDate(deps.clock());
  /** Expected failures (validation, limits, not found) become a readable refusal; the rest is logged. */
  const run =
    <A>(handler: (args: A) => Promise<CallToolResult>) =>
    async (args: A): Promise<CallToolResult> => {
      try {
        return await handler(args);
      } catch (error) {
        if (error instanceof AppError) return refuse(error.message);
        if (error instanceof z.ZodError) return refuse(error.issues[0]?.message ?? 'Argumentos inválidos.');
        deps.log.error({ err: error }, 'mcp tool failed');
        return refuse('Erro interno do Nutri. Tente de novo em instantes.');
      }
    };

  server.registerTool(
    'search_foods',
    {
      title: 'Buscar alimentos',
      description:
        'Busca alimentos na tabela TACO e nos alimentos cadastrados pela pessoa (Meus alimentos, primeiro): nutrientes por 100 g e porções caseiras em gramas.',
      inputSchema: {
        query: z.string().describe('Nome do alimento, em português (ex.: "arroz branco")'),
        limit: z.number().int().min(1).max(20).optional().describe('Quantos resultados (1–20, padrão 5)'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    run(async ({ query, limit }: { query: string; limit?: number | undefined }) => {
      // The same rules and pt-BR messages as GET /api/foods.
      const { q } = foodSearchQuerySchema.parse({ q: query });
      const items = await searchPersonalFoods(deps, caller.userId, q, limit ?? 5);
      const lines = items.map(
        (f) =>
          `- ${f.name} [${f.id}] (${FOOD_SOURCE_LABELS[f.sourceKind]}): por 100 g ${fmt(f.per100g.energyKcal, 'kcal')}, ` +
          `proteína ${fmt(f.per100g.proteinG, 'g')}, carboidratos ${fmt(f.per100g.carbsG, 'g')}, gorduras ${fmt(f.per100g.fatG, 'g')}` +
          (f.portions.length
            ? `; porções: ${f.portions
                .slice(0, 4)
                .map((p) => `${p.label} = ${number.format(p.grams)} g`)
                .join(', ')}`
            : ''),
      );
      return ok(lines.length ? lines.join('\n') : `Nenhum alimento encontrado para “${query}”.`, { items });
    }),
  );

  server.registerTool(
    'analyze_meal',
    {
      title: 'Analisar refeição',
      description:
        'Analisa a descrição de uma refeição em português ("2 ovos mexidos e uma tapioca"): itens reconhecidos, gramas e nutrientes do catálogo (incluindo os alimentos da pessoa). Não registra nada.',
      inputSchema: { description: z.string().describe('O que foi comido, com quantidades quando souber') },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    run(async ({ description }: { description: string }) => {
      const analysis = await analyzeMealText(deps, caller.userId, validDescription(description));
      return ok(analysisText(analysis), analysis);
    }),
  );

  server.registerTool(
    'log_meal',
    {
      title: 'Registrar refeição',
      description:
        'Registra no diário da pessoa uma refeição descrita em português, com os valores do catálogo. Só com token de "Leitura e registro". Confirme com a pessoa antes de registrar.',
      inputSchema: {
        description: z.string().describe('O que foi comido, com quantidades ("2 ovos mexidos e 1 tapioca")'),
        slot: z
          .enum(MEAL_SLOTS)
          .optional()
          .describe('cafe, almoco, lanche, jantar ou ceia; sem ele, a refeição da hora em São Paulo'),
        eaten_at: z
          .string()
          .optional()
          .describe('Quando comeu, em ISO 8601 (ex.: 2026-11-26T12:30:00-03:00); padrão: agora'),
      },
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    run(
      async ({
        description,
        slot,
        eaten_at: eatenAtArg,
      }: {
        description: string;
        slot?: (typeof MEAL_SLOTS)[number] | undefined;
        eaten_at?: string | undefined;
      }) => {
        if (caller.scope !== 'read_write') {
          return refuse(
            `Este token é “${ACCESS_TOKEN_SCOPE_LABELS.read}”: ele não registra refeições. ` +
              'Para registrar, crie em Configurações › Assistentes de IA (MCP) um token de “Leitura e registro”.',
          );
        }
        const now = deps.clock();
        const analysis = await analyzeMealText(deps, caller.userId, validDescription(description));
        if (analysis.items.length === 0) {
          return refuse(
            `Nenhum alimento reconhecido em “${description}”. Nada foi registrado; descreva com outros nomes ou use search_foods.`,
          );
        }
        const eatenAt = eatenAtArg ? new Date(eatenAtArg) : now;
        if (Number.isNaN(eatenAt.getTime())) return refuse('eaten_at deve ser uma data e hora ISO 8601.');
        const input = mealCreateSchema(now).parse({
          slot: slot ?? suggestedSlot(eatenAt),
          eatenAt: eatenAt.toISOString(),
          items: analysis.items.map((item) => ({ foodId: item.foodId, grams: item.grams })),
          note: null,
        });
        const meal = await createMeal(deps, caller.userId, input);
        const text =
          `Registrado: ${MEAL_SLOT_LABELS[meal.slot]} de ${meal.localDate}, ${fmt(meal.totals.energyKcal, 'kcal')}.\n` +
          analysisText(analysis);
        return ok(text, { meal, unmatched: analysis.unmatched });
      },
    ),
  );

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
      const day = date === undefined ? today() : queryDateSchema(today()).parse(date);
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
      const to = endArg === undefined ? today() : queryDateSchema(today()).parse(endArg);
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
      const text = [
        `De ${range.from} a ${range.to}: ${summary.daysLogged} dia(s) com registro; média ${fmt(summary.averageEnergyKcal, 'kcal')} por dia registrado (meta ${fmt(range.energyTargetKcal, 'kcal')}).`,
        ...range.days.map(
          (d) => `- ${d.date}: ${fmt(roundFigure(d.energyKcal), 'kcal')}, ${d.mealsLogged} refeição(ões)`,
        ),
        ...(range.limitedFrom ? [`(Sem Premium: só a partir de ${range.limitedFrom}.)`] : []),
      ].join('\n');
      return ok(text, { ...range, summary });
    }),
  );

  return server;
}

const left = (target: number | null, eaten: number) => (target === null ? null : roundFigure(target - eaten));

/** The same rules and pt-BR messages as POST /api/analysis/text. */
const validDescription = (description: string) => analysisTextRequestSchema.parse({ text: description }).text;

function analysisText(analysis: {
  items: { foodName: string; quantity: number; unit: string; grams: number; nutrients: NutrientsDto }[];
  totals: NutrientsDto;
  unmatched: string[];
}): string {
  const lines = analysis.items.map(
    (i) =>
      `- ${i.foodName}: ${number.format(i.quantity)} ${i.unit} (${number.format(i.grams)} g) — ${fmt(i.nutrients.energyKcal, 'kcal')}, ` +
      `proteína ${fmt(i.nutrients.proteinG, 'g')}, carboidratos ${fmt(i.nutrients.carbsG, 'g')}, gorduras ${fmt(i.nutrients.fatG, 'g')}`,
  );
  const t = analysis.totals;
  lines.push(
    `Total: ${fmt(t.energyKcal, 'kcal')}, proteína ${fmt(t.proteinG, 'g')}, carboidratos ${fmt(t.carbsG, 'g')}, gorduras ${fmt(t.fatG, 'g')}.`,
  );
  if (analysis.unmatched.length) lines.push(`Não reconhecido: ${analysis.unmatched.join('; ')}.`);
  return lines.join('\n');
}
