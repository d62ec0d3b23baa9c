import { readQuestion } from '../../../domain/chat/question-text';
import { redFlagsOf } from '../../../domain/chat/red-flags';
import { riskReply } from '../../../domain/chat/reply-care';
import type { EngineOutcome } from './chat-engine';

export const RED_FLAG_ENGINE = 'red-flags.v1';

/**
 * Red flags are answered before any engine runs (issue #26): the urgent
 * message never depends on a model's judgement, its availability or its
 * latency. Null when the message raises none.
 */
export async function redFlagFirst(
  text: string,
  onDelta: (text: string) => Promise<void>,
): Promise<EngineOutcome | null> {
  const groups = redFlagsOf(readQuestion(text).key);
  if (groups.length === 0) return null;
  const reply = riskReply(groups);
  await onDelta(reply.text);
  return { ok: true, text: reply.text, actions: [], engine: RED_FLAG_ENGINE };
}
