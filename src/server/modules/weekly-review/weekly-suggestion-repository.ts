import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { weeklySuggestions } from '../../db/schema';

export interface StoredSuggestion {
  figures: string;
  text: string;
  source: 'model' | 'rules';
}

/** The suggestion kept for a person's week, or null. */
export async function storedSuggestion(db: Database, userId: string, weekStart: string) {
  const [row] = await db
    .select({ figures: weeklySuggestions.figures, text: weeklySuggestions.text, source: weeklySuggestions.source })
    .from(weeklySuggestions)
    .where(and(eq(weeklySuggestions.userId, userId), eq(weeklySuggestions.weekStart, weekStart)));
  return row ?? null;
}

/**
 * Keeps the suggestion written from these figures, replacing one written from other figures. When another server
 * or request kept one from the same figures meanwhile, that one wins and is returned: every channel shows one text.
 */
export async function keepSuggestion(
  db: Database,
  userId: string,
  weekStart: string,
  suggestion: StoredSuggestion,
  now: Date,
): Promise<StoredSuggestion> {
  const [kept] = await db
    .insert(weeklySuggestions)
    .values({ userId, weekStart, ...suggestion, createdAt: now })
    .onConflictDoUpdate({
      target: [weeklySuggestions.userId, weeklySuggestions.weekStart],
      set: {
        figures: sql`excluded.figures`,
        text: sql`excluded.text`,
        source: sql`excluded.source`,
        createdAt: now,
      },
      setWhere: ne(weeklySuggestions.figures, suggestion.figures),
    })
    .returning({ figures: weeklySuggestions.figures, text: weeklySuggestions.text, source: weeklySuggestions.source });
  return kept ?? (await storedSuggestion(db, userId, weekStart)) ?? suggestion;
}
