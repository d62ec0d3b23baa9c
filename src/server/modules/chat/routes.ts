import { Hono, type Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { chatHistoryQuerySchema, chatMessageInputSchema, chatMessages } from '../../../contracts/chat';
import type { AppEnv, SessionUser } from '../../http/app-env';
import { requireSession } from '../../http/session';
import { readJson, validate } from '../../http/validate';
import { uuidParam } from '../../http/uuid-param';
import { requireEntitlement } from '../billing/require-entitlement';
import { clearConversation, listMessages } from './chat-repository';
import { confirmAction } from './confirm-action';
import { acceptMessage, acceptRetry, answerMessage, messageDto, type ChatDeps } from './send-message';

/** Messages per page of GET /api/chat/messages. */
const PAGE_SIZE = 50;

/**
 * /api/chat (shared/API.md): the conversation of the session's person only.
 * Sending and confirming need the 'chat' entitlement (402 and the Paywall once
 * the trial is over); reading and clearing one's own history never do.
 */
export function chatRoutes(deps: ChatDeps) {
  const premium = requireEntitlement(deps, 'chat');
  return new Hono<AppEnv>()
    .get('/messages', async (c) => {
      const { user } = requireSession(c);
      const { cursor } = validate(chatHistoryQuerySchema, c.req.query());
      const page = await listMessages(deps.db, user.id, PAGE_SIZE, cursor ? Number(cursor) : undefined);
      return c.json({ ...page, mode: deps.engine.mode });
    })
    .post('/messages', premium, async (c) => {
      const { user } = requireSession(c);
      const { text } = await readJson(c, chatMessageInputSchema);
      return respond(c, deps, user, await acceptMessage(deps, user.id, text));
    })
    .post('/messages/:id/retry', premium, async (c) => {
      const { user } = requireSession(c);
      return respond(c, deps, user, await acceptRetry(deps, user.id, uuidParam(c.req.param('id'), 'message')));
    })
    .delete('/messages', async (c) => {
      const { user } = requireSession(c);
      await clearConversation(deps.db, user.id);
      return c.body(null, 204);
    })
    .post('/actions/:id/confirm', premium, async (c) => {
      const { user } = requireSession(c);
      return c.json(await confirmAction(deps, user.id, uuidParam(c.req.param('id'), 'action')), 201);
    });
}

type StoredMessage = Awaited<ReturnType<typeof acceptMessage>>;

/** The reply as server-sent events when the client accepts them, else as one JSON body. */
async function respond(c: Context<AppEnv>, deps: ChatDeps, user: SessionUser, message: StoredMessage) {
  const stored = messageDto(message);
  if (!(c.req.header('accept') ?? '').includes('text/event-stream')) {
    const result = await answerMessage(deps, user, message, async () => undefined);
    if (result.ok) {
      const { id, text, actions } = result.reply;
      return c.json({ reply: { id, text, actions }, message: stored });
    }
    return c.json({ error: { code: result.code, message: result.message, messageId: message.id } }, result.status);
  }
  // Proxies such as nginx buffer responses unless told not to; a buffered stream is not a stream.
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    // A person who closes the tab still gets the reply stored: writes after a disconnect are dropped, not fatal.
    const send = async (event: string, data: unknown) => {
      if (stream.aborted) return;
      try {
        await stream.writeSSE({ event, data: JSON.stringify(data) });
      } catch {
        // the client went away
      }
    };
    await send('message', stored);
    try {
      const result = await answerMessage(deps, user, message, (text) => send('delta', { text }));
      if (result.ok) {
        const { id, text, actions } = result.reply;
        await send('reply', { id, text, actions });
      } else {
        await send('error', { error: { code: result.code, message: result.message, messageId: message.id } });
      }
    } catch (error) {
      // Headers are gone already: the failure travels as an event, with the message to retry.
      deps.log.error({ err: error }, 'chat stream failed');
      await send('error', {
        error: { code: 'assistant_unavailable', message: chatMessages.unavailable, messageId: message.id },
      });
    }
  });
}
