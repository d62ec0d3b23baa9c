import type { z } from 'zod';
import { api } from '@/web/lib/api-client';
import { ApiRequestError } from '@/web/lib/api-error';
import { CREATES, enqueue, type NewWrite, type PendingKind } from './write-queue';

export type Saved<T> = { queued: false; value: T } | { queued: true };

/**
 * A create that survives a bad signal: sent at once with a fresh Idempotency-Key when there is a
 * connection; queued under that same key when there is none or the request never got an answer
 * (the server may have it: the key makes the resend harmless). A server's answer, even an error,
 * is final and reaches the caller.
 */
export async function saveOrQueue<S extends z.ZodType>(
  write: Omit<NewWrite, 'id'> & { kind: PendingKind },
  schema: S,
): Promise<Saved<z.output<S>>> {
  const id = crypto.randomUUID();
  if (navigator.onLine) {
    try {
      const value = await api(CREATES[write.kind], { body: write.body as never, headers: { 'Idempotency-Key': id } });
      return { queued: false, value: schema.parse(value) as z.output<S> };
    } catch (error) {
      if (!(error instanceof ApiRequestError) || error.status !== 0) throw error;
    }
  }
  await enqueue({ ...write, id });
  return { queued: true };
}

export const QUEUED_MESSAGE = 'Sem conexão: guardamos no aparelho e enviamos quando a conexão voltar.';
