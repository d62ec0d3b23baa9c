import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { FOOD_SOURCE_LABELS, foodSearchQuerySchema } from '../../../contracts/foods';
import { searchPersonalFoods } from '../foods/routes';
import type { ToolContext } from './tool-context';
import { fmt, ok, ptNumber } from './tool-replies';

/** search_foods: the catalog search of GET /api/foods (the person's own foods first). */
export function registerSearchFoods(server: McpServer, { deps, caller, run }: ToolContext) {
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
                .map((p) => `${p.label} = ${ptNumber.format(p.grams)} g`)
                .join(', ')}`
            : ''),
      );
      return ok(lines.length ? lines.join('\n') : `Nenhum alimento encontrado para “${query}”.`, { items });
    }),
  );
}
