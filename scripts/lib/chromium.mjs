import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { run } from './run.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * The environment that makes Chromium's own interface pt-BR. The page's language (`locale` in Playwright) does not
 * reach the date inputs: they follow the browser's interface language, read on Linux from LANGUAGE, and only when
 * the language's pack is installed (Debian's `chromium-l10n`). Without both a birth date reads 03/14/1991.
 */
export const PT_BR_BROWSER_ENV = { LANGUAGE: 'pt_BR' };

/**
 * Browser tests use Debian's Chromium (no browser downloads), with its pt-BR language pack (the product pictures
 * and the date inputs must read dd/mm/aaaa). As root on Debian what is missing is installed with apt-get;
 * otherwise we say how.
 */
export async function ensureChromium() {
  const missing = [];
  if (!existsSync(CHROMIUM)) missing.push('chromium');
  if (!hasPtBrPack()) missing.push('chromium-l10n');
  if (missing.length === 0) return;
  const debian = existsSync('/etc/debian_version') || /debian/i.test(safeRead('/etc/os-release'));
  if (debian && process.getuid?.() === 0) {
    console.log(`› Instalando do Debian: apt-get install ${missing.join(' ')}…`);
    await run('apt-get', ['update', '-q']);
    await run('apt-get', ['install', '-y', '-q', ...missing], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync(CHROMIUM) && hasPtBrPack()) return;
  }
  throw new Error(
    `Chromium com o pacote de idioma pt-BR não encontrado em ${CHROMIUM}. Instale-o ` +
      '(Debian/Ubuntu: sudo apt-get install chromium chromium-l10n) ou aponte CHROMIUM_PATH para um Chromium/Chrome ' +
      'instalado com o pt-BR.',
  );
}

/**
 * Whether Chromium's pt-BR pack is installed: beside the binary, or in /usr/lib/chromium for Debian's
 * /usr/bin/chromium (a shell script that starts /usr/lib/chromium/chromium). A build with no `locales` folder
 * there (Chrome) is taken as complete.
 */
function hasPtBrPack() {
  if (!existsSync(CHROMIUM)) return false;
  const folders = [path.join(path.dirname(realpathSync(CHROMIUM)), 'locales'), '/usr/lib/chromium/locales'];
  const present = folders.filter((folder) => existsSync(folder));
  return present.length === 0 || present.some((folder) => existsSync(path.join(folder, 'pt-BR.pak')));
}

function safeRead(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
