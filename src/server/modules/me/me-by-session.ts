import type { QueryArrayConfig } from 'pg';
import { DISCLAIMER_VERSION, TERMS_VERSION } from '../../../contracts/legal';
import type { Database } from '../../db/client';
import { AS_TEXT, instant, instantOf, type Cell } from '../../db/raw-cells';
import { needsTouch } from '../auth/session-repository';
import { subscriptionStateColumns, subscriptionStateOf } from '../billing/subscription-state-cells';
import { meOf, type MeRow } from './get-me';

/**
 * GET /api/me for the hot route (decision 0023, addendum of 2026-11-27): the
 * session check and every column of the answer in one prepared statement,
 * each cell as the text PostgreSQL sent (no per-column parsers, no ORM row
 * mapping: our largest costs after the socket in the profile), turned into
 * the answer by the same `meOf` as Hono's route, so the two cannot drift.
 * Building the JSON in SQL (row_to_json) was tried: PostgreSQL, the side that
 * limited this route, then spent more per request than it saved here.
 */
const ME_BY_SESSION_SQL = `
  select u.id, s.last_seen_at, u.name, u.email, u.avatar_url, u.onboarding_completed_at, u.trial_ends_at,
    exists (select 1 from consents c where c.user_id = u.id and c.kind = 'terms' and c.version in ($3, $4)),
    exists (select 1 from consents c where c.user_id = u.id and c.kind = 'disclaimer' and c.version in ($3, $4)),
    p.user_id is not null, p.energy_kcal, p.protein_g, p.carbs_g, p.fat_g, p.water_ml, p.meals_per_day, p.goal,
    p.activity, p.sex, p.birth_date, p.height_cm, p.weight_kg,
    ${subscriptionStateColumns('b')}
  from sessions s
  join users u on u.id = s.user_id
  left join profiles p on p.user_id = u.id
  left join subscriptions b on b.user_id = u.id
  where s.token_hash = $1 and s.expires_at > $2::timestamptz
  limit 1`;

/** The subscription's cells follow the person's and the profile's (see the select list). */
const SUBSCRIPTION_AT = 22;

type Profile = NonNullable<MeRow['profile']>;

/** A row of ME_BY_SESSION_SQL as the `MeRow` that `meOf` reads (the profile's figures are never null). */
function meRowOf(cells: readonly Cell[]): MeRow {
  const text = (at: number) => cells[at] as string;
  const kinds = [cells[7] === 't' && 'terms', cells[8] === 't' && 'disclaimer'].filter((k) => k !== false);
  return {
    user: {
      id: text(0),
      name: text(2),
      email: text(3),
      avatarUrl: cells[4] ?? null,
      onboardingCompletedAt: instantOf(cells[5] ?? null),
      trialEndsAt: instant(cells[6] ?? null),
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
 * answer (no valid session, or one due for its hourly touch).
 */
export function meBySession(db: Database) {
  return async (sessionHash: string, now: Date): Promise<{ userId: string; body: string } | null> => {
    const query: QueryArrayConfig = {
      name: 'me_by_session_cells',
      text: ME_BY_SESSION_SQL,
      values: [sessionHash, now.toISOString(), TERMS_VERSION, DISCLAIMER_VERSION],
      rowMode: 'array',
      types: AS_TEXT,
    };
    const cells = (await db.$client.query<Cell[]>(query)).rows[0];
    if (!cells || needsTouch(instant(cells[1] ?? null), now)) return null;
    return { userId: cells[0] as string, body: JSON.stringify(meOf(meRowOf(cells), now)) };
  };
}
