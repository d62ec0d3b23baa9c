import { Hono } from 'hono';
import { auditLogQuerySchema } from '../../../contracts/audit-log';
import type { AppEnv } from '../../http/app-env';
import { requireSession } from '../../http/session';
import { validate } from '../../http/validate';
import type { Deps } from '../deps';
import { listAuditLog } from './list-audit-log';

/** /api/settings/audit-log: "Atividade da conta", the session's own rows only (decision 0046). */
export function auditLogRoutes(deps: Pick<Deps, 'db'>) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const { user } = requireSession(c);
    const { page } = validate(auditLogQuerySchema, c.req.query());
    return c.json(await listAuditLog(deps.db, user.id, page));
  });
}
