import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { apiUrl } from '@/contracts/api-route';
import { chatApi } from '@/contracts/api-routes/channels';
import { useState } from 'react';
import type { ChatMessage } from '@/contracts/chat';
import { messageOf } from '@/web/lib/api-error';
import { queryKeys } from '@/web/lib/query-keys';
import { getChatHistory, streamChat } from './chat-api';

/** The exchange in progress: the person's message and the reply as it streams, or why it failed. */
export interface LiveExchange {
  question: { id: string | null; text: string };
  streamed: string;
  status: 'streaming' | 'failed';
  /** The server's pt-BR message when it failed. */
  error: string | null;
}

/**
 * The conversation: stored history (GET /api/chat/messages, older pages on
 * demand) plus the exchange being streamed. A failed reply keeps the stored
 * message and offers a retry; a refusal before storing (429, 402…) hands the
 * text back to the composer.
 */
export function useChat() {
  const queryClient = useQueryClient();
  const history = useInfiniteQuery({
    queryKey: queryKeys.chat,
    queryFn: ({ pageParam }) => getChatHistory(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
  const [live, setLive] = useState<LiveExchange | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const messages: ChatMessage[] = history.data ? [...history.data.pages].reverse().flatMap((p) => p.items) : [];
  const mode = history.data?.pages[0]?.mode ?? null;

  async function run(path: string, body: unknown, question: LiveExchange['question']): Promise<boolean> {
    setRefusal(null);
    setLive({ question, streamed: '', status: 'streaming', error: null });
    try {
      const end = await streamChat(path, body, {
        onMessage: (message) => setLive((l) => l && { ...l, question: { id: message.id, text: message.text } }),
        onDelta: (text) => setLive((l) => l && { ...l, streamed: l.streamed + text }),
      });
      if (end.ok) {
        await queryClient.invalidateQueries({ queryKey: queryKeys.chat });
        setLive(null);
      } else {
        setLive(
          (l) =>
            l && {
              ...l,
              status: 'failed',
              error: end.message,
              question: { ...l.question, id: end.messageId ?? l.question.id },
            },
        );
      }
      return true;
    } catch (error) {
      // Refused before anything was stored: nothing to retry, the text goes back to the composer.
      setLive(null);
      setRefusal(messageOf(error));
      return false;
    }
  }

  return {
    history,
    messages,
    mode,
    live,
    refusal,
    busy: live?.status === 'streaming',
    send: (text: string) => run(chatApi.send.path, { text }, { id: null, text }),
    retry: (message: { id: string; text: string }) =>
      run(apiUrl(chatApi.retry, { id: message.id }), {}, { id: message.id, text: message.text }),
    forgetLive: () => setLive(null),
  };
}
