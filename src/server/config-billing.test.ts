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
