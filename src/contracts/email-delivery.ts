import { z } from 'zod';

/**
 * Where this server's e-mails go (issue 25): `smtp` delivers them; `outbox` keeps them in the development mailbox
 * (/dev/outbox, no SMTP_URL outside production); `none` is a production server without SMTP_URL, whose e-mails
 * reach no one. The screens say "enviamos um e-mail" only for `smtp`: telling a person to check an inbox that will
 * never receive the link is a lie she pays for by waiting.
 */
export const emailDeliverySchema = z.enum(['smtp', 'outbox', 'none']);
export type EmailDelivery = z.infer<typeof emailDeliverySchema>;

const NO_SMTP = 'Este servidor não envia e-mails (não há SMTP configurado)';
const IN_OUTBOX = 'está na caixa de saída de teste (/dev/outbox), que só abre no computador onde o Nutri roda';
const ASK_SUPPORT = 'nenhum link chegará à sua caixa de entrada; fale com o suporte do Nutri';

/** The answer to "Esqueci minha senha": the same whether or not the account exists (no probing of e-mails). */
export function resetLinkMessage(delivery: EmailDelivery): string {
  if (delivery === 'smtp') {
    return 'Se existir uma conta com este e-mail, enviamos um link para redefinir sua senha. O link vale por 30 minutos — confira também a caixa de spam.';
  }
  if (delivery === 'outbox') {
    return `${NO_SMTP}. Se existir uma conta com este e-mail, o link para redefinir a senha ${IN_OUTBOX}. Ele vale por 30 minutos.`;
  }
  return `${NO_SMTP}: ${ASK_SUPPORT} para redefinir sua senha.`;
}

/** The answer to "Não fui eu" (decision 0042): every session ended, and where the new-password link went. */
export function notMeMessage(delivery: EmailDelivery): string {
  const ended = 'Pronto: encerramos todas as sessões da sua conta.';
  if (delivery === 'smtp') return `${ended} Enviamos para o seu e-mail um link para criar uma nova senha.`;
  if (delivery === 'outbox') return `${ended} ${NO_SMTP}: o link para criar uma nova senha ${IN_OUTBOX}.`;
  return `${ended} ${NO_SMTP}: ${ASK_SUPPORT} para criar uma nova senha.`;
}

/** A sentence about a confirmation e-mail (account deleted, subscription cancelled): none when none is delivered. */
export function confirmationEmailSentence(delivery: EmailDelivery | undefined, what: string): string {
  return delivery === 'smtp' ? ` Enviamos ${what} por e-mail.` : '';
}
