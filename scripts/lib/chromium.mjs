import { existsSync, readFileSync } from 'node:fs';
import { run } from './run.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Browser tests use Debian's Chromium (no browser downloads). As root on
 * Debian it is installed with apt-get when missing; otherwise we say how.
 */
export async function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const debian = existsSync('/etc/debian_version') || /debian/i.test(safeRead('/etc/os-release'));
  if (debian && process.getuid?.() === 0) {
    console.log('› Instalando o Chromium do Debian (apt-get install chromium)…');
    await run('apt-get', ['update', '-q']);
    await run('apt-get', ['install', '-y', '-q', 'chromium'], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync(CHROMIUM)) return;
  }
  throw new Error(
    `Chromium não encontrado em ${CHROMIUM}. Instale-o (Debian/Ubuntu: sudo apt-get install chromium) ` +
      'ou aponte CHROMIUM_PATH para um Chromium/Chrome instalado.',
  );
}

function safeRead(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
