import { z } from 'zod';
import { MEAL_SLOTS } from '../../../contracts/meals';
import type { FactKey, ProposedAction } from '../../../domain/chat/facts';
import { logMealReply } from '../../../domain/chat/reply-log-meal';
import { coreNutrients } from '../../../domain/foods/nutrients';
import { searchFoods } from '../../../domain/foods/food-search';
import type { Deps } from '../deps';
import { loadFacts } from './load-facts';
import { accountSummary, daySummary, periodSummary } from './tool-summaries';
import { waterReply, weightReply } from '../../../domain/chat/reply-body';
import { periodTool } from './period-tool';
import { canEatTool, substituteTool } from './food-fit-tools';
import { personalFoods } from '../foods/personal-foods';

/**
 * The tools the model may call (OpenAI function calling). Our server runs
 * them for the session's person only: no tool takes a person, an id of
 * another's data or a secret as an argument, and unknown arguments are
 * dropped. Results are JSON the model reads; the figures in them come from
 * the catalog and the person's log.
 */
const schemas = {
  resumo_de_hoje: z.object({}),
  estatisticas_do_periodo: z.object({
    dias: z.number().int().min(1).max(90).describe('Quantos dias (7 = a última semana)'),
  }),
  buscar_alimentos: z.object({
    consulta: z.string().trim().min(1).max(120),
    limite: z.number().int().min(1).max(10).optional(),
  }),
  analisar_refeicao: z.object({ descricao: z.string().trim().min(1).max(1000) }),
  propor_registro_de_refeicao: z.object({
    descricao: z.string().trim().min(1).max(1000).describe('Os alimentos com quantidades, em português'),
    refeicao: z.enum(MEAL_SLOTS).optional(),
    ontem: z.boolean().optional(),
  }),
  informacoes_da_conta: z.object({}),
  day_summary: z.object({
    periodo: z
      .string()
      .trim()
      .max(80)
      .optional()
      .describe(
        'O período nas palavras da pessoa: "ontem", "na segunda", "dia 12", "semana passada", "últimos 30 dias"',
      ),
    de: z.iso.date().optional().describe('Data inicial AAAA-MM-DD (em vez de "periodo")'),
    ate: z.iso.date().optional().describe('Data final AAAA-MM-DD (padrão: a inicial)'),
  }),
  log_water: z.object({ ml: z.number().int().min(1).max(3000).describe('Mililitros de água que a pessoa bebeu') }),
  log_weight: z.object({ peso_kg: z.number().min(20).max(400).describe('O peso de hoje, em kg') }),
  can_i_eat: z.object({
    alimento: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .describe('O alimento, com a quantidade se a pessoa disse: "pizza", "2 fatias de pizza", "uma cerveja"'),
  }),
  substitute: z.object({
    de: z.string().trim().min(1).max(120).describe('O alimento a trocar, com a quantidade se dita: "arroz", "2 pães"'),
    por: z
      .string()
      .trim()
      .min(1)
      .max(120)
      .optional()
      .describe('O alimento que entra no lugar; sem ele, opções do mesmo grupo'),
  }),
};
type ToolName = keyof typeof schemas;

const DESCRIPTIONS: Record<ToolName, string> = {
  resumo_de_hoje:
    'O dia de hoje da pessoa: consumido, metas e quanto ainda falta (energia, proteína, carboidratos, gorduras, água).',
  estatisticas_do_periodo:
    'Os últimos N dias da pessoa (hoje incluído): energia e macronutrientes por dia, médias e dias dentro da meta.',
  buscar_alimentos:
    'Busca alimentos na tabela TACO e nos alimentos que a pessoa cadastrou (Meus alimentos): nutrientes por 100 g e porções em gramas.',
  analisar_refeicao:
    'Analisa a descrição de uma refeição em português ("2 ovos cozidos e 1 pão francês"): itens, gramas e nutrientes.',
  propor_registro_de_refeicao:
    'Prepara o registro de uma refeição que a pessoa comeu. Só cria uma proposta: a pessoa confirma no botão "Registrar esta refeição".',
  informacoes_da_conta: 'Teste grátis, assinatura, preço, cancelamento e direitos sobre os dados da pessoa.',
  day_summary:
    'O registro da pessoa em qualquer dia ou período (os mesmos números das Estatísticas): por dia, energia, proteína, carboidratos, gorduras, fibras, sódio, água e refeições; metas; e as refeições do período.',
  log_water:
    'Prepara o registro de água que a pessoa bebeu. Só cria uma proposta: a pessoa confirma no botão "Registrar água".',
  log_weight: 'Prepara o registro do peso de hoje. Só cria uma proposta: a pessoa confirma no botão "Registrar peso".',
  can_i_eat:
    '"Posso comer X?": o alimento na porção típica (ou na quantidade dita), com energia e macronutrientes, contra o que resta da meta de energia de hoje; diz se cabe, se cabe uma porção menor (qual) ou se é melhor outro dia ou dividir. Use para qualquer "posso comer/tomar…?".',
  substitute:
    'Trocas de alimentos (listas de substituição): a porção de "por" com a mesma energia de uma porção de "de", em medida caseira e com o macronutriente principal; sem "por", opções do mesmo grupo da pirâmide alimentar.',
};

/** The JSON Schema the model sees, derived from the zod schema that checks its arguments (one source). */
function parameters(name: ToolName): Record<string, unknown> {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(schemas[name]);
  return schema;
}

export const TOOL_DEFINITIONS = (Object.keys(schemas) as ToolName[]).map((name) => ({
  type: 'function' as const,
  function: { name, description: DESCRIPTIONS[name], parameters: parameters(name) },
}));

export interface ToolContext {
  deps: Pick<Deps, 'db' | 'clock' | 'foods'>;
  /** From the session, never from the model. */
  userId: string;
  firstName: string;
  /** Proposals made during this reply; they become the reply's action buttons. */
  proposals: ProposedAction[];
}

const facts = (ctx: ToolContext, keys: FactKey[]) => loadFacts(ctx.deps, ctx.userId, ctx.firstName, 'model', keys);

/** Runs one tool call; bad names or arguments become an error the model can read, never an exception. */
export async function runTool(name: string, rawArguments: string, ctx: ToolContext): Promise<string> {
  if (!(name in schemas)) return JSON.stringify({ erro: `Ferramenta desconhecida: ${name}` });
  let parsedJson: unknown;
  try {
    parsedJson = rawArguments.trim() ? JSON.parse(rawArguments) : {};
  } catch {
    return JSON.stringify({ erro: 'Argumentos em JSON inválido' });
  }
  const parsed = schemas[name as ToolName].safeParse(parsedJson);
  if (!parsed.success)
    return JSON.stringify({ erro: 'Argumentos inválidos', detalhes: parsed.error.issues.map((i) => i.message) });
  const args = parsed.data as Record<string, unknown>;
  switch (name as ToolName) {
    case 'resumo_de_hoje':
      return JSON.stringify(daySummary((await facts(ctx, ['day'])).day));
    case 'estatisticas_do_periodo':
      return JSON.stringify(await periodSummary(ctx.deps, ctx.userId, args.dias as number));
    case 'informacoes_da_conta':
      return JSON.stringify(accountSummary((await facts(ctx, ['account'])).account, ctx.deps.clock()));
    case 'buscar_alimentos': {
      const matches = searchFoods(
        ctx.deps.foods.index,
        args.consulta as string,
        (args.limite as number | undefined) ?? 5,
      );
      return JSON.stringify({
        fonte: 'TACO 4ª ed. (NEPA/UNICAMP); porções: IBGE POF 2008–2009; "meuAlimento": valores informados pela pessoa',
        alimentos: matches.map(({ food }) => ({
          id: food.id,
          nome: food.name,
          ...(food.kind === 'custom' ? { meuAlimento: true } : {}),
          por100g: coreNutrients(food.per100g),
          porcoes: food.portions.slice(0, 6).map((p) => ({ medida: p.label, gramas: p.grams })),
        })),
      });
    }
    case 'analisar_refeicao': {
      const analysis = ctx.deps.foods.analyzeText(args.descricao as string);
      return JSON.stringify({
        itens: analysis.items.map((i) => ({
          alimento: i.foodName,
          quantidade: i.quantity,
          unidade: i.unit,
          gramas: i.grams,
          nutrientes: i.nutrients,
        })),
        total: analysis.totals,
        naoReconhecido: analysis.unmatched,
      });
    }
    case 'day_summary':
      return JSON.stringify(await periodTool(ctx, args));
    case 'can_i_eat': {
      const [foods, { day }] = await Promise.all([personalFoods(ctx.deps, ctx.userId), facts(ctx, ['day'])]);
      return JSON.stringify(canEatTool(args.alimento as string, day, foods));
    }
    case 'substitute': {
      const foods = await personalFoods(ctx.deps, ctx.userId);
      return JSON.stringify(substituteTool(args.de as string, (args.por as string | undefined) ?? null, foods));
    }
    case 'log_water':
    case 'log_weight': {
      const now = ctx.deps.clock();
      const reply =
        name === 'log_water' ? waterReply(args.ml as number, now) : weightReply(args.peso_kg as number, now);
      ctx.proposals.push(...reply.actions);
      return JSON.stringify({ propostaCriada: reply.actions.length > 0, resumo: reply.text });
    }
    case 'propor_registro_de_refeicao': {
      const reply = logMealReply(
        {
          foodText: args.descricao as string,
          slot: (args.refeicao as (typeof MEAL_SLOTS)[number] | undefined) ?? null,
          yesterday: args.ontem === true,
        },
        ctx.deps.foods,
        ctx.deps.clock(),
      );
      ctx.proposals.push(...reply.actions);
      return JSON.stringify({
        propostaCriada: reply.actions.length > 0,
        resumo: reply.text,
        aviso: 'Nada foi registrado ainda: a pessoa precisa tocar em "Registrar esta refeição".',
      });
    }
  }
}
