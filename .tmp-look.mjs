import { chromium } from '@playwright/test';
const base = 'http://localhost:3202';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const state = process.argv[2] ?? 'ended';
if (state === 'active') await fetch(`${base}/dev/clock`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ now: '2025-10-29T23:54:53Z' }) });
else await fetch(`${base}/dev/clock`, { method: 'DELETE' });
for (const [w, h] of [[390, 844], [1440, 900]]) {
  const p = await b.newPage({ viewport: { width: w, height: h } });
  const errors = [];
  p.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text()); });
  p.on('pageerror', (e) => errors.push(String(e)));
  await p.goto(base + (process.argv[3] ?? '/'));
  await p.waitForTimeout(1500);
  await p.screenshot({ path: `/tmp/look-${state}-${w}.png`, fullPage: true });
  console.log(w, errors);
}
await b.close();
