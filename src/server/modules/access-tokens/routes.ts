import { Hono } from 'hono';
import { ACCESS_TOKENS_MAX, accessTokenCreateSchema } from '../../../contracts/access-tokens';
import type { AppEnv } from '../../http/app-env';
import { notFound } from '../../http/not-found';
import { requireSession } from '../../http/session';
import { readJson } from '../../http/validate';
import { uuidParam } from '../../http/uuid-param';
import type { Deps } from '../deps';
import { requireFreshSecondFactor } from '../two-factor/fresh-second-factor';
import { listAccessTokenRows, toAccessTokenDto } from './access-token-repository';
import { createAccessToken, revokeAccessToken } from './access-tokens';

/**
 * /api/settings/tokens: the person's tokens for AI assistants (MCP). Cookie
 * session only, and mutations pass the same-origin check like every other
 * (app.ts): a token cannot mint or revoke tokens. Another person's token is a 404.
 */
export function accessTokenRoutes(deps: Pick<Deps, 'db' | 'clock'>) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const { user } = requireSession(c);
      const rows = await listAccessTokenRows(deps.db, user.id);
      return c.json({ items: rows.map(toAccessTokenDto), max: ACCESS_TOKENS_MAX });
    })
    .post('/', async (c) => {
      const session = requireSession(c);
      const { user } = session;
      const input = await readJson(c, accessTokenCreateSchema);
      await requireFreshSecondFactor(deps, session);
      return c.json(await createAccessToken(deps, user.id, input), 201);
    })
    .delete('/:id', async (c) => {
      const { user } = requireSession(c);
      if (!(await revokeAccessToken(deps, user.id, uuidParam(c.req.param('id'), 'token')))) throw notFound('token');
      return c.body(null, 204);
    });
}
