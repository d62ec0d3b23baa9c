import type OpenAI from 'openai';
import { APIError } from 'openai';
import type { ChatCompletionMessageParam, ChatCompletionTool } from 'openai/resources/chat/completions';

// The chat's side of the OpenAI-compatible adapter (its client comes from createAiClient, as photo
// analysis's does): one streamed completion turn, with tool calls collected from the deltas.
// Failures are outcomes, never throws.

export interface ToolCall {
  id: string;
  name: string;
  arguments: string;
}

export type StreamedTurn =
  { ok: true; text: string; toolCalls: ToolCall[] } | { ok: false; reason: 'timeout' | 'unavailable'; detail: string };

/**
 * Streams one completion. `idleTimeoutMs` bounds the wait for the first token
 * and between tokens (the SDK's own timeout stops at the response headers).
 */
export async function streamChatTurn(
  client: OpenAI,
  request: { model: string; messages: ChatCompletionMessageParam[]; tools: ChatCompletionTool[] },
  onDelta: (text: string) => Promise<void>,
  idleTimeoutMs: number,
): Promise<StreamedTurn> {
  const controller = new AbortController();
  let timer = setTimeout(() => controller.abort(), idleTimeoutMs);
  const touch = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(), idleTimeoutMs);
  };
  let text = '';
  const calls = new Map<number, ToolCall>();
  try {
    const stream = await client.chat.completions.create(
      { model: request.model, messages: request.messages, tools: request.tools, stream: true },
      { signal: controller.signal },
    );
    for await (const chunk of stream) {
      touch();
      const delta = chunk.choices[0]?.delta;
      if (!delta) continue;
      if (delta.content) {
        text += delta.content;
        await onDelta(delta.content);
      }
      for (const call of delta.tool_calls ?? []) {
        const current = calls.get(call.index) ?? { id: '', name: '', arguments: '' };
        calls.set(call.index, {
          id: call.id ?? current.id,
          name: current.name + (call.function?.name ?? ''),
          arguments: current.arguments + (call.function?.arguments ?? ''),
        });
      }
    }
    // The SDK ends the iteration quietly when aborted: an idle stream is a timeout, not a short reply.
    if (controller.signal.aborted) return { ok: false, reason: 'timeout', detail: `no token in ${idleTimeoutMs} ms` };
    return { ok: true, text, toolCalls: [...calls.values()].filter((c) => c.name) };
  } catch (error) {
    if (controller.signal.aborted) return { ok: false, reason: 'timeout', detail: `no token in ${idleTimeoutMs} ms` };
    if (error instanceof APIError && error.status === undefined && /timed? ?out/i.test(error.message)) {
      return { ok: false, reason: 'timeout', detail: error.message };
    }
    const status = error instanceof APIError ? error.status : undefined;
    return { ok: false, reason: 'unavailable', detail: status ? `HTTP ${status}` : String((error as Error).message) };
  } finally {
    clearTimeout(timer);
  }
}
