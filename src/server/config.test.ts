import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('roda sem nenhuma variável: porta 3000, ./data, banco embutido', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/data$/);
    expect(config.databaseUrl).toBeNull();
    expect(config.appUrl.origin).toBe('http://localhost:3000');
    expect(config.google).toBeNull();
  });

  it('Google só fica ativo com id e segredo', () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id' }).google).toBeNull();
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' }).google?.issuer).toBe(
      'https://accounts.google.com',
    );
  });

  it('recusa valores inválidos com uma mensagem que nomeia a variável', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SESSION_SECRET: 'curto' })).toThrow(/SESSION_SECRET/);
  });

  it('limite de cadastros por endereço: 30 por hora, ajustável', () => {
    expect(loadConfig({}).signupLimits).toEqual({ perIpHour: 30, perEmailHour: 5 });
    expect(loadConfig({ SIGNUP_LIMIT_PER_IP_HOUR: '500' }).signupLimits.perIpHour).toBe(500);
    expect(() => loadConfig({ SIGNUP_LIMIT_PER_IP_HOUR: '0' })).toThrow(/SIGNUP_LIMIT_PER_IP_HOUR/);
  });

  it('espera do Open Food Facts: a do adaptador (5 s) sem a variável; de 100 ms a 60 s com ela', () => {
    expect(loadConfig({}).openFoodFactsTimeoutMs).toBeUndefined();
    expect(loadConfig({ OPEN_FOOD_FACTS_TIMEOUT_MS: '1500' }).openFoodFactsTimeoutMs).toBe(1500);
    expect(() => loadConfig({ OPEN_FOOD_FACTS_TIMEOUT_MS: '50' })).toThrow(/OPEN_FOOD_FACTS_TIMEOUT_MS/);
    expect(() => loadConfig({ OPEN_FOOD_FACTS_TIMEOUT_MS: 'cinco' })).toThrow(/OPEN_FOOD_FACTS_TIMEOUT_MS/);
  });

  it('variáveis vazias contam como ausentes', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '' }).databaseUrl).toBeNull();
  });
});

describe('loadConfig: IA e armazenamento de fotos', () => {
  it('sem variáveis: sem modelo, fotos no disco, limite de 100 análises por dia', () => {
    const config = loadConfig({});
    expect(config.ai).toEqual({ baseUrl: null, apiKey: null, visionModel: null, chatModel: null });
    expect(config.s3).toBeNull();
    expect(config.aiDailyPhotoLimit).toBe(100);
  });

  it('lê o modelo de visão compatível com OpenAI', () => {
    const config = loadConfig({
      AI_BASE_URL: 'http://localhost:11434/v1',
      AI_VISION_MODEL: 'qwen2.5vl',
      AI_DAILY_PHOTO_LIMIT: '20',
    });
    expect(config.ai.baseUrl).toBe('http://localhost:11434/v1');
    expect(config.ai.visionModel).toBe('qwen2.5vl');
    expect(config.aiDailyPhotoLimit).toBe(20);
    expect(() => loadConfig({ AI_BASE_URL: 'localhost' })).toThrow(/AI_BASE_URL/);
    expect(() => loadConfig({ AI_DAILY_PHOTO_LIMIT: '0' })).toThrow(/AI_DAILY_PHOTO_LIMIT/);
  });

  it('sem modelo de visão avisa o operador uma vez, na partida: as fotos são guardadas, não reconhecidas', () => {
    const [warning, ...others] = loadConfig({}).warnings;
    expect(others).toEqual([]);
    expect(warning).toMatch(/AI_VISION_MODEL/);
    expect(warning).toMatch(/docs\/photo-recognition\.md/);
    expect(loadConfig({ AI_BASE_URL: 'http://localhost:11434/v1', AI_VISION_MODEL: 'qwen2.5vl' }).warnings).toEqual([]);
  });

  it('S3 é tudo ou nada', () => {
    const s3 = {
      S3_BUCKET: 'fotos',
      S3_REGION: 'sa-east-1',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'segredo',
    };
    expect(loadConfig(s3).s3).toEqual({
      bucket: 'fotos',
      region: 'sa-east-1',
      endpoint: null,
      accessKeyId: 'id',
      secretAccessKey: 'segredo',
    });
    expect(loadConfig({ ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000' }).s3?.endpoint).toBe('http://127.0.0.1:9000');
    expect(() => loadConfig({ S3_BUCKET: 'fotos' })).toThrow(/S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/);
  });
});

describe('loadConfig: caixa de saída de desenvolvimento', () => {
  const production = { NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' };

  it('existe só fora de produção e sem SMTP', () => {
    expect(loadConfig({}).devOutbox).toBe(true);
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example.com:587' }).devOutbox).toBe(false);
    expect(loadConfig(production).devOutbox).toBe(false);
  });

  it('diz às telas para onde vão os e-mails: SMTP, a caixa de saída ou nenhum lugar', () => {
    expect(loadConfig({}).emailDelivery).toBe('outbox');
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example.com:587' }).emailDelivery).toBe('smtp');
    expect(loadConfig(production).emailDelivery).toBe('none');
    expect(loadConfig({ ...production, SMTP_URL: 'smtp://mail.example.com:587' }).emailDelivery).toBe('smtp');
  });

  it('produção sem SMTP avisa que os e-mails não chegam a ninguém', () => {
    expect(loadConfig(production).warnings.join('\n')).toMatch(/SMTP_URL/);
    expect(loadConfig({ ...production, SMTP_URL: 'smtp://mail.example.com:587' }).warnings.join('\n')).not.toMatch(
      /SMTP_URL/,
    );
  });
});

describe('loadConfig: TRUST_PROXY', () => {
  it('sem proxy por padrão; true é um proxy; um número é quantos proxies; ou a lista deles', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toEqual({ hops: 1 });
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toEqual({ hops: 1 });
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1, fd00::/8' }).trustProxy).toEqual({
      addresses: ['10.0.0.0/8', '127.0.0.1', 'fd00::/8'],
    });
  });

  it('recusa o que não é número nem endereço, nomeando a variável', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'sim' })).toThrow(/TRUST_PROXY: "sim" não é um endereço IP/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '99' })).toThrow(/TRUST_PROXY/);
  });
});
