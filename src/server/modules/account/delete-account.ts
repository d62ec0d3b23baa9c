import { eq } from 'drizzle-orm';
import type { IdentityConfirmation } from '../../../contracts/settings';
import { PaymentProviderUnavailable, type PaymentProvider } from '../../adapters/payments/payment-provider';
import { photos, subscriptions, userSettings, users, whatsappInbox, whatsappLinks } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { forgetSubjects } from '../../http/rate-limiter';
import type { Deps } from '../deps';
import { confirmIdentity } from '../credentials/confirm-identity';
import { recordAuditEvent } from '../audit-log/audit-log-repository';
import type { PhotoFiles } from './photo-files';

export interface DeleteAccountDeps extends Deps {
  payments: PaymentProvider;
  photoFiles: PhotoFiles;
}

/**
 * DELETE /api/account (LGPD art. 18, VI; decision 0015). In order:
 * 1. confirm it is the person (password, or the e-mail for Google-only accounts);
 * 2. stop the subscription at the payment provider — if it cannot be reached,
 *    nothing is deleted, so nobody is charged for an account that is gone;
 * 3. one transaction: the `users` row (every table of the person follows by
 *    ON DELETE CASCADE, sessions included) and the rate-limit counters about them;
 * 4. the stored photo files and profile photo (after the commit: a failure leaves an orphan
 *    file, logged with its key, never a row pointing at a missing file);
 * 5. a confirmation e-mail to the address the account had.
 */
export async function deleteAccount(deps: DeleteAccountDeps, userId: string, confirmation: IdentityConfirmation) {
  const person = await confirmIdentity(deps, userId, confirmation);
  // Kept when the deletion stops half-way (the provider unreachable); gone with the account when it completes,
  // whose confirmation e-mail is then the person's record of it (decision 0046).
  await recordAuditEvent(deps.db, { userId, kind: 'deletion_requested', at: deps.clock() });
  await stopSubscription(deps, userId);
  const files = await deps.db
    .select({ key: photos.storageKey, thumb: photos.thumbStorageKey })
    .from(photos)
    .where(eq(photos.userId, userId));
  const [avatar] = await deps.db
    .select({ key: userSettings.avatarStorageKey })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  await deps.db.transaction(async (tx) => {
    await forgetSubjects(tx, [person.email, userId]);
    // WhatsApp deliveries still queued name the number (rows of the account itself go by cascade).
    const [link] = await tx
      .select({ phone: whatsappLinks.phone })
      .from(whatsappLinks)
      .where(eq(whatsappLinks.userId, userId));
    if (link) await tx.delete(whatsappInbox).where(eq(whatsappInbox.phone, link.phone));
    await tx.delete(users).where(eq(users.id, userId));
  });
  const keys = files.flatMap((f) => [f.key, f.thumb]);
  if (avatar?.key) keys.push(avatar.key);
  await deletePhotoFiles(deps, keys);
  deps.log.info({ photos: files.length }, 'account deleted');
  await deps.email.send({
    to: person.email,
    subject: 'Sua conta no Nutri foi excluída',
    text: [
      `Olá, ${person.name.split(' ')[0]}!`,
      '',
      'Confirmamos a exclusão da sua conta no Nutri, como você pediu.',
      'Apagamos seu perfil, suas refeições, fotos, registros de água e peso, notificações, assinatura, faturas e o WhatsApp conectado.',
      'Nenhuma cobrança nova será feita.',
      '',
      'Se não foi você, responda a este e-mail imediatamente.',
    ].join('\n'),
  });
}

async function stopSubscription(deps: DeleteAccountDeps, userId: string) {
  const [row] = await deps.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  if (!row?.providerRef || row.status === 'expired') return;
  try {
    await deps.payments.cancel(row.providerRef);
  } catch (error) {
    if (!(error instanceof PaymentProviderUnavailable)) throw error;
    deps.log.warn({ err: error }, 'account deletion: provider unreachable, nothing deleted');
    throw new AppError(
      502,
      'account_not_deleted',
      'Não conseguimos cancelar sua assinatura no provedor de pagamento agora, então sua conta não foi excluída. Tente novamente em alguns minutos.',
    );
  }
}

async function deletePhotoFiles(deps: DeleteAccountDeps, keys: string[]) {
  for (const key of keys) {
    try {
      await deps.photoFiles.delete(key);
    } catch (error) {
      deps.log.error({ err: error, key }, 'account deletion: photo file left behind');
    }
  }
}
