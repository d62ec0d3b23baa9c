import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The functional core stays pure (STYLE.md): nothing under src/domain may
 * import Node built-ins, React, the database or HTTP libraries, touch
 * process/fetch, or read the clock. Everything it needs is passed in.
 */
const domainDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * An allowlist, not a list of what is forbidden: the domain imports other domain files (relative paths; which
 * folders, .dependency-cruiser.cjs checks) and these packages only. Today none: a package joins only if it is pure
 * (no I/O, no clock, no globals) and the decision that adds it says why.
 */
const ALLOWED_PACKAGES: readonly string[] = [];

const forbiddenCode: Array<[RegExp, string]> = [
  [/\bprocess\./, 'process'],
  [/\bfetch\s*\(/, 'fetch'],
  [/\bDate\.now\s*\(/, 'Date.now()'],
  [/\bnew Date\s*\(\s*\)/, 'new Date()'],
  [/\bperformance\.now\s*\(/, 'performance.now()'],
  [/\bMath\.random\s*\(/, 'Math.random()'],
  [/\brequire\s*\(/, 'require()'],
  [/\bimport\s*\(/, 'dynamic import()'],
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

export function impurities(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]/g)) {
    const specifier = match[1] ?? '';
    if (specifier.startsWith('./') || specifier.startsWith('../')) continue;
    const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
    if (!ALLOWED_PACKAGES.includes(name ?? '')) found.push(`import '${specifier}'`);
  }
  for (const [pattern, name] of forbiddenCode) if (pattern.test(source)) found.push(name);
  return found;
}

describe('src/domain é puro', () => {
  it('detecta o que não pode (o próprio verificador)', () => {
    expect(impurities("import { readFileSync } from 'node:fs';")).toEqual(["import 'node:fs'"]);
    expect(impurities("import path from 'path';")).toEqual(["import 'path'"]);
    expect(impurities("import { useState } from 'react';")).toEqual(["import 'react'"]);
    expect(impurities("import { eq } from 'drizzle-orm';")).toEqual(["import 'drizzle-orm'"]);
    expect(impurities('const t = Date.now();')).toEqual(['Date.now()']);
    expect(impurities('const t = new Date();')).toEqual(['new Date()']);
    expect(impurities('const k = process.env.KEY;')).toEqual(['process']);
    expect(impurities("await fetch('https://x')")).toEqual(['fetch']);
    expect(impurities("import { z } from 'zod';")).toEqual(["import 'zod'"]);
    expect(impurities("import { sumNutrients } from '../nutrition/totals'; const d = new Date(ms);")).toEqual([]);
  });

  const files = sourceFiles(domainDir);
  it('tem arquivos para verificar', () => expect(files.length).toBeGreaterThan(0));
  it.each(files.map((f) => [path.relative(domainDir, f), f]))(
    '%s não importa nem lê nada com efeitos',
    (_name, file) => {
      expect(impurities(readFileSync(file, 'utf8'))).toEqual([]);
    },
  );
});
