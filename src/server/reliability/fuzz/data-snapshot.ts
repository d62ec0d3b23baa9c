import type pg from 'pg';

/**
 * Tables a failed request may write by design: the rate limiter's counters
 * (decision 0019) exist to remember failed logins, reset requests and uploads;
 * the shared cache of Open Food Facts answers remembers an unknown barcode (a
 * 404) for a day, so it is not asked again (modules/barcode). Neither holds a
 * person's data.
 */
export const FAILURE_BOOKKEEPING_TABLES = new Set(['rate_limits', 'barcode_products']);

/** Row count and an md5 of every row (as text, sorted) of each table: equal snapshots mean no data changed. */
export type DataSnapshot = Map<string, { rows: number; md5: string }>;

export async function listTables(client: pg.Pool | pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((r) => r.name).filter((name) => !FAILURE_BOOKKEEPING_TABLES.has(name));
}

/**
 * The numbers triggers move on every write to a person's account or day (users.state_version and
 * users.day_version, migrations 0016 and 0017): bookkeeping derived from the other rows, not data. A write
 * that is undone (as the self-check below the fuzz does) leaves them moved, so they are left out.
 */
const VERSION_COLUMNS = `'{state_version,day_version}'::text[]`;

/** One round trip: `select 'meals', count(*), md5(string_agg(row as jsonb text …)) union all …`. */
export async function takeSnapshot(client: pg.Pool | pg.Client, tables: string[]): Promise<DataSnapshot> {
  const row = `(to_jsonb(t) - ${VERSION_COLUMNS})::text`;
  const sql = tables
    .map(
      (name) =>
        `select '${name}' as name, count(*)::int as rows, md5(coalesce(string_agg(${row}, '|' order by ${row}), '')) as md5 from "${name}" t`,
    )
    .join(' union all ');
  const { rows } = await client.query<{ name: string; rows: number; md5: string }>(sql);
  return new Map(rows.map((r) => [r.name, { rows: r.rows, md5: r.md5 }]));
}

/** The tables whose rows differ, with their counts before → after ("meals 3→4"). */
export function changedTables(before: DataSnapshot, after: DataSnapshot): string[] {
  const changed: string[] = [];
  for (const [name, then] of before) {
    const now = after.get(name);
    if (!now || now.md5 !== then.md5) changed.push(`${name} ${then.rows}→${now?.rows ?? '?'}`);
  }
  return changed;
}
