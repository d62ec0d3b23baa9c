import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { DEFAULT_WHATSAPP_API_URL } from './config-whatsapp';

const all = {
  WHATSAPP_PHONE_NUMBER_ID: '1234567890',
  WHATSAPP_ACCESS_TOKEN: 'EAAG-token',
  WHATSAPP_APP_SECRET: 'segredo',
  WHATSAPP_VERIFY_TOKEN: 'verifica',
};

describe('loadConfig: WhatsApp', () => {
  it('sem variáveis o canal fica desligado', () => {
    expect(loadConfig({}).whatsapp).toBeNull();
    expect(loadConfig({ WHATSAPP_ACCESS_TOKEN: '' }).whatsapp).toBeNull();
  });

  it('com as quatro, liga na Graph API com versão fixa; a URL e o modelo do lembrete são ajustáveis', () => {
    const config = loadConfig(all);
    expect(config.whatsapp).toMatchObject({
      apiUrl: DEFAULT_WHATSAPP_API_URL,
      phoneNumberId: '1234567890',
      verifyToken: 'verifica',
      businessNumber: null,
      reminderTemplate: 'lembrete_refeicao',
      templateLanguage: 'pt_BR',
      mediaHosts: ['lookaside.fbsbx.com'],
    });
    expect(
      loadConfig({ ...all, WHATSAPP_MEDIA_HOSTS: ' 127.0.0.1:7101, Lookaside.fbsbx.com' }).whatsapp?.mediaHosts,
    ).toEqual(['127.0.0.1:7101', 'lookaside.fbsbx.com']);
    expect(() => loadConfig({ ...all, WHATSAPP_MEDIA_HOSTS: 'https://x.com/a' })).toThrow(
      /WHATSAPP_MEDIA_HOSTS é uma lista/,
    );
    expect(() => loadConfig({ ...all, WHATSAPP_MEDIA_HOSTS: ' , ' })).toThrow(/WHATSAPP_MEDIA_HOSTS precisa/);
    expect(DEFAULT_WHATSAPP_API_URL).toMatch(/^https:\/\/graph\.facebook\.com\/v\d+\.\d+$/);
    expect(
      loadConfig({ ...all, WHATSAPP_API_URL: 'http://127.0.0.1:7101', WHATSAPP_BUSINESS_NUMBER: '+5511999990000' })
        .whatsapp,
    ).toMatchObject({ apiUrl: 'http://127.0.0.1:7101', businessNumber: '+5511999990000' });
  });

  it('um conjunto incompleto ou inválido para o início com uma mensagem que diz o que falta', () => {
    expect(() => loadConfig({ WHATSAPP_ACCESS_TOKEN: 'x' })).toThrow(
      /WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN: obrigatória/,
    );
    expect(() => loadConfig({ ...all, WHATSAPP_PHONE_NUMBER_ID: 'abc' })).toThrow(/WHATSAPP_PHONE_NUMBER_ID/);
    expect(() => loadConfig({ ...all, WHATSAPP_API_URL: 'ftp://x' })).toThrow(/WHATSAPP_API_URL/);
    expect(() => loadConfig({ ...all, WHATSAPP_BUSINESS_NUMBER: 'nutri' })).toThrow(/WHATSAPP_BUSINESS_NUMBER/);
  });
});
