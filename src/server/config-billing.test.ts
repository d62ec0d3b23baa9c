import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig — pagamentos', () => {
  it('usa o provedor sandbox embutido por padrão', () => {
    const config = loadConfig({});
    expect(config.payments).toEqual({ provider: 'sandbox' });
    expect(config.billingJobIntervalMs).toBe(60_000);
    expect(config.testClockControl).toBe(false);
  });

  it('troca para o Mercado Pago só por configuração, exigindo token e segredo do webhook', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'mercadopago' })).toThrow(/MERCADOPAGO_ACCESS_TOKEN/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'mercadopago', MERCADOPAGO_ACCESS_TOKEN: 't' })).toThrow(
      /MERCADOPAGO_WEBHOOK_SECRET/,
    );
    const config = loadConfig({
      PAYMENT_PROVIDER: 'mercadopago',
      MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-token',
      MERCADOPAGO_WEBHOOK_SECRET: 'segredo',
    });
    expect(config.payments).toEqual({
      provider: 'mercadopago',
      accessToken: 'APP_USR-token',
      webhookSecret: 'segredo',
      apiUrl: 'https://api.mercadopago.com',
    });
  });

  it('recusa provedor desconhecido e intervalo do job fora do limite', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => loadConfig({ BILLING_JOB_INTERVAL_MS: '10' })).toThrow(/BILLING_JOB_INTERVAL_MS/);
  });

  it('o relógio controlável só existe em NODE_ENV=test', () => {
    expect(() => loadConfig({ TEST_CLOCK_CONTROL: 'true' })).toThrow(/TEST_CLOCK_CONTROL/);
    expect(() => loadConfig({ TEST_CLOCK_CONTROL: 'true', NODE_ENV: 'production' })).toThrow(/TEST_CLOCK_CONTROL/);
    expect(loadConfig({ TEST_CLOCK_CONTROL: 'true', NODE_ENV: 'test' }).testClockControl).toBe(true);
  });
});

describe('loadConfig — pagamentos em produção', () => {
  it('em produção o modo de teste não é o padrão: sem PAYMENT_PROVIDER a configuração é recusada', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /PAYMENT_PROVIDER: obrigatório com NODE_ENV=production/,
    );
  });

  it('em produção o sandbox só roda se escolhido explicitamente, com um aviso alto', () => {
    const config = loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' });
    expect(config.payments).toEqual({ provider: 'sandbox' });
    expect(config.warnings.join('\n')).toMatch(/PAYMENT_PROVIDER=sandbox em produção/);
  });

  it('fora de produção o sandbox continua o padrão, sem aviso', () => {
    const vision = { AI_API_KEY: 'sk-teste', AI_VISION_MODEL: 'gpt-4o-mini' };
    expect(loadConfig(vision).warnings).toEqual([]);
    expect(
      loadConfig({
        ...vision,
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'mercadopago',
        MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-token',
        MERCADOPAGO_WEBHOOK_SECRET: 'segredo',
        SMTP_URL: 'smtp://mail.example.com:587',
      }).warnings,
    ).toEqual([]);
  });
});
