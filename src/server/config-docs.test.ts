import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/configuration.md is the operator's list of every variable the server
 * reads. The config files are the only readers of process.env (config.ts), and
 * each variable is a key of their zod schemas, so the two lists must match:
 * none missing from the doc, none listed there that nothing reads.
 */
const serverDir = path.dirname(fileURLToPath(import.meta.url));
const doc = readFileSync(path.join(serverDir, '../../docs/configuration.md'), 'utf8');

function variablesReadByTheServer(): string[] {
  const names = new Set<string>();
  for (const file of readdirSync(serverDir).filter((f) => /^config.*\.ts$/.test(f) && !f.endsWith('.test.ts'))) {
    const source = readFileSync(path.join(serverDir, file), 'utf8');
    for (const [, name] of source.matchAll(/^\s+([A-Z][A-Z0-9_]{2,}):\s/gm)) names.add(name as string);
  }
  return [...names].sort();
}

/** The variables named in the doc's tables, before the section of the test and bench runners' own. */
function variablesInTheDoc(): string[] {
  const serverPart = doc.slice(0, doc.indexOf('## Tests and benchmarks only'));
  const names = new Set<string>();
  for (const row of serverPart.split('\n').filter((line) => line.startsWith('| `'))) {
    const firstCell = row.split('|')[1] as string;
    for (const [, name] of firstCell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) names.add(name as string);
  }
  return [...names].sort();
}

describe('docs/configuration.md', () => {
  it('lista exatamente as variáveis que o servidor lê', () => {
    const read = variablesReadByTheServer();
    expect(read.length).toBeGreaterThan(50);
    expect(variablesInTheDoc()).toEqual(read);
  });
});
