/**
 * Raw statements on the hot paths (decision 0023, addendum of 2026-11-27):
 * pg's per-column parsers and drizzle's row mapping were our largest cost
 * after the socket, so there every cell arrives as the text PostgreSQL sent
 * and the route reads only what it needs.
 */
export const AS_TEXT = { getTypeParser: () => (value: string) => value };

/** A cell of such a row: text, or null for SQL NULL. */
export type Cell = string | null;

/** An instant as whole epoch milliseconds (what a JavaScript Date holds; pg also truncates to the millisecond). */
export const epochMs = (column: string) => `floor(extract(epoch from ${column}) * 1000)::float8`;

/** The instant of an `epochMs` cell. */
export const instantOf = (cell: Cell) => (cell === null ? null : new Date(Number(cell)));
