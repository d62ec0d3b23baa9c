import { DISCLAIMER_VERSION, HEALTH_DATA_CONSENT, TERMS_VERSION } from '../../../contracts/legal';
import type { Database } from '../../db/client';
import { cellsQuery, instant, instantOf, type Cell } from '../../db/raw-cells';
import { sessionVersions } from '../credentials/session-versions';
import { subscriptionStateColumns, subscriptionStateOf } from '../billing/subscription-state-cells';
import { keptByVersion } from '../../kept-by-version';
import { meOf, type MeRow } from './get-me';

/**
 * GET /api/me for the hot route (decision 0023, the first two addenda of
 * 2026-11-27). Every call checks the session and reads the account's
 * `state_version` (session-versions.ts), which triggers change in the same
 * transaction as any write to what the answer is made of (migration 0016).
 * The account itself — the person, profile, consents and subscription: four
 * tables, thirty columns, most of PostgreSQL's work on this route — is read
 * again only when that number is not the one kept beside the row read with
 * it (kept-by-version.ts). The answer is then made by getMe's own `meOf` at
 * this moment (trial and subscription states move with the clock), so it is
 * Hono's answer by construction.
 * Cells arrive as the text PostgreSQL sent (no per-column parsers, no ORM).
 */
const ACCOUNT_SQL = `
  select u.state_version, u.name, u.email, u.avatar_url, u.onboarding_completed_at, u.trial_ends_at,
    exists (select 1 from consents c where c.user_id = u.id and c.kind = 'terms' and c.version in ($2, $3)),
    exists (select 1 from consents c where c.user_id = u.id and c.kind = 'disclaimer' and c.version in ($2, $3)),
    exists (select 1 from consents c where c.user_id = u.id and c.kind = 'health_data' and c.version = $4
      and c.withdrawn_at is null),
    p.user_id is not null, p.energy_kcal, p.protein_g, p.carbs_g, p.fat_g, p.water_ml, p.meals_per_day, p.goal,
    p.activity, p.sex, p.birth_date, p.height_cm, p.weight_kg,
    ${subscriptionStateColumns('b')}
  from users u
  left join profiles p on p.user_id = u.id
  left join subscriptions b on b.user_id = u.id
  where u.id = $1`;

/** The subscription's cells follow the person's and the profile's (see the select list). */
const SUBSCRIPTION_AT = 22;

/**
 * Accounts kept per process: about 1 KB each. Every kept row is checked
 * against the database's number on every call, so none is ever served stale,
 * whatever another process (WORKERS) or a direct write changed.
 */
export const ACCOUNTS_KEPT = 5000;

type Profile = NonNullable<MeRow['profile']>;

/** A row of ACCOUNT_SQL as the `MeRow` that `meOf` reads (the profile's figures are never null). */
function meRowOf(userId: string, cells: readonly Cell[]): MeRow {
  const text = (at: number) => cells[at] as string;
  const kinds = [
    cells[6] === 't' && 'terms',
    cells[7] === 't' && 'disclaimer',
    cells[8] === 't' && 'health_data',
  ].filter((k) => k !== false);
  return {
    user: {
      id: userId,
      name: text(1),
      email: text(2),
      avatarUrl: cells[3] ?? null,
      onboardingCompletedAt: instantOf(cells[4] ?? null),
      trialEndsAt: instant(cells[5] ?? null),
    },
    consentKinds: kinds,
    profile:
      cells[9] === 't'
        ? {
            energyKcal: Number(text(10)),
            proteinG: Number(text(11)),
            carbsG: Number(text(12)),
            fatG: Number(text(13)),
            waterMl: Number(text(14)),
            mealsPerDay: Number(text(15)),
            goal: text(16) as Profile['goal'],
            activity: text(17) as Profile['activity'],
            sex: text(18) as Profile['sex'],
            birthDate: text(19),
            heightCm: Number(text(20)),
            weightKg: Number(text(21)),
          }
        : null,
    subscription: subscriptionStateOf(cells.slice(SUBSCRIPTION_AT)),
  };
}

/**
 * The answer's JSON text for a session, or null when the ordinary path must
 * answer (no valid session, one due for its hourly touch, or an account
 * deleted between the two reads). `accountReads` counts the reads of the
 * account itself (for the tests: a call with nothing changed makes none).
 */
export function meBySession(db: Database, keep = ACCOUNTS_KEPT) {
  const kept = keptByVersion<MeRow>(keep);
  const stats = { accountReads: 0 };

  async function account(userId: string, version: string): Promise<MeRow | null> {
    const found = kept.get(userId, version);
    if (found) return found;
    stats.accountReads++;
    const query = cellsQuery('me_account_cells', ACCOUNT_SQL, [
      userId,
      TERMS_VERSION,
      DISCLAIMER_VERSION,
      HEALTH_DATA_CONSENT.version,
    ]);
    const cells = (await db.$client.query<Cell[]>(query)).rows[0];
    if (!cells) return null;
    // Kept under the number read with the row (the same snapshot), which may already be newer than `version`.
    const row = meRowOf(userId, cells);
    kept.set(userId, cells[0] as string, row);
    return row;
  }

  const answer = async (sessionHash: string, now: Date): Promise<{ userId: string; body: string } | null> => {
    const session = await sessionVersions(db, sessionHash, now);
    if (!session) return null;
    const row = await account(session.userId, session.stateVersion);
    return row && { userId: session.userId, body: JSON.stringify(meOf(row, now)) };
  };
  return Object.assign(answer, { stats, kept: kept.size });
}
