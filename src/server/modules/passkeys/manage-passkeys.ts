import type { Passkey } from '../../../contracts/passkeys';
import type { CurrentSession } from '../../http/app-env';
import { notFound } from '../../http/not-found';
import { recordAuditEvent } from '../audit-log/audit-log-repository';
import { notifyPasskeyChange } from './passkey-notice';
import { deletePasskey, listPasskeys, renamePasskey, toPasskeyDto } from '../credentials/passkey-repository';
import type { PasskeyDeps } from './register-passkey';

/** Settings → Segurança → "Passkeys": the person's own, oldest first. */
export async function passkeyList(deps: Pick<PasskeyDeps, 'db'>, session: CurrentSession) {
  return { passkeys: (await listPasskeys(deps.db, session.user.id)).map(toPasskeyDto) };
}

/** A new name; another person's passkey (or none) is a 404, never a hint that it exists. */
export async function renameOwnPasskey(
  deps: Pick<PasskeyDeps, 'db'>,
  session: CurrentSession,
  id: string,
  name: string,
): Promise<Passkey> {
  const row = await renamePasskey(deps.db, session.user.id, id, name);
  if (!row) throw notFound('passkey');
  return toPasskeyDto(row);
}

/**
 * Removing a passkey takes a way in away, it adds none: the session alone may
 * do it (an account always keeps its password or Google), recorded in the
 * audit log and told by e-mail.
 */
export async function removeOwnPasskey(deps: PasskeyDeps, session: CurrentSession, id: string): Promise<void> {
  const userId = session.user.id;
  const now = deps.clock();
  const row = await deps.db.transaction(async (tx) => {
    const gone = await deletePasskey(tx, userId, id);
    if (gone) await recordAuditEvent(tx, { userId, kind: 'passkey_removed', at: now, detail: gone.name });
    return gone;
  });
  if (!row) throw notFound('passkey');
  await notifyPasskeyChange(deps, session.user, 'removed', row.name);
}
