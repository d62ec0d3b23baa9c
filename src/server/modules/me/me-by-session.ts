import type { QueryArrayConfig } from 'pg';
import { DISCLAIMER_VERSION, TERMS_VERSION } from '../../../contracts/legal';
import { DEFAULT_MEALS_PER_DAY } from '../../../contracts/onboarding';
import type { Database } from '../../db/client';
import { AS_TEXT, epochMs, type Cell } from '../../db/raw-cells';
import { needsTouch } from '../auth/session-repository';
import { meSubscription } from '../billing/me-subscription';
import { subscriptionStateColumns, subscriptionStateOf } from '../billing/subscription-state-cells';

/**
 * GET /api/me for the hot route (decision 0023, addendum of 2026-11-27): the
 * session check and the whole answer in one prepared statement. PostgreSQL
 * writes the fixed parts of the JSON itself (row_to_json: compact, in the
 * answer's key order), and only the subscription — advanced to `now` by the
 * domain's rules — is built here. hot-listener.api.test.ts holds the answer
 * to Hono's (getMe) byte for byte, in every state of an account.
 */
const ME_BY_SESSION_SQL = `
  select u.id, ${epochMs('s.last_seen_at')},
    (select row_to_json(head) from (select u.id, u.name, u.email, u.avatar_url as "avatarUrl",
      u.onboarding_completed_at is not null as "onboardingCompleted",
      not (exists (select 1 from consents c where c.user_id = u.id and c.kind = 'terms' and c.version in ($3, $4))
        and exists (select 1 from consents c where c.user_id = u.id and c.kind = 'disclaimer'
          and c.version in ($3, $4))) as "consentsRequired") head),
    ${epochMs('u.trial_ends_at')},
    (select row_to_json(tail) from (select
      case when p.user_id is null then null else (select row_to_json(t) from (select p.energy_kcal as "energyKcal",
        p.protein_g as "proteinG", p.carbs_g as "carbsG", p.fat_g as "fatG", p.water_ml as "waterMl") t) end
        as targets,
      coalesce(p.meals_per_day, $5) as "mealsPerDay",
      case when p.user_id is null then null else (select row_to_json(r) from (select p.goal, p.activity, p.sex,
        p.birth_date as "birthDate", p.height_cm as "heightCm", p.weight_kg as "weightKg") r) end as profile) tail),
    ${subscriptionStateColumns('b')}
  from sessions s
  join users u on u.id = s.user_id
  left join profiles p on p.user_id = u.id
  left join subscriptions b on b.user_id = u.id
  where s.token_hash = $1 and s.expires_at > $2::timestamptz
  limit 1`;

/** user id, last seen, the answer's head and tail JSON, trial end, then the subscription's cells. */
type MeRow = [string, string, string, string, string, ...Cell[]];

/**
 * The answer's JSON text for a session, or null when the ordinary path must
 * answer (no valid session, or one due for its hourly touch).
 */
export function meBySession(db: Database) {
  return async (sessionHash: string, now: Date): Promise<{ userId: string; body: string } | null> => {
    const query: QueryArrayConfig = {
      name: 'me_by_session_json',
      text: ME_BY_SESSION_SQL,
      values: [sessionHash, now.toISOString(), TERMS_VERSION, DISCLAIMER_VERSION, DEFAULT_MEALS_PER_DAY],
      rowMode: 'array',
      types: AS_TEXT,
    };
    const row = (await db.$client.query<MeRow>(query)).rows[0];
    if (!row || needsTouch(new Date(Number(row[1])), now)) return null;
    const [userId, , head, trialMs, tail, ...subscriptionCells] = row;
    const trialEndsAt = new Date(Number(trialMs));
    const subscription = meSubscription(subscriptionStateOf(subscriptionCells), trialEndsAt, now);
    // head and tail are objects: the computed fields go between them, in the order of the Me contract.
    const body =
      `${head.slice(0, -1)},"trialEndsAt":${JSON.stringify(trialEndsAt.toISOString())},` +
      `"subscription":${JSON.stringify(subscription)},${tail.slice(1)}`;
    return { userId, body };
  };
}
