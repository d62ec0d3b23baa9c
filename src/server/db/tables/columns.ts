import { timestamp } from 'drizzle-orm/pg-core';

/**
 * One schema for the embedded and the external PostgreSQL. Instants are
 * `timestamptz` (UTC); user-owned tables lead with `user_id` in their keys so
 * they can be distributed by user later (ARCHITECTURE.md, "Scale path").
 */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
