import pg, { type QueryArrayConfig } from 'pg';

/**
 * Raw statements on the hot paths (decision 0023, addendum of 2026-11-27):
 * pg's per-column parsers and drizzle's row mapping were our largest cost
 * after the socket, so there every cell arrives as the text PostgreSQL sent
 * and the route reads only what it needs.
 */
const asIs = (value: string) => value;
/** One shared function: pg asks for a parser per column of every result. */
const AS_TEXT = { getTypeParser: () => asIs };

/** A cell of such a row: text, or null for SQL NULL. */
export type Cell = string | null;

const parseInstant = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ) as (text: string) => Date;

/**
 * A timestamptz cell as the Date pg's own parser makes of it (what the ORM path returns). Converted here rather
 * than in SQL: `extract(epoch …)` cost PostgreSQL — the side that limits these routes — a third of the statement.
 */
export const instantOf = (cell: Cell) => (cell === null ? null : parseInstant(cell));

/** A NOT NULL timestamptz cell. */
export const instant = (cell: Cell) => parseInstant(cell as string);

/** A named (prepared) statement whose rows arrive as arrays of text cells. */
export const cellsQuery = (name: string, text: string, values: unknown[]): QueryArrayConfig => ({
  name,
  text,
  values,
  rowMode: 'array',
  types: AS_TEXT,
});
