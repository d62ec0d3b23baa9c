import type { Database } from '../../db/client';
import { sessionVersions } from '../credentials/session-versions';
import { keptByVersion } from '../../kept-by-version';
import { dayStatsWithVersions } from './get-day-stats';

/** Answers kept per process (kept-by-version.ts): a few hundred bytes each. */
export const DAYS_KEPT = 5000;

/** The day's answer holds while both numbers do. */
const versionOf = (v: { stateVersion: string; dayVersion: string }) => `${v.stateVersion} ${v.dayVersion}`;

/**
 * GET /api/stats/day for the hot route (decision 0023, third addendum of
 * 2026-11-27), as GET /api/me does (me-by-session.ts): every call checks the
 * session and reads the person's `state_version` and `day_version`, which
 * triggers move in the same transaction as any write to the targets, the
 * day's meal totals or the water (migrations 0016 and 0017). The figures —
 * five tables, most of PostgreSQL's work on this route — are read again only
 * when a number is not the one kept beside the answer read with it, or for
 * another day. Nothing kept is served unchecked, so a write by another
 * process (WORKERS) or straight in the database shows on the next call.
 * `figureReads` counts the reads of the figures (for the tests).
 */
export function dayStatsBySession(db: Database, keep = DAYS_KEPT) {
  const kept = keptByVersion<string>(keep);
  const stats = { figureReads: 0 };

  const answer = async (
    sessionHash: string,
    now: Date,
    date: string,
  ): Promise<{ userId: string; body: string } | null> => {
    const session = await sessionVersions(db, sessionHash, now);
    if (!session) return null;
    const { userId } = session;
    const key = `${userId} ${date}`;
    const found = kept.get(key, versionOf(session));
    if (found) return { userId, body: found };
    stats.figureReads++;
    const read = await dayStatsWithVersions(db, userId, date);
    if (!read.versions) return null; // the account was deleted between the two reads
    const body = JSON.stringify(read.stats);
    // Kept under the numbers read with the figures (the same snapshot), which may already be newer than the session's.
    kept.set(key, versionOf(read.versions), body);
    return { userId, body };
  };
  return Object.assign(answer, { stats, kept: kept.size });
}
