import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_MESSAGES } from './not-found';

/**
 * The gender of each noun a "não encontrado/a" message may start with, written
 * here and not in the registry, so a wrong participle there fails this test
 * (issue 31 item 5: "Refeição não encontrado." was said by 27 of 36 call sites).
 */
const GENDER: Record<string, 'm' | 'f'> = {
  Aparelho: 'm',
  Alimento: 'm',
  Ação: 'f',
  Conta: 'f',
  Dispositivo: 'm',
  Foto: 'f',
  Mensagem: 'f',
  Notificação: 'f',
  // "A passkey", as "a chave de acesso" it stands for.
  Passkey: 'f',
  Perfil: 'm',
  Cardápio: 'm',
  Item: 'm',
  Peso: 'm',
  Refeição: 'f',
  Registro: 'm',
  Rota: 'f',
  Sessão: 'f',
  Token: 'm',
  Webhook: 'm',
};

const agrees = (noun: string, participle: string) =>
  GENDER[noun] === (participle.endsWith('a') || participle.endsWith('as') ? 'f' : 'm');

describe('mensagens de "não encontrado"', () => {
  it.each(Object.entries(NOT_FOUND_MESSAGES))('%s: o particípio concorda com o substantivo', (_key, message) => {
    const match = /^(\p{Lu}\p{Ll}+)(?: de \p{Ll}+)? não (encontrad[oa])\.$/u.exec(message);
    expect(match, message).not.toBeNull();
    const [, noun, participle] = match!;
    expect(GENDER[noun!], `falta o gênero de "${noun}" na tabela deste teste`).toBeDefined();
    expect(agrees(noun!, participle!), message).toBe(true);
  });

  it('nenhuma mensagem 404 é montada fora do registro (o código só passa a chave)', () => {
    const root = path.resolve(__dirname, '..');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (/\.ts$/.test(name) && !/\.test\.ts$/.test(name) && !file.endsWith(path.join('http', 'not-found.ts'))) {
          const source = readFileSync(file, 'utf8');
          // A 404 built by hand, or a "não encontrado" sentence whose gender nobody checks.
          if (/AppError\(\s*404,\s*'not_found'/.test(source)) offenders.push(`${file}: AppError(404, 'not_found', …)`);
          for (const m of source.matchAll(/(\p{Lu}\p{Ll}+) não (encontrad[oa])s?\b/gu)) {
            if (GENDER[m[1]!] && !agrees(m[1]!, m[2]!)) offenders.push(`${file}: ${m[0]}`);
          }
        }
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
