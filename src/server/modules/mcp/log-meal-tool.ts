import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { ACCESS_TOKEN_SCOPE_LABELS } from '../../../contracts/access-tokens';
import { MEAL_SLOTS, mealCreateSchema } from '../../../contracts/meals';
import { itemRequestOf } from '../../../domain/meals/build-meal-items';
import { MEAL_SLOT_LABELS, suggestedSlot } from '../../../domain/meals/meal-slots';
import { analyzeMealText } from '../analysis/routes';
import { createMeal } from '../meals/save-meal';
import { hasHealthConsent } from '../health-consent/health-consent-repository';
import { healthConsentMessages } from '../../../contracts/health-consent';
import { analysisText, validDescription } from './meal-analysis-text';
import type { ToolContext } from './tool-context';
import { fmt, ok, refuse } from './tool-replies';

/** log_meal: the analysis of a description, saved as a meal like POST /api/meals (read_write tokens only). */
export function registerLogMeal(server: McpServer, { deps, caller, run }: ToolContext) {
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
              'Para registrar, crie em Configurações › Assistentes de IA › Avançado um token de “Leitura e registro”.',
          );
        }
        if (!(await hasHealthConsent(deps.db, caller.userId))) return refuse(healthConsentMessages.refused);
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
          items: analysis.items.map(itemRequestOf),
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
}
