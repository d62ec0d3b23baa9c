import { setImmediate as nextTurn } from 'node:timers/promises';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { AccessTokenScope } from '../../../contracts/access-tokens';
import { queryDateSchema } from '../../../contracts/dates';
import { localDate } from '../../../domain/calendar/sao-paulo';
import { AppError } from '../../http/app-error';
import type { Deps } from '../deps';
import { refuse } from './tool-replies';

/** Whose token called: every tool runs for this person only. */
export interface McpCaller {
  userId: string;
  scope: AccessTokenScope;
}

/** What each tool gets from createMcpServer (mcp-tools.ts), bound to one request's caller. */
export interface ToolContext {
  deps: Deps;
  caller: McpCaller;
  /** Today in São Paulo, by the app's clock. */
  today: () => string;
  /** A tool's optional date argument, checked as the HTTP routes check `?date=`; today when absent. */
  dayOf: (arg: string | undefined) => string;
  run: <A>(handler: (args: A) => Promise<CallToolResult>) => (args: A) => Promise<CallToolResult>;
}

export const dateArg = z.string().describe('Data no formato AAAA-MM-DD (fuso de São Paulo)');

export function toolContext(deps: Deps, caller: McpCaller): ToolContext {
  const today = () => localDate(deps.clock());
  /**
   * The tool calls of one request run one after another, each after a turn of the event
   * loop: the SDK starts every call of a batch in the same tick, so ten long analyses ran
   * back to back and /api/health waited for all of them (1.5 s in the audit). Now other
   * requests are served between calls; one call is at most a few tens of milliseconds.
   */
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const mine = queue.then(() => nextTurn()).then(work);
    queue = mine.catch(() => undefined);
    return mine;
  };
  /** Expected failures (validation, limits, not found) become a readable refusal; the rest is logged. */
  const run =
    <A>(handler: (args: A) => Promise<CallToolResult>) =>
    async (args: A): Promise<CallToolResult> => {
      try {
        return await inTurn(() => handler(args));
      } catch (error) {
        if (error instanceof AppError) return refuse(error.message);
        if (error instanceof z.ZodError) return refuse(error.issues[0]?.message ?? 'Argumentos inválidos.');
        deps.log.error({ err: error }, 'mcp tool failed');
        return refuse('Erro interno do Nutri. Tente de novo em instantes.');
      }
    };
  const dayOf = (arg: string | undefined) => (arg === undefined ? today() : queryDateSchema(today()).parse(arg));
  return { deps, caller, today, dayOf, run };
}
