import type { CurrentSession } from '../../http/app-env';
import type { Deps } from '../deps';

const TEXTS = {
  added: {
    subject: 'Nova passkey adicionada à sua conta do Nutri',
    lines: (name: string) => [
      `A passkey "${name}" foi adicionada à sua conta: com ela, dá para entrar no Nutri sem senha.`,
      'Se não foi você, remova-a em Configurações → Segurança e troque a senha em "Esqueceu a senha?".',
    ],
  },
  removed: {
    subject: 'Passkey removida da sua conta do Nutri',
    lines: (name: string) => [
      `A passkey "${name}" foi removida da sua conta e não entra mais no Nutri.`,
      'Se não foi você, troque a senha em "Esqueceu a senha?" e confira os dispositivos em Configurações → Segurança.',
    ],
  },
} as const;

/**
 * Tells the account's address that a passkey came or went (as for two factors
 * on and off, decision 0042); a mail server that is down does not undo the
 * change (logged without the address).
 */
export async function notifyPasskeyChange(
  deps: Pick<Deps, 'email' | 'log'>,
  user: CurrentSession['user'],
  change: keyof typeof TEXTS,
  name: string,
): Promise<void> {
  const text = TEXTS[change];
  try {
    await deps.email.send({
      to: user.email,
      subject: text.subject,
      text: [`Olá, ${user.name.split(' ')[0]}!`, '', ...text.lines(name)].join('\n'),
    });
  } catch (error) {
    deps.log.warn({ userId: user.id, err: error }, 'passkey e-mail not sent');
  }
}
