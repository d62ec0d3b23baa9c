import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { queryKeys } from '@/web/lib/query-keys';
import { onOutboxChange, pendingWrites, sendPending, type PendingWrite } from './write-queue';
import { onPhotoQueueChange, queuedPhotos, type QueuedPhoto } from './photo-queue';

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

/** The person's photos taken offline: waiting, analysed (to review) or refused. */
export function useQueuedPhotos(userId: string): QueuedPhoto[] {
  const [items, setItems] = useState<QueuedPhoto[]>([]);
  useEffect(() => {
    let live = true;
    const load = () => void queuedPhotos(userId).then((list) => live && setItems(list));
    load();
    const stop = onPhotoQueueChange(load);
    return () => {
      live = false;
      stop();
    };
  }, [userId]);
  return items;
}

/** Where an analysed queued photo is reviewed before it becomes a meal. */
export const reviewPath = (photo: Pick<QueuedPhoto, 'id'>) => `/dashboard/analyze?foto=${encodeURIComponent(photo.id)}`;

/** 1 s, 2 s, 4 s… up to a minute between tries while writes wait (the same keys every time). */
const backoffMs = (attempt: number) => Math.min(60_000, 1_000 * 2 ** attempt);
let sending: Promise<unknown> | null = null;

/**
 * Sends the queue when the app opens, when the connection returns, and again with backoff while
 * the server cannot be reached. One send at a time per page.
 */
export function useOutboxSync(userId: string): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const send = useCallback(async (): Promise<'busy' | 'finished' | 'retry'> => {
    if (sending) return 'busy';
    const run = sendEverything(userId);
    sending = run;
    try {
      const { result, sent, photos } = await run;
      if (sent > 0) {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: queryKeys.meals }),
          queryClient.invalidateQueries({ queryKey: queryKeys.stats }),
        ]);
        toast.success(sent === 1 ? '1 registro pendente foi enviado.' : `${sent} registros pendentes foram enviados.`);
      }
      // Analysed, not logged: the person reviews each photo's items and saves the meal (as online).
      for (const photo of photos) {
        toast.success('Foto enviada e analisada: revise os alimentos para registrar a refeição.', {
          action: { label: 'Revisar', onClick: () => void navigate(reviewPath(photo)) },
        });
      }
      // Signed out: the next sign-in of this person sends them.
      return result === 'done' || result === 'signed-out' ? 'finished' : 'retry';
    } finally {
      sending = null;
    }
  }, [navigate, queryClient, userId]);

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
    const stopPhotos = onPhotoQueueChange(() => {
      if (!sending && attempt === 0) tryNow();
    });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', online);
      stop();
      stopPhotos();
    };
  }, [send, userId]);
}

/** The writes first (in order), then the photos; the worse of the two outcomes decides the retry. */
async function sendEverything(userId: string) {
  const writes = await sendPending(userId);
  if (writes.result !== 'done') return { ...writes, photos: [] as QueuedPhoto[] };
  if (!(await queuedPhotos(userId)).some((photo) => photo.state === 'waiting')) {
    return { ...writes, photos: [] as QueuedPhoto[] };
  }
  const { sendQueuedPhotos } = await import('./photo-send');
  const photos = await sendQueuedPhotos(userId);
  return { result: photos.result, sent: writes.sent, photos: photos.analysed };
}
