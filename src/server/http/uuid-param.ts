import { z } from 'zod';
import { notFound, type NotFoundSubject } from './not-found';

const uuid = z.uuid();

/**
 * A path's `:id` as the uuid every row id is, the one way routes check it (decision 0063). An id that is
 * no uuid is no row of anyone's: the same 404 as another person's row, so no 400 tells the two apart, and
 * the database never sees a value it would refuse to cast.
 */
export function uuidParam(raw: string | undefined, what: NotFoundSubject): string {
  const parsed = uuid.safeParse(raw);
  if (!parsed.success) throw notFound(what);
  return parsed.data;
}
