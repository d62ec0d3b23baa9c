import { formatDateBR } from '../calendar/format-date';
import { localTime } from '../calendar/sao-paulo';
import { deviceLabel } from './device-label';

/**
 * Whether a browser the person signed in from before is still the same kind of
 * device: its browser and system, not its version (a browser update is not a
 * new device). A cookie carried into another browser or system is.
 */
export function sameDevice(knownUserAgent: string | null, userAgent: string | null | undefined): boolean {
  return deviceLabel(knownUserAgent) === deviceLabel(userAgent);
}

/** "Chrome no Windows, em 22/11/2026 às 12:00 (horário de Brasília)". */
export function describeSignIn(userAgent: string | null | undefined, at: Date): string {
  return `${deviceLabel(userAgent)}, em ${formatDateBR(at)} às ${localTime(at)} (horário de Brasília)`;
}

/** The e-mail of a sign-in from a new device, with the "Não fui eu" link. */
export function signInAlertEmail(input: {
  firstName: string;
  userAgent: string | null | undefined;
  at: Date;
  notMeLink: string;
  devicesLink: string;
}): { subject: string; text: string } {
  return {
    subject: 'Novo acesso à sua conta no Nutri',
    text: [
      `Olá, ${input.firstName}!`,
      '',
      'Sua conta no Nutri foi acessada de um dispositivo novo:',
      describeSignIn(input.userAgent, input.at),
      '',
      'Se foi você, não precisa fazer nada.',
      '',
      'Não foi você? Abra este link (válido por 7 dias e uma única vez) para encerrar todas as sessões da conta e receber um link para criar uma nova senha:',
      input.notMeLink,
      '',
      `Os dispositivos conectados estão em: ${input.devicesLink}`,
    ].join('\n'),
  };
}

/** The same news in the app's notification list. */
export function signInAlertNotification(userAgent: string | null | undefined, at: Date) {
  return {
    title: 'Novo acesso à sua conta',
    body: `${describeSignIn(userAgent, at)}. Se não foi você, use o link "Não fui eu" do e-mail que enviamos ou desconecte o dispositivo em Configurações.`,
  };
}
