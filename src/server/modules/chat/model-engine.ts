import type OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { localDate, localTime } from '../../../domain/calendar/sao-paulo';
import type { ProposedAction } from '../../../domain/chat/facts';
import { fitHistory } from '../../../domain/chat/context-window';
import { streamChatTurn } from '../../adapters/ai/chat-model';
import type { ChatModelSettings } from '../../config-chat';
import type { Deps } from '../deps';
import { personalFoods } from '../foods/personal-foods';
import type { ChatEngine } from './chat-engine';
import { TOOL_DEFINITIONS, runTool } from './model-tools';
import { PROMPT_VERSION, SYSTEM_PROMPT, contextNote } from './prompts/nutritionist.v1';

/** Tokens of conversation sent with each request (recent turns + summary); the prompt and tools add ~1.500. */
export const HISTORY_BUDGET_TOKENS = 3000;
/** Rounds of tool calls in one reply; a model still calling tools after this is going in circles. */
export const MAX_TOOL_ROUNDS = 5;

/**
 * Model mode: any OpenAI-compatible chat model, streamed, with our tools run
 * for the session's person (model-tools.ts). The reply stored is exactly the
 * text the person saw streamed.
 */
export function modelEngine(
  deps: Pick<Deps, 'db' | 'clock' | 'foods'>,
  settings: ChatModelSettings,
  client: OpenAI,
): ChatEngine {
  const engine = `${settings.model} · ${PROMPT_VERSION}`;
  return {
    mode: 'model',
    async answer(input, onDelta) {
      const now = deps.clock();
      const { recent, summary } = fitHistory(input.history, HISTORY_BUDGET_TOKENS);
      const messages: ChatCompletionMessageParam[] = [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'system', content: contextNote(input.firstName, `${localDate(now)} ${localTime(now)}`) },
        ...(summary ? [{ role: 'system' as const, content: summary }] : []),
        ...recent.map((turn) => ({ role: turn.role, content: turn.text })),
        { role: 'user', content: input.text },
      ];
      const proposals: ProposedAction[] = [];
      // The person's own foods ("Meus alimentos") join the catalog for this reply's tools.
      const foods = await personalFoods(deps, input.userId);
      const context = { deps: { ...deps, foods }, userId: input.userId, firstName: input.firstName, proposals };
      let text = '';
      for (let round = 0; round < MAX_TOOL_ROUNDS; round++) {
        const turn = await streamChatTurn(
          client,
          { model: settings.model, messages, tools: TOOL_DEFINITIONS },
          async (delta) => {
            text += delta;
            await onDelta(delta);
          },
          settings.timeoutMs,
        );
        if (!turn.ok) return turn;
        if (turn.toolCalls.length === 0) {
          if (!text.trim()) return { ok: false, reason: 'unavailable', detail: 'empty reply' };
          return { ok: true, text, actions: proposals, engine };
        }
        messages.push({
          role: 'assistant',
          content: turn.text || null,
          tool_calls: turn.toolCalls.map((call) => ({
            id: call.id,
            type: 'function' as const,
            function: { name: call.name, arguments: call.arguments },
          })),
        });
        for (const call of turn.toolCalls) {
          messages.push({
            role: 'tool',
            tool_call_id: call.id,
            content: await runTool(call.name, call.arguments, context),
          });
        }
      }
      return { ok: false, reason: 'unavailable', detail: 'too many tool rounds' };
    },
  };
}
