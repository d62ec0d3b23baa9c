import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { queryKeys } from '@/web/lib/query-keys';
import { onOutboxChange, pendingWrites, sendPending, type PendingWrite } from './outbox';

/** The person's pending writes, kept current as they are queued, sent or cancelled. */
export function usePendingWrites(userId: string): PendingWrite[] {
  const [items, setItems] = useState<PendingWrite[]>([]);
  useEffect(() => {
    let live = true;
    const load = () => void pendingWrites(userId).then((list) => live && setItems(list));
    load();
    const stop = onOutboxChange(load);
    return () => {
      live = false;
      stop();
    };
  }, [userId]);
  return items;
}

/** 1 s, 2 s, 4 s… up to a minute between tries while writes wait (the same keys every time). */
const backoffMs = (attempt: number) => Math.min(60_000, 1_000 * 2 ** attempt);
let sending: Promise<unknown> | null = null;

/**
 * Sends the queue when the app opens, when the connection returns, and again with backoff while
 * the server cannot be reached. One send at a time per page.
 */
export function useOutboxSync(userId: string): void {
  const queryClient = useQueryClient();
  const send = useCallback(async (): Promise<'busy' | 'finished' | 'retry'> => {
    if (sending) return 'busy';
    const run = sendPending(userId);
    sending = run;
    try {
      const { result, sent } = await run;
      if (sent > 0) {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: queryKeys.meals }),
          queryClient.invalidateQueries({ queryKey: queryKeys.stats }),
        ]);
        toast.success(sent === 1 ? '1 registro pendente foi enviado.' : `${sent} registros pendentes foram enviados.`);
      }
      // Signed out: the next sign-in of this person sends them.
      return result === 'done' || result === 'signed-out' ? 'finished' : 'retry';
    } finally {
      sending = null;
    }
  }, [queryClient, userId]);

  useEffect(() => {
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tryNow = () => {
      clearTimeout(timer);
      if (!navigator.onLine) return;
      void send().then((outcome) => {
        if (outcome === 'retry') timer = setTimeout(tryNow, backoffMs(attempt++));
        else if (outcome === 'finished') attempt = 0;
      });
    };
    const online = () => {
      attempt = 0;
      tryNow();
    };
    tryNow();
    window.addEventListener('online', online);
    // A write queued while the browser thinks it is online (the request got no answer): try it soon.
    const stop = onOutboxChange(() => {
      if (!sending && attempt === 0) tryNow();
    });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', online);
      stop();
    };
  }, [send, userId]);
}
