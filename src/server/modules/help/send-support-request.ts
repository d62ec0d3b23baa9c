import type { z } from 'zod';
import { supportTopicLabels, type contactSchema } from '../../../contracts/help';
import { addressKey } from '../../http/address-key';
import { consume, retryAt, tooManyRequests } from '../../http/rate-limiter';
import type { Deps } from '../deps';
import { insertSupportRequest } from './support-request-repository';

/**
 * 5 requests an hour per address and per e-mail: enough for a person with a
 * real problem, too few to flood the support inbox through the form.
 */
export const SUPPORT_LIMITS = { perHour: 5, windowMs: 3_600_000 };

/** Stores a 'Fale conosco' request (tied to the account when signed in), e-mails it to support and a receipt to the person. */
export async function sendSupportRequest(
  deps: Deps & { supportEmail: string },
  input: z.output<typeof contactSchema>,
  meta: { ip: string; userId: string | null },
): Promise<{ id: string }> {
  const now = deps.clock();
  const { perHour: max, windowMs } = SUPPORT_LIMITS;
  await consume(
    deps.db,
    [
      { key: `support:ip:${addressKey(meta.ip)}`, max, windowMs },
      { key: `support:email:${input.email}`, max, windowMs, subject: input.email },
    ],
    now,
    (over) =>
      tooManyRequests(
        'too_many_requests',
        (wait) => `Você enviou muitas mensagens seguidas. Tente novamente ${wait}.`,
        retryAt(over),
        now,
      ),
  );
  const id = await insertSupportRequest(deps.db, { ...input, userId: meta.userId, createdAt: now });
  await deps.email.send({
    to: deps.supportEmail,
    subject: `[Nutri suporte] ${supportTopicLabels[input.topic]} — ${input.name}`,
    text: [
      `Pedido ${id}`,
      `De: ${input.name} <${input.email}>${meta.userId ? ` (conta ${meta.userId})` : ' (sem login)'}`,
      `Assunto: ${supportTopicLabels[input.topic]}`,
      `Recebido em: ${now.toISOString()}`,
      '',
      input.message,
    ].join('\n'),
  });
  // A receipt to the person, so they know the message arrived and where the answer will come from.
  try {
    await deps.email.send({
      to: input.email,
      subject: 'Recebemos sua mensagem — Nutri',
      text: [
        `Olá, ${input.name.split(' ')[0]}!`,
        '',
        `Recebemos sua mensagem sobre "${supportTopicLabels[input.topic]}" (protocolo ${id}). Vamos responder para este e-mail, a partir de ${deps.supportEmail}.`,
        '',
        'Sua mensagem:',
        input.message,
      ].join('\n'),
    });
  } catch (error) {
    deps.log.warn({ supportRequestId: id, err: error }, 'support receipt not sent');
  }
  return { id };
}
