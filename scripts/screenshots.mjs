#!/usr/bin/env node
// Product images for the landing page, taken from Nutri itself: starts the
// built app on a throw-away DATA_DIR and embedded PostgreSQL, signs a demo
// person up through the real screens (sign-up → onboarding), fills a week of
// her life through the real API (meals described in words and analysed by
// /api/analysis/text, water, weights, a chat exchange), photographs each
// screen in Debian's Chromium and writes small responsive AVIF and WebP files
// to src/web/features/site/images/ with their sizes in shots.json. It fails,
// writing nothing, when a screen shows a placeholder text ("em breve",
// "Lorem"…; scripts/lib/placeholder-check.mjs, decision 0028) or a date
// input that does not read dd/mm/aaaa (scripts/lib/date-fields.mjs).
// Re-run it whenever those screens change: `npm run build && npm run site:pictures`,
// then look at the pictures before committing them.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import prettier from 'prettier';
import sharp from 'sharp';
import { startApp, stopApp, tempDataDir } from '../bench/lib/app-process.mjs';
import { CHROMIUM, PT_BR_BROWSER_ENV, ensureChromium } from './lib/chromium.mjs';
import { assertPtBrDates } from './lib/date-fields.mjs';
import { assertNoPlaceholders, textInPicture } from './lib/placeholder-check.mjs';
import { seedDemoWeek } from './lib/demo-week.mjs';

const OUT = 'src/web/features/site/images';
const PORT = Number(process.env.SCREENSHOTS_PORT ?? 3290);
const DB_PORT = Number(process.env.SCREENSHOTS_DB_PORT ?? 55590);
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/**
 * Each shot: the screen, the viewport it is taken in, and the widths (in
 * pixels) of the files served with srcset. `clipHeight` keeps the top of
 * tall phone screens.
 */
const SHOTS = [
  { name: 'metas', step: 'onboarding', viewport: DESKTOP, widths: [480, 960] },
  {
    name: 'celular',
    step: 'dashboard',
    path: '/dashboard',
    viewport: PHONE,
    scale: 2,
    clipHeight: 700,
    widths: [280, 560],
  },
  { name: 'painel', step: 'dashboard', path: '/dashboard', viewport: DESKTOP, widths: [480, 960] },
  { name: 'chat', step: 'dashboard', path: '/dashboard/chat', viewport: DESKTOP, widths: [480, 960] },
  { name: 'historico', step: 'dashboard', path: '/dashboard/history', viewport: DESKTOP, widths: [480, 960] },
];

const DEMO = { name: 'Marina Costa', email: 'marina.demo@example.com', password: 'Demonstra1!' };

await ensureChromium();
const dataDir = tempDataDir();
// The browser's requests must come from APP_URL's origin (the server refuses others).
// A busy machine starts the app slowly: up to 3 minutes, as a picture run is not a start-up benchmark.
const app = await startApp({
  dataDir,
  port: PORT,
  dbPort: DB_PORT,
  env: { APP_URL: `http://127.0.0.1:${PORT}` },
  timeoutMs: 180_000,
});
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  // Date inputs follow the browser's own language, not the page's: pt-BR interface (decision 0058).
  env: { ...process.env, ...PT_BR_BROWSER_ENV },
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', baseURL: app.baseUrl });
  const page = await context.newPage();
  await signUp(page);
  const pngs = {};
  for (const shot of SHOTS.filter((s) => s.step === 'onboarding')) pngs[shot.name] = await capture(context, shot);
  await completeOnboarding(page);
  await seedDemoWeek(page.request, app.baseUrl);
  for (const shot of SHOTS.filter((s) => s.step === 'dashboard')) pngs[shot.name] = await capture(context, shot);
  await writeImages(pngs);
} finally {
  await browser.close();
  await stopApp(app.child, dataDir);
}

async function signUp(page) {
  await page.goto('/signup');
  await page.getByLabel('Nome completo').fill(DEMO.name);
  await page.getByLabel('E-mail').fill(DEMO.email);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO.password);
  await page.getByLabel('Confirmar senha').fill(DEMO.password);
  await page.getByRole('checkbox', { name: /termos/i }).check();
  await page.getByRole('checkbox', { name: /não substitui/i }).check();
  await page.getByRole('checkbox', { name: /dados de saúde/i }).check();
  await page.getByRole('button', { name: 'Criar Conta Grátis' }).click();
  await page.waitForURL(/\/onboarding$/);
}

/** The demo person's answers, typed as a visitor would. */
async function fillOnboarding(page) {
  await page.getByLabel('Objetivo principal').selectOption('lose');
  await page.getByLabel('Nível de atividade física').selectOption('moderate');
  await page.getByLabel('Sexo').selectOption('female');
  await page.getByLabel('Data de nascimento').fill('1991-03-14');
  await page.getByLabel('Altura (cm)').fill('168');
  await page.getByLabel('Peso (kg)').fill('72');
}

async function completeOnboarding(page) {
  await fillOnboarding(page);
  await page.getByRole('button', { name: 'Concluir Configuração' }).click();
  await page.waitForURL(/\/dashboard$/);
}

/** A fresh page in the shot's viewport (the session cookie is shared by the context). */
async function capture(context, shot) {
  const page = await context.browser().newPage({
    storageState: await context.storageState(),
    viewport: shot.viewport,
    deviceScaleFactor: shot.scale ?? 1,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    reducedMotion: 'reduce',
  });
  try {
    await page.goto(new URL(shot.path ?? '/onboarding', app.baseUrl).href);
    if (shot.step === 'onboarding') await fillOnboarding(page);
    await page.waitForLoadState('networkidle');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // No focus ring or caret from the form filling in the picture.
    await page.evaluate(() => (document.activeElement instanceof HTMLElement ? document.activeElement.blur() : null));
    const clip = shot.clipHeight ? { x: 0, y: 0, width: shot.viewport.width, height: shot.clipHeight } : undefined;
    assertNoPlaceholders(await textInPicture(page, clip), shot.name);
    await assertPtBrDates(page, shot.name);
    return await page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
  } finally {
    await page.close();
  }
}

async function writeImages(pngs) {
  mkdirSync(OUT, { recursive: true });
  for (const file of readdirSync(OUT)) if (/\.(avif|webp)$/.test(file)) rmSync(path.join(OUT, file));
  const manifest = {};
  for (const shot of SHOTS) {
    const { width, height } = await sharp(pngs[shot.name]).metadata();
    manifest[shot.name] = { width, height, widths: shot.widths };
    for (const w of shot.widths) {
      const resized = sharp(pngs[shot.name]).resize({ width: w });
      await resized
        .clone()
        .avif({ quality: 55, effort: 6 })
        .toFile(path.join(OUT, `${shot.name}-${w}.avif`));
      await resized
        .clone()
        .webp({ quality: 75 })
        .toFile(path.join(OUT, `${shot.name}-${w}.webp`));
    }
  }
  // Written as Prettier writes it, so `npm run lint` passes on the regenerated manifest.
  const manifestPath = path.join(OUT, 'shots.json');
  writeFileSync(manifestPath, await prettier.format(JSON.stringify(manifest), { filepath: manifestPath }));
  console.log(`imagens em ${OUT}: ${Object.keys(manifest).join(', ')}`);
}
