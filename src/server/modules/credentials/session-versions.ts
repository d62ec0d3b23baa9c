import type { Database } from '../../db/client';
import { cellsQuery, instant, type Cell } from '../../db/raw-cells';
import { needsTouch } from './session-repository';

/**
 * The session check of the hot routes that keep an answer per person
 * (decision 0023, second and third addenda of 2026-11-27): who the session is,
 * and the two numbers triggers move in the same transaction as any write to
 * what those answers are made of — `state_version` for the account (migration
 * 0016), `day_version` for the day's meal totals and water (migration 0017).
 * Two tables, four small columns: one prepared statement shared by the
 * routes.
 */
const SESSION_VERSIONS_SQL = `
  select s.user_id, s.last_seen_at, u.state_version, u.day_version
  from sessions s join users u on u.id = s.user_id
  where s.token_hash = $1 and s.expires_at > $2::timestamptz`;

export type SessionVersions = { userId: string; stateVersion: string; dayVersion: string };

/** The session's person and numbers, or null when the ordinary path must answer (none, or due for its touch). */
export async function sessionVersions(db: Database, sessionHash: string, now: Date): Promise<SessionVersions | null> {
  const query = cellsQuery('session_versions_cells', SESSION_VERSIONS_SQL, [sessionHash, now.toISOString()]);
  const cells = (await db.$client.query<Cell[]>(query)).rows[0];
  if (!cells || needsTouch(instant(cells[1] ?? null), now)) return null;
  return { userId: cells[0] as string, stateVersion: cells[2] as string, dayVersion: cells[3] as string };
}
