import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

/**
 * Every configuration error that stops the start is said in pt-BR (issue 29 finding 4):
 * `NODE_ENV=Production` and an empty `PAYMENT_PROVIDER` used to stop it with zod's
 * English "Invalid option: expected one of …".
 */
const ENGLISH = /\b(Invalid|expected|received|Too (big|small)|must|Required|option)\b/;

function startError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`loadConfig aceitou ${JSON.stringify(env)}`);
}

describe('erros de configuração em português', () => {
  it.each<[Record<string, string>, RegExp]>([
    [{ NODE_ENV: 'Production' }, /NODE_ENV: Escolha uma das opções: development, production, test/],
    [{ NODE_ENV: 'production', PAYMENT_PROVIDER: '' }, /PAYMENT_PROVIDER: obrigatório com NODE_ENV=production/],
    [{ PAYMENT_PROVIDER: 'stripe' }, /PAYMENT_PROVIDER: Escolha uma das opções: sandbox, mercadopago/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL: Escolha uma das opções/],
    [{ PORT: 'abc' }, /PORT: Valor inválido: informe um número/],
    [{ PORT: '70000' }, /PORT: Informe um valor de até 65\.535/],
    [{ WORKERS: '0' }, /WORKERS: Informe um valor de pelo menos 1/],
    [{ GOOGLE_ISSUER: 'não é url' }, /GOOGLE_ISSUER: Informe um endereço válido/],
    [{ TEST_CLOCK_CONTROL: 'yes' }, /TEST_CLOCK_CONTROL: Escolha uma das opções: true, false/],
    [{ AI_DAILY_PHOTO_LIMIT: '1.5' }, /AI_DAILY_PHOTO_LIMIT: Informe um número inteiro/],
    [{ CHAT_RATE_LIMIT: 'muitos' }, /CHAT_RATE_LIMIT: Valor inválido: informe um número/],
    [{ WHATSAPP_JOB_INTERVAL_MS: '5' }, /WHATSAPP_JOB_INTERVAL_MS: Informe um valor de pelo menos 200/],
    [{ WHATSAPP_REMINDER_TEMPLATE: ' ' }, /WHATSAPP_REMINDER_TEMPLATE: Campo obrigatório/],
  ])('%j', (env, said) => {
    const message = startError(env);
    expect(message).toMatch(/^Configuração inválida:/);
    expect(message).toMatch(said);
    expect(message).not.toMatch(ENGLISH);
  });
});
