/**
 * Keyset pagination for the history, newest first: the cursor is the last
 * meal's (eatenAt, id), so pages stay stable while new meals are logged.
 * Encoded as base64url of "ISO instant|uuid".
 */
export interface MealCursor {
  eatenAt: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeCursor(cursor: MealCursor): string {
  return toBase64Url(`${cursor.eatenAt.toISOString()}|${cursor.id}`);
}

/** The cursor, or null when it was not one of ours (a 400 for the caller). */
export function decodeCursor(text: string): MealCursor | null {
  const decoded = fromBase64Url(text);
  const [iso, id] = decoded?.split('|') ?? [];
  if (!iso || !id || !UUID.test(id)) return null;
  const eatenAt = new Date(iso);
  // Only instants PostgreSQL can compare with: a forged "0000-01-01" cursor was a 500.
  const year = eatenAt.getUTCFullYear();
  return year >= 1 && year <= 9999 ? { eatenAt, id } : null;
}

function toBase64Url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    return atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
}
