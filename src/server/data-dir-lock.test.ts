import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
const newDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'nutri-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('lockDataDir', () => {
  it('um segundo processo na mesma pasta recebe uma mensagem clara', () => {
    const dir = newDir();
    const unlock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'nutri.lock'), 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(/já está usando a pasta de dados/);
    unlock();
    expect(() => lockDataDir(dir)()).not.toThrow();
  });

  it('assume a trava deixada por um processo que morreu', () => {
    const dir = newDir();
    writeFileSync(path.join(dir, 'nutri.lock'), '999999999');
    expect(() => lockDataDir(dir)()).not.toThrow();
  });
});
