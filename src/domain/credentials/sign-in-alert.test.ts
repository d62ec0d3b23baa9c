import { describe, expect, it } from 'vitest';
import { describeSignIn, sameDevice, signInAlertEmail, signInAlertNotification } from './sign-in-alert';

const chromeWindows = (version: string) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version} Safari/537.36`;
const firefoxLinux = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const at = new Date('2026-11-22T15:00:00Z');

describe('mesmo dispositivo', () => {
  it('uma nova versão do mesmo navegador no mesmo sistema é o mesmo dispositivo', () => {
    expect(sameDevice(chromeWindows('130.0.0.0'), chromeWindows('131.0.0.0'))).toBe(true);
  });

  it('outro navegador ou outro sistema com o mesmo cookie é um dispositivo novo', () => {
    expect(sameDevice(chromeWindows('130.0.0.0'), firefoxLinux)).toBe(false);
    expect(sameDevice(chromeWindows('130.0.0.0'), undefined)).toBe(false);
  });
});

describe('alerta de novo acesso', () => {
  it('diz o dispositivo e a hora de Brasília', () => {
    expect(describeSignIn(firefoxLinux, at)).toBe('Firefox no Linux, em 22/11/2026 às 12:00 (horário de Brasília)');
  });

  it('o e-mail traz o link "Não fui eu" e onde ver os dispositivos', () => {
    const email = signInAlertEmail({
      firstName: 'Ana',
      userAgent: chromeWindows('131.0.0.0'),
      at,
      notMeLink: 'https://nutri.example/nao-fui-eu?token=abc',
      devicesLink: 'https://nutri.example/dashboard/settings#seguranca',
    });
    expect(email.subject).toBe('Novo acesso à sua conta no Nutri');
    expect(email.text).toContain('Olá, Ana!');
    expect(email.text).toContain('Chrome no Windows, em 22/11/2026 às 12:00');
    expect(email.text).toContain('https://nutri.example/nao-fui-eu?token=abc');
    expect(email.text).toContain('https://nutri.example/dashboard/settings#seguranca');
  });

  it('a notificação do app diz o mesmo', () => {
    const notification = signInAlertNotification(undefined, at);
    expect(notification.title).toBe('Novo acesso à sua conta');
    expect(notification.body).toContain('Dispositivo desconhecido, em 22/11/2026 às 12:00');
  });
});
