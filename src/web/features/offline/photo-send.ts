import { get, set } from 'idb-keyval';
import { analyzePhoto } from '@/web/features/photos/photo-api';
import { ApiRequestError, messageOf } from '@/web/lib/api-error';
import { photoQueueChanged, photoStore, queuedPhotos, type QueuedPhoto } from './photo-queue';

// Loaded (import()) only when photos wait: the upload and the photo contracts stay off the app's first load.

export type PhotoSendResult = { result: 'done' | 'offline' | 'signed-out' | 'server-error'; analysed: QueuedPhoto[] };

/** Sends the person's waiting photos one by one, stopping at the first that cannot get through. */
export async function sendQueuedPhotos(userId: string): Promise<PhotoSendResult> {
  const analysed: QueuedPhoto[] = [];
  for (const item of await queuedPhotos(userId)) {
    if (item.state !== 'waiting') continue;
    try {
      const analysis = await analyzePhoto(item.photo, item.hint);
      const ready: QueuedPhoto = { ...item, state: 'ready', analysis };
      await set(item.id, ready, photoStore());
      analysed.push(ready);
      photoQueueChanged();
    } catch (error) {
      // Cancelled while it travelled: nothing to record.
      if (!(await get(item.id, photoStore()))) continue;
      if (!(error instanceof ApiRequestError) || error.status === 0) return { result: 'offline', analysed };
      if (error.status === 401) return { result: 'signed-out', analysed };
      if (error.status >= 500 || error.status === 429) return { result: 'server-error', analysed };
      await set(item.id, { ...item, state: 'refused', refusal: messageOf(error) }, photoStore());
      photoQueueChanged();
    }
  }
  return { result: 'done', analysed };
}
