import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { baseURL } from './support/ports';
import { expect, test } from './support/test';

// The service worker is part of what this journey tests: allowed here (every other journey blocks it, playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * Lighthouse 12 dropped its PWA category and the `installable-manifest` audit; what that audit
 * reported came from Chromium itself, `Page.getInstallabilityErrors`, asked here directly
 * (decision 0030). Chromium refuses to install from an incognito profile, which is what test
 * contexts are, so these checks run in a profile on disk.
 */
let profile: string;
let context: BrowserContext;
test.beforeAll(async () => {
  profile = mkdtempSync(path.join(tmpdir(), 'nutri-install-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
    baseURL,
    locale: 'pt-BR',
  });
});
test.afterAll(async () => {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
});

test.describe('app instalável', () => {
  test('o manifesto e o service worker passam nas verificações de instalação do Chromium', async () => {
    const page = await context.newPage();
    await page.goto('/login');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    const parsed = JSON.parse(manifest.data ?? '{}');
    expect(parsed).toMatchObject({
      name: 'Nutri — sua nutricionista virtual',
      short_name: 'Nutri',
      lang: 'pt-BR',
      start_url: '/dashboard',
      display: 'standalone',
      theme_color: '#047857',
    });
    const maskable = parsed.icons.filter((icon: { purpose: string }) => icon.purpose === 'maskable');
    expect(maskable.map((icon: { sizes: string }) => icon.sizes).sort()).toEqual(['192x192', '512x512']);
    for (const icon of parsed.icons) {
      expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png');
    }
    expect(parsed.shortcuts.map((s: { name: string; url: string }) => [s.name, s.url])).toEqual([
      ['Analisar refeição', '/dashboard/analyze'],
      ['Registrar água', '/dashboard#agua'],
    ]);
    // iOS reads its own tags.
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/apple-touch-icon.png');
    await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute('content', 'yes');
  });

  test('a página inicial não se oferece para instalar (sem manifesto)', async () => {
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.url).toBe('');
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
  });
});
