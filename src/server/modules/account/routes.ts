import { Hono } from 'hono';
import { identityConfirmationSchema } from '../../../contracts/settings';
import { localDate } from '../../../domain/calendar/sao-paulo';
import type { AppEnv } from '../../http/app-env';
import { type CookiePolicy, clearSessionCookie, requireSession } from '../../http/session';
import { readLagTolerant } from '../../http/lag-tolerant-reads';
import { readJson } from '../../http/validate';
import { requireFreshSecondFactor } from '../two-factor/fresh-second-factor';
import { recordAuditEvent } from '../audit-log/audit-log-repository';
import { buildExportArchive } from './build-export-archive';
import { collectAccountData } from './collect-account-data';
import { exportJson, parseExportedMeals } from './export-repository';
import { deleteAccount, type DeleteAccountDeps } from './delete-account';

/** /api/account: data rights under the LGPD — export everything, delete everything (shared/API.md). */
export function accountRoutes(deps: DeleteAccountDeps, cookies: CookiePolicy) {
  return new Hono<AppEnv>()
    .get('/export', async (c) => {
      const session = requireSession(c);
      const { user } = session;
      await requireFreshSecondFactor(deps, session);
      const now = deps.clock();
      const zip = c.req.query('format') === 'zip';
      const detail = zip ? 'ZIP' : 'JSON';
      await recordAuditEvent(deps.db, { userId: user.id, kind: 'export', at: now, detail });
      // The heaviest read there is: on the replica when it is close enough (decision 0050). The event just
      // written on the primary may not have reached it yet; the export still lists itself.
      const { data, mealsJson } = await readLagTolerant(deps, c, (db) => collectAccountData(db, user.id, now));
      if (!data.auditLog.some((e) => e.kind === 'export' && e.at.getTime() === now.getTime())) {
        data.auditLog.unshift({ kind: 'export', at: now, detail });
      }
      const name = `nutri-meus-dados-${localDate(now)}`;
      c.header('Cache-Control', 'no-store');
      if (zip) {
        data.meals = parseExportedMeals(mealsJson);
        const zip = await buildExportArchive(data, deps.photoFiles);
        c.header('Content-Type', 'application/zip');
        c.header('Content-Disposition', `attachment; filename="${name}.zip"`);
        return c.body(zip.buffer.slice(zip.byteOffset, zip.byteOffset + zip.byteLength) as ArrayBuffer);
      }
      c.header('Content-Disposition', `attachment; filename="${name}.json"`);
      c.header('Content-Type', 'application/json');
      return c.body(exportJson(data, mealsJson));
    })
    .delete('/', async (c) => {
      const session = requireSession(c);
      const { user } = session;
      const confirmation = await readJson(c, identityConfirmationSchema);
      await requireFreshSecondFactor(deps, session);
      await deleteAccount(deps, user.id, confirmation);
      clearSessionCookie(c, cookies);
      return c.body(null, 204);
    });
}
