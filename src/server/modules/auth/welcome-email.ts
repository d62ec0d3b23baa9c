import { formatDateBR } from '../../../domain/calendar/format-date';
import type { Deps } from '../deps';

/**
 * "Boas-vindas ao Nutri" after sign-up: what the trial gives and until when.
 * A mail server that is down must not undo the sign-up, so a failure is
 * logged (without the address) and the account stays.
 */
export async function sendWelcomeEmail(
  deps: Pick<Deps, 'email' | 'log' | 'appUrl'>,
  person: { userId: string; email: string; name: string; trialEndsAt: Date },
): Promise<void> {
  const until = formatDateBR(person.trialEndsAt);
  try {
    await deps.email.send({
      to: person.email,
      subject: 'Boas-vindas ao Nutri',
      text: [
        `Olá, ${person.name.split(' ')[0]}!`,
        '',
        `Sua conta no Nutri foi criada. Você tem o Premium grátis até ${until}: análise por foto, chat com a nutricionista virtual, estatísticas e histórico completos.`,
        'Nada é cobrado sem que você cadastre um cartão.',
        '',
        `Comece pelo painel: ${new URL('/dashboard', deps.appUrl).toString()}`,
      ].join('\n'),
    });
  } catch (error) {
    deps.log.warn({ userId: person.userId, err: error }, 'welcome e-mail not sent');
  }
}
