import { z } from 'zod';
import { optionalText } from './config-optional';

/**
 * The database's part of the configuration beyond DATABASE_URL (decision 0050), read by config.ts: how the
 * connections are pooled (PgBouncer in transaction mode) and an optional read replica. docs/configuration.md lists them.
 */

const postgresUrl = (name: string) =>
  optionalText.pipe(
    z
      .string()
      .refine(
        (value) => URL.canParse(value) && /^postgres(ql)?:$/.test(new URL(value).protocol),
        `${name} precisa ser um endereço postgres://usuário@servidor:porta/banco`,
      )
      .optional(),
  );

export const databaseEnvSchema = z.object({
  // `transaction` behind PgBouncer's pool_mode = transaction: statements go unnamed (docs/operations/pgbouncer.md).
  DATABASE_POOL_MODE: z
    .enum(['session', 'transaction'], 'DATABASE_POOL_MODE é session ou transaction')
    .default('session'),
  DATABASE_REPLICA_URL: postgresUrl('DATABASE_REPLICA_URL'),
  // Past this lag (and for this long after a person writes) lag-tolerant reads go to the primary.
  DATABASE_REPLICA_MAX_LAG_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  // How often each server measures the replica's lag.
  DATABASE_REPLICA_CHECK_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
});

export interface ReplicaSettings {
  url: string;
  maxLagMs: number;
  checkEveryMs: number;
}

export function databaseSettings(e: z.output<typeof databaseEnvSchema>) {
  const replica: ReplicaSettings | null = e.DATABASE_REPLICA_URL
    ? {
        url: e.DATABASE_REPLICA_URL,
        maxLagMs: e.DATABASE_REPLICA_MAX_LAG_MS,
        checkEveryMs: e.DATABASE_REPLICA_CHECK_MS,
      }
    : null;
  return { poolMode: e.DATABASE_POOL_MODE, replica };
}
