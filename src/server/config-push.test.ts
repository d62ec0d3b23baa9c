import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateVapidKeys } from './adapters/push/vapid-keys';
import { loadConfig } from './config';
import { loadOrCreateSecrets } from './secrets';

describe('loadConfig: Web Push', () => {
  it('sem variáveis, as chaves vêm de secrets.json e o assunto é o e-mail de suporte', () => {
    expect(loadConfig({}).push).toMatchObject({
      vapidKeys: null,
      subject: 'mailto:suporte@nutri.local',
      allowLoopback: false,
    });
  });

  it('aceita um par VAPID válido e recusa um par incompleto, inválido ou trocado', () => {
    const keys = generateVapidKeys();
    const other = generateVapidKeys();
    expect(loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey }).push.vapidKeys).toEqual(
      keys,
    );
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(/informe as duas/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: keys.privateKey })).toThrow(/65 bytes/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: other.publicKey, VAPID_PRIVATE_KEY: keys.privateKey })).toThrow(
      /não corresponde/,
    );
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://nutri.example' })).toThrow(/VAPID_SUBJECT/);
    expect(loadConfig({ VAPID_SUBJECT: 'https://nutri.example' }).push.subject).toBe('https://nutri.example');
  });

  it('PUSH_ALLOW_LOOPBACK é recusado em produção', () => {
    expect(loadConfig({ PUSH_ALLOW_LOOPBACK: 'true', NODE_ENV: 'test' }).push.allowLoopback).toBe(true);
    expect(() =>
      loadConfig({ PUSH_ALLOW_LOOPBACK: 'true', NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' }),
    ).toThrow(/PUSH_ALLOW_LOOPBACK/);
  });
});

describe('secrets.json', () => {
  it('gera o par VAPID uma vez e o acrescenta a um arquivo antigo sem trocar os outros segredos', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'nutri-secrets-'));
    try {
      const file = path.join(dir, 'secrets.json');
      writeFileSync(file, JSON.stringify({ sessionSecret: 's'.repeat(43), embeddedDbPassword: 'p'.repeat(32) }));
      const first = loadOrCreateSecrets(dir);
      expect(first.sessionSecret).toBe('s'.repeat(43));
      expect(Buffer.from(first.vapidPublicKey, 'base64url')).toHaveLength(65);
      expect(loadOrCreateSecrets(dir)).toEqual(first);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
