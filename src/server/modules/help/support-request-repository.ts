import type { Database } from '../../db/client';
import { supportRequests } from '../../db/schema';

// The 'Fale conosco' requests' rows (decision 0062: a module's SQL lives in its repository).

/** Stores one request; answers its id (the protocol number the e-mails carry). */
export async function insertSupportRequest(
  db: Database,
  request: typeof supportRequests.$inferInsert,
): Promise<string> {
  const [row] = await db.insert(supportRequests).values(request).returning({ id: supportRequests.id });
  return row!.id;
}
