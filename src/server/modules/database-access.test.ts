import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One way to read the database (decision 0062): in src/server/modules, only a
 * `*-repository.ts` file talks to it — imports Drizzle, the tables or pg, or
 * sends a statement (`.query(`, `.execute(`). Use cases and routes call the
 * repository's functions. Type-only imports (`Executor`, a row type) are fine:
 * they carry no query.
 */
const modulesDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * Files that still reach the database themselves, from before the rule. The list
 * only shrinks: move a file's queries into its module's repository, then delete
 * its line here (the test fails while a listed file no longer needs its place).
 * A new file never joins it.
 */
const NOT_YET_MOVED: readonly string[] = [
  'account/collect-account-data.ts',
  'account/delete-account.ts',
  'auth/finish-sign-in.ts',
  'auth/google-sign-in.ts',
  'auth/log-in.ts',
  'auth/not-me.ts',
  'auth/password-reset.ts',
  'auth/pending-sign-ins.ts',
  'auth/reset-tokens.ts',
  'auth/sign-up.ts',
  'barcode/look-up-barcode.ts',
  // The billing and WhatsApp jobs move onto one job runner (issue 31, item 8); their SQL moves with them.
  'billing/billing-emails.ts',
  'billing/handle-webhook.ts',
  'billing/list-invoices.ts',
  'billing/record-charges.ts',
  'billing/run-billing-sweep.ts',
  'chat/confirm-action.ts',
  'chat/load-period.ts',
  'credentials/confirm-identity.ts',
  'dev-outbox/routes.ts',
  'devices/known-devices.ts',
  'devices/sign-in-alert.ts',
  'health/routes.ts',
  'me/get-me.ts',
  'meal-plans/create-meal-plan.ts',
  'meals/copy-meals.ts',
  'meals/delete-meal.ts',
  'meals/list-meals.ts',
  'meals/meal-day-totals.ts',
  'meals/save-meal.ts',
  'meals/suggest-from-history.ts',
  'notifications/gather-notification-facts.ts',
  'onboarding/complete-onboarding.ts',
  'passkeys/challenges.ts',
  'push/send-push.ts',
  'reminders/claim-reminder.ts',
  'reminders/gather-reminder-facts.ts',
  'reminders/send-due-reminders.ts',
  'settings/active-sessions.ts',
  'settings/avatar.ts',
  'settings/change-account-details.ts',
  'settings/save-goals.ts',
  'stats/day-totals.ts',
  'stats/get-range-stats.ts',
  'two-factor/fresh-second-factor.ts',
  'weekly-review/build-weekly-review.ts',
  'weekly-review/send-weekly-review.ts',
  'whatsapp/handle-message.ts',
  'whatsapp/inbox.ts',
  'whatsapp/process-inbox.ts',
  // The hot front's raw statements (decision 0023): folded into the ordinary routes by issue 31, item 2.
  'billing/subscription-state-cells.ts',
  'credentials/session-versions.ts',
  'hot-routes.ts',
  'me/me-by-session.ts',
  'meals/meal-page-by-session.ts',
  'stats/get-day-stats.ts',
  'stats/past-day-stats-by-session.ts',
  'stats/range-stats-by-session.ts',
];

/** What counts as talking to the database. */
const DATABASE_IMPORT = /^(drizzle-orm(\/.*)?|pg|.*\/db\/(schema|tables\/.*|raw-cells))$/;
// `c.req.query()` reads the URL, not the database.
const STATEMENT_CALL = /(?<!\breq)\.(query|execute)\s*[<(]/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'test' ? [] : sourceFiles(full);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [full] : [];
  });
}

/** The reasons a source reaches the database: its value imports of Drizzle/pg/tables and its statement calls. */
export function databaseAccess(source: string): string[] {
  const found: string[] = [];
  for (const [, typeOnly, names, from] of source.matchAll(/^import\s+(type\s+)?([\s\S]*?)\s+from\s+'([^']+)';/gm)) {
    if (!DATABASE_IMPORT.test(from as string) || typeOnly) continue;
    const specifiers = (names as string)
      .replace(/[{}]/g, '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (specifiers.some((s) => !s.startsWith('type '))) found.push(`import from '${from}'`);
  }
  if (STATEMENT_CALL.test(source)) found.push('.query()/.execute() call');
  return found;
}

const isRepository = (file: string) => file.endsWith('-repository.ts');
const relative = (file: string) => path.relative(modulesDir, file).split(path.sep).join('/');

describe('acesso ao banco só pelos repositórios (decisão 0062)', () => {
  it('reconhece importações de valor, ignora as só de tipo', () => {
    expect(databaseAccess("import { eq } from 'drizzle-orm';")).toEqual(["import from 'drizzle-orm'"]);
    expect(databaseAccess("import { meals } from '../../db/schema';")).toEqual(["import from '../../db/schema'"]);
    expect(databaseAccess("import type { MealRow } from '../../db/schema';")).toEqual([]);
    expect(databaseAccess("import { type MealRow } from '../../db/schema';")).toEqual([]);
    expect(databaseAccess("import type { Executor } from '../../db/client';")).toEqual([]);
    expect(databaseAccess('await deps.pool.query(`select 1`);')).toEqual(['.query()/.execute() call']);
    expect(databaseAccess("import { listMeals } from './meal-repository';")).toEqual([]);
  });

  const files = sourceFiles(modulesDir);

  it('nenhum arquivo fora de *-repository.ts fala com o banco, salvo os ainda listados', () => {
    const offenders = files
      .filter((f) => !isRepository(f) && !NOT_YET_MOVED.includes(relative(f)))
      .map((f) => ({ file: relative(f), access: databaseAccess(readFileSync(f, 'utf8')) }))
      .filter((o) => o.access.length > 0);
    // Move the queries into the module's *-repository.ts (decision 0062); never add the file to NOT_YET_MOVED.
    expect(offenders).toEqual([]);
  });

  it('a lista só encolhe: cada arquivo listado existe e ainda fala com o banco', () => {
    const stale = NOT_YET_MOVED.filter((name) => {
      const full = path.join(modulesDir, name);
      return !existsSync(full) || databaseAccess(readFileSync(full, 'utf8')).length === 0;
    });
    // A file moved to its repository (or deleted) leaves the list.
    expect(stale).toEqual([]);
  });
});
