/**
 * One schema for the embedded and the external PostgreSQL, one file of tables
 * per area (drizzle-kit reads these exports; `npm run db:generate`).
 */
export * from './tables/users';
export * from './tables/dev-outbox';
export * from './tables/billing';
export * from './tables/meals';
export * from './tables/settings';
export * from './tables/chat';
export * from './tables/limits';
export * from './tables/barcode';
export * from './tables/my-foods';
export * from './tables/idempotency';
export * from './tables/access-tokens';
export * from './tables/whatsapp';
export * from './tables/ratings';
export * from './tables/account-security';
export * from './tables/audit-log';
export * from './tables/passkeys';
export * from './tables/meal-plans';
export * from './tables/reminders';
