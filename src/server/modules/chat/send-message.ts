import { chatMessages as texts, type ChatMessage } from '../../../contracts/chat';
import type { ChatSettings } from '../../config-chat';
import { AppError } from '../../http/app-error';
import { notFound } from '../../http/not-found';
import { consume, retryAt, tooManyRequests } from '../../http/rate-limiter';
import type { SessionUser } from '../../http/app-env';
import type { Deps } from '../deps';
import type { ChatEngine } from './chat-engine';
import { findMessage, hasLaterMessage, insertMessage, listMessages, saveReply, toDto } from './chat-repository';
import { firstNameOf } from './load-facts';
import { planFirst } from './plan-first';
import { redFlagFirst } from './red-flag-first';

export interface ChatDeps extends Deps {
  engine: ChatEngine;
  settings: ChatSettings;
}

/** Turns of context handed to the engine (the model mode trims them further to its token budget). */
const HISTORY_TURNS = 40;

export type AnswerResult =
  | { ok: true; reply: ChatMessage }
  | { ok: false; status: 503 | 504; code: 'assistant_unavailable' | 'assistant_timeout'; message: string };

/** Per person, in PostgreSQL (holds across restarts and app servers); retries count too. */
async function takeRateSlot(deps: ChatDeps, userId: string, now: Date) {
  const { rateLimit: max, rateWindowMs: windowMs } = deps.settings;
  await consume(deps.db, [{ key: `chat:user:${userId}`, max, windowMs, subject: userId }], now, (over) =>
    tooManyRequests('too_many_messages', texts.rateLimited, retryAt(over), now),
  );
}

/** Stores the person's message first, so a failed reply never loses it. */
export async function acceptMessage(deps: ChatDeps, userId: string, text: string) {
  const now = deps.clock();
  await takeRateSlot(deps, userId, now);
  return insertMessage(deps.db, userId, { role: 'user', text, engine: null, now });
}

/** POST /api/chat/messages/:id/retry: only the person's own last message, while it has no reply. */
export async function acceptRetry(deps: ChatDeps, userId: string, messageId: string) {
  const message = await findMessage(deps.db, userId, messageId);
  if (!message || message.role !== 'user') throw notFound('message');
  if (await hasLaterMessage(deps.db, userId, message.seq)) {
    throw new AppError(409, 'already_answered', texts.alreadyAnswered);
  }
  await takeRateSlot(deps, userId, deps.clock());
  return message;
}

export const messageDto = (row: Awaited<ReturnType<typeof acceptMessage>>) => toDto(row, []);

/** Runs the engine for a stored message and stores its reply; failures become a message and a retry. */
export async function answerMessage(
  deps: ChatDeps,
  user: SessionUser,
  message: Awaited<ReturnType<typeof acceptMessage>>,
  onDelta: (text: string) => Promise<void>,
): Promise<AnswerResult> {
  const history = (await listMessages(deps.db, user.id, HISTORY_TURNS, message.seq)).items.map((m) => ({
    role: m.role,
    text: m.text,
  }));
  let outcome;
  try {
    outcome =
      (await redFlagFirst(message.text, onDelta)) ??
      (await planFirst(deps, user.id, message.text, onDelta)) ??
      (await deps.engine.answer(
        { userId: user.id, firstName: firstNameOf(user.name), text: message.text, history },
        onDelta,
      ));
  } catch (error) {
    deps.log.error({ err: error }, 'chat engine failed');
    outcome = { ok: false as const, reason: 'unavailable' as const, detail: 'unexpected' };
  }
  if (!outcome.ok) {
    deps.log.warn({ reason: outcome.reason, detail: outcome.detail }, 'chat reply failed');
    return outcome.reason === 'timeout'
      ? { ok: false, status: 504, code: 'assistant_timeout', message: texts.timeout }
      : { ok: false, status: 503, code: 'assistant_unavailable', message: texts.unavailable };
  }
  const reply = await saveReply(deps.db, user.id, {
    text: outcome.text,
    engine: outcome.engine,
    actions: outcome.actions,
    now: deps.clock(),
  });
  return { ok: true, reply };
}
