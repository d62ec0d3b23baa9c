import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { formatBrl } from '../../../domain/billing/format-brl';
import { formatDateBR } from '../../../domain/calendar/format-date';
import type { EmailSender } from '../../adapters/email/email-sender';
import type { Database } from '../../db/client';
import { billingNotifications } from '../../db/schema';

type Kind = (typeof billingNotifications.$inferSelect)['kind'];

export interface BillingEmail {
  userId: string;
  kind: Kind;
  /** What makes this e-mail unique (the trial end, the subscription start, the failure, the cancellation). */
  key: string;
  to: string;
  subject: string;
  text: string;
}

const hello = (name: string) => `Olá, ${name.trim().split(/\s+/)[0] ?? ''}!`;

/** Sends each (user, kind, key) once: the row is claimed first; if delivery fails it is released for a retry. */
export async function sendOnce(
  deps: { db: Database; email: EmailSender; log: Logger },
  email: BillingEmail,
  now: Date,
) {
  const claimed = await deps.db
    .insert(billingNotifications)
    .values({ userId: email.userId, kind: email.kind, key: email.key, sentAt: now })
    .onConflictDoNothing()
    .returning({ key: billingNotifications.key });
  if (claimed.length === 0) return false;
  try {
    await deps.email.send({ to: email.to, subject: email.subject, text: email.text });
    return true;
  } catch (error) {
    deps.log.error({ err: error, kind: email.kind }, 'billing e-mail failed');
    await deps.db
      .delete(billingNotifications)
      .where(
        and(
          eq(billingNotifications.userId, email.userId),
          eq(billingNotifications.kind, email.kind),
          eq(billingNotifications.key, email.key),
        ),
      );
    return false;
  }
}

interface Person {
  userId: string;
  email: string;
  name: string;
}

export function trialEndingEmail(
  p: Person,
  trialEndsAt: Date,
  firstChargeCents: number | null,
  link: string,
): BillingEmail {
  return {
    userId: p.userId,
    kind: 'trial_ending',
    key: trialEndsAt.toISOString(),
    to: p.email,
    subject: 'Seu teste grátis do Nutri termina em 2 dias',
    text: [
      hello(p.name),
      '',
      `Seu teste grátis do Nutri Premium termina em ${formatDateBR(trialEndsAt)}.`,
      firstChargeCents === null
        ? 'Para continuar com as análises por foto, o chat e o histórico completo, assine o Premium antes disso. Seus dados continuam seus de qualquer forma: você pode vê-los e exportá-los sempre.'
        : `Sua assinatura já está confirmada: a primeira cobrança, de ${formatBrl(firstChargeCents)}, será feita em ${formatDateBR(trialEndsAt)}. Se não quiser continuar, cancele antes dessa data e nada será cobrado.`,
      '',
      `Gerencie sua assinatura: ${link}`,
    ].join('\n'),
  };
}

export function subscriptionConfirmedEmail(
  p: Person,
  startedAt: Date,
  priceCents: number,
  firstChargeAt: Date | null,
  link: string,
): BillingEmail {
  return {
    userId: p.userId,
    kind: 'subscription_confirmed',
    key: startedAt.toISOString(),
    to: p.email,
    subject: 'Assinatura Nutri Premium confirmada',
    text: [
      hello(p.name),
      '',
      `Sua assinatura do Nutri Premium está confirmada por ${formatBrl(priceCents)} por mês.`,
      firstChargeAt
        ? `A primeira cobrança será feita em ${formatDateBR(firstChargeAt)}, no fim do seu teste grátis. Cancelando antes disso, nada é cobrado.`
        : 'A primeira mensalidade já foi cobrada; as próximas vêm a cada mês, no mesmo dia.',
      'Você pode cancelar quando quiser em Configurações → Gerenciar assinatura.',
      '',
      link,
    ].join('\n'),
  };
}

export function paymentFailedEmail(p: Person, failedAt: Date, accessUntil: Date | null, link: string): BillingEmail {
  return {
    userId: p.userId,
    kind: 'payment_failed',
    key: failedAt.toISOString(),
    to: p.email,
    subject: 'Não conseguimos cobrar sua assinatura do Nutri',
    text: [
      hello(p.name),
      '',
      'A cobrança da sua assinatura do Nutri Premium foi recusada pelo cartão.',
      accessUntil
        ? `Vamos tentar novamente nos próximos dias. Seu acesso Premium continua até ${formatDateBR(accessUntil)}; para não perdê-lo, troque o cartão em Configurações → Gerenciar assinatura.`
        : 'Sua assinatura não foi ativada. Tente assinar novamente com outro cartão.',
      '',
      link,
    ].join('\n'),
  };
}

export function cancellationConfirmedEmail(
  p: Person,
  canceledAt: Date,
  accessUntil: Date | null,
  link: string,
): BillingEmail {
  return {
    userId: p.userId,
    kind: 'cancellation_confirmed',
    key: canceledAt.toISOString(),
    to: p.email,
    subject: 'Cancelamento da assinatura Nutri Premium confirmado',
    text: [
      hello(p.name),
      '',
      'Sua assinatura do Nutri Premium foi cancelada. Nenhuma nova cobrança será feita.',
      accessUntil
        ? `Seu acesso Premium continua até ${formatDateBR(accessUntil)}. Mudou de ideia? Desfaça o cancelamento até lá em Configurações → Gerenciar assinatura.`
        : 'Seu acesso Premium terminou. Seus dados continuam disponíveis para ver e exportar.',
      '',
      link,
    ].join('\n'),
  };
}
