import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { analyzeMealText } from '../analysis/routes';
import { analysisText, validDescription } from './meal-analysis-text';
import type { ToolContext } from './tool-context';
import { ok, refuse } from './tool-replies';
import { hasHealthConsent } from '../health-consent/health-consent-repository';
import { healthConsentMessages } from '../../../contracts/health-consent';

/** analyze_meal: POST /api/analysis/text, without logging anything. */
export function registerAnalyzeMeal(server: McpServer, { deps, caller, run }: ToolContext) {
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
      // Analysing a description is processing health data, as POST /api/analysis/text (decision 0046).
      if (!(await hasHealthConsent(deps.db, caller.userId))) return refuse(healthConsentMessages.refused);
      const analysis = await analyzeMealText(deps, caller.userId, validDescription(description));
      return ok(analysisText(analysis), analysis);
    }),
  );
}
