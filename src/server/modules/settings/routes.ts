import { Hono } from 'hono';
import { onboardingSchema } from '../../../contracts/onboarding';
import {
  emailChangeSchema,
  goalsOverrideSchema,
  notificationPrefsSchema,
  passwordChangeSchema,
  profileUpdateSchema,
} from '../../../contracts/settings';
import { localDate } from '../../../domain/calendar/sao-paulo';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { notFound } from '../../http/not-found';
import { requireSession } from '../../http/session';
import { readJson } from '../../http/validate';
import { reportingFailures } from '../photos/guard-storage';
import { AVATAR_MAX_BYTES, readAvatar, removeAvatar, uploadAvatar, type AvatarDeps } from './avatar';
import { getMe } from '../me/get-me';
import { listActiveSessions, revokeOtherSession, sessionIdPattern } from './active-sessions';
import { changeEmail, changePassword, renameAccount } from './change-account-details';
import { getSettings } from './get-settings';
import { revokeUserSessions } from '../credentials/session-repository';
import { overrideGoals, recomputeGoals } from './save-goals';
import { saveUserSettings } from './settings-repository';
import { requireFreshSecondFactor } from '../two-factor/fresh-second-factor';

/** /api/settings: profile, goals, security and notification preferences. */
export function settingsRoutes(base: AvatarDeps) {
  const deps = { ...base, storage: reportingFailures(base.storage, base.log) };
  const me = (userId: string) => getMe(deps.db, userId, deps.clock());
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await getSettings(deps.db, requireSession(c).user.id)))
    .patch('/profile', async (c) => {
      const { user } = requireSession(c);
      const { name } = await readJson(c, profileUpdateSchema);
      await renameAccount(deps, user.id, name);
      return c.json(await me(user.id));
    })
    .put('/email', async (c) => {
      const session = requireSession(c);
      const { user } = session;
      await requireFreshSecondFactor(deps, session);
      await changeEmail(deps, user.id, await readJson(c, emailChangeSchema));
      return c.json(await me(user.id));
    })
    .put('/password', async (c) => {
      const session = requireSession(c);
      const data = await readJson(c, passwordChangeSchema);
      await requireFreshSecondFactor(deps, session);
      await changePassword(deps, { userId: session.user.id, tokenHash: session.tokenHash }, data);
      return c.body(null, 204);
    })
    .get('/sessions', async (c) => {
      const session = requireSession(c);
      const list = await listActiveSessions(deps.db, session.user.id, session.tokenHash, deps.clock());
      return c.json({ sessions: list });
    })
    .post('/sessions/revoke-others', async (c) => {
      const session = requireSession(c);
      await revokeUserSessions(deps.db, session.user.id, session.tokenHash);
      return c.body(null, 204);
    })
    .delete('/sessions/:id', async (c) => {
      const session = requireSession(c);
      const id = c.req.param('id');
      if (!sessionIdPattern.test(id)) throw notFound('session');
      await revokeOtherSession(deps.db, session.user.id, session.tokenHash, id);
      return c.body(null, 204);
    })
    .put('/goals', async (c) => {
      const { user } = requireSession(c);
      return c.json(await overrideGoals(deps, user.id, await readJson(c, goalsOverrideSchema)));
    })
    .post('/goals/recompute', async (c) => {
      const { user } = requireSession(c);
      const data = await readJson(c, onboardingSchema(localDate(deps.clock())));
      return c.json(await recomputeGoals(deps, user.id, data));
    })
    .put('/avatar', async (c) => {
      const { user } = requireSession(c);
      await uploadAvatar(deps, user.id, await readAvatarUpload(c.req.raw));
      return c.json(await me(user.id));
    })
    .delete('/avatar', async (c) => {
      const { user } = requireSession(c);
      await removeAvatar(deps, user.id);
      return c.json(await me(user.id));
    })
    .get('/avatar', async (c) => {
      const { user } = requireSession(c);
      const bytes = await readAvatar(deps, user.id);
      if (!bytes) throw notFound('photo');
      // The URL carries a version (?v=), so the owner's browser may keep it.
      return c.body(new Uint8Array(bytes), 200, {
        'Content-Type': 'image/jpeg',
        'Cache-Control': 'private, max-age=86400, immutable',
        'X-Content-Type-Options': 'nosniff',
      });
    })
    .put('/notifications', async (c) => {
      const { user } = requireSession(c);
      const prefs = await readJson(c, notificationPrefsSchema);
      await saveUserSettings(deps.db, user.id, deps.clock(), prefs);
      return c.json(await getSettings(deps.db, user.id));
    });
}

const avatarMissing = 'Escolha uma foto em JPEG, PNG ou WebP.';

async function readAvatarUpload(request: Request): Promise<Buffer> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new AppError(400, 'validation_failed', avatarMissing, { avatar: avatarMissing });
  }
  const file = form.get('avatar');
  if (!(file instanceof File) || file.size === 0) {
    throw new AppError(400, 'validation_failed', avatarMissing, { avatar: avatarMissing });
  }
  if (file.size > AVATAR_MAX_BYTES) {
    throw new AppError(413, 'payload_too_large', 'A foto de perfil pode ter no máximo 5 MB.');
  }
  return Buffer.from(await file.arrayBuffer());
}
