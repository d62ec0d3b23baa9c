import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import {
  completeOnboarding,
  expectAccessible,
  keepScreenshot,
  logIn,
  startSignedIn,
  uniqueEmail,
} from './support/helpers';

// The service worker is part of what this journey tests: allowed here (every other journey blocks it, playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * The installed app opens the signed-in dashboard from the last known copy while it asks the server
 * (decision 0030, addendum 2026-11-26): the copy first, then the server's figures; a session ended elsewhere
 * sends the person to the login and erases the copy; another person never sees it.
 */

/** The page is controlled by the service worker, which has precached the app. */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

type Copy = { userId: string | null; signInMark: string | null; water: number | null } | null;

/** What the app's copy in localStorage holds (null: no copy). */
function readCopy(page: Page): Promise<Copy> {
  return page.evaluate(() => {
    type Saved = {
      userId: string | null;
      signInMark: string | null;
      state: { queries: { queryKey: string[]; state: { data: unknown } }[] };
    };
    const text = localStorage.getItem('nutri:queries');
    if (!text) return null;
    const saved = JSON.parse(text) as Saved;
    const day = saved.state.queries.find((q) => q.queryKey.join('/') === 'stats/day')?.state.data as
      { waterMl: number } | undefined;
    return { userId: saved.userId, signInMark: saved.signInMark, water: day?.waterMl ?? null };
  });
}

/** /api answers slowed by `ms` (CDP network emulation of the page), so the screen before them can be seen. */
async function slowApi(context: BrowserContext, page: Page, ms: number) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: ms,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  return cdp;
}

/** The water card's amount, "250 mL / 2.100 mL". */
const waterToday = (page: Page, ml: string) =>
  page.getByRole('region', { name: 'Água hoje' }).getByText(new RegExp(`^${ml} mL / `));
const refreshing = (page: Page) => page.getByRole('status').filter({ hasText: 'atualizando…' });

test.describe('abre do cache e confere com o servidor', () => {
  test('recarregado, o dashboard mostra na hora os números guardados e depois os do servidor', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await startSignedIn(page, { name: 'Rui Prado', email: uniqueEmail('rui') });
    await waitForServiceWorker(page);
    await page.getByRole('button', { name: '250 mL' }).click();
    await expect(waterToday(page, '250')).toBeVisible();
    await expect.poll(() => readCopy(page).then((c) => c?.water), { timeout: 10_000 }).toBe(250);

    // Another device logs 500 mL more: the copy on this one still says 250 mL.
    const more = await page.request.post('/api/water', {
      data: { ml: 500 },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(more.status()).toBe(201);

    // Every API call now takes 6 s: whatever shows before that came from the copy. (At 2.5 s, a CI machine busy
    // with the other worker could take the whole window to render and run the three checks below.)
    const cdp = await slowApi(context, page, 6_000);
    await page.reload();
    // The copy at once, marked as being checked, without the full-page "Carregando…" or the login.
    await expect(page.getByRole('heading', { name: /Rui!$/ })).toBeVisible({ timeout: 4_000 });
    await expect(waterToday(page, '250')).toBeVisible();
    await expect(refreshing(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Entrar' })).toHaveCount(0);
    await expectAccessible(page);
    await keepScreenshot(page, 'boot-from-cache-refreshing');
    // Then the server's day.
    await expect(waterToday(page, '750')).toBeVisible({ timeout: 30_000 });
    await expect(refreshing(page)).toHaveCount(0);
    await cdp.detach();
    await expect.poll(() => readCopy(page).then((c) => c?.water), { timeout: 10_000 }).toBe(750);
  });

  test('sessão encerrada em outro aparelho: a tela guardada dá lugar ao login e a cópia é apagada', async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('sol');
    await startSignedIn(page, { name: 'Sol Brito', email });
    await waitForServiceWorker(page);
    await expect(page.getByRole('heading', { name: 'Água hoje' })).toBeVisible();
    await expect.poll(() => readCopy(page).then((c) => c?.signInMark ?? null), { timeout: 10_000 }).not.toBeNull();

    // The other device signs in and ends every other session ("Sair de todos os outros aparelhos").
    const other = await browser.newContext({ baseURL: new URL(page.url()).origin, locale: 'pt-BR' });
    const phone = await other.newPage();
    await logIn(phone, email);
    await expect(phone).toHaveURL(/\/dashboard$/);
    const revoked = await phone.request.post('/api/settings/sessions/revoke-others', {
      headers: { origin: new URL(page.url()).origin },
    });
    expect(revoked.ok()).toBe(true);
    await other.close();

    const cdp = await slowApi(context, page, 1_500);
    await page.reload();
    // At most briefly the copy, then the login page; the copy is gone from localStorage.
    await expect(page).toHaveURL(/\/login/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: /Sol!$/ })).toHaveCount(0);
    await cdp.detach();
    await expect.poll(() => readCopy(page), { timeout: 5_000 }).toBeNull();
    await expectAccessible(page);

    // Reloaded again: nothing of the copy, straight to the login.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByText('Sol')).toHaveCount(0);
  });

  test('outra pessoa que entra no mesmo navegador nunca vê os dados guardados da primeira', async ({ page }) => {
    test.setTimeout(120_000);
    await startSignedIn(page, { name: 'Ana Reis', email: uniqueEmail('ana') });
    await waitForServiceWorker(page);
    await page.getByRole('button', { name: '250 mL' }).click();
    await expect(waterToday(page, '250')).toBeVisible();
    const anas = await (await page.request.get('/api/me')).json();
    await expect.poll(() => readCopy(page).then((c) => c?.userId), { timeout: 10_000 }).toBe(anas.id);

    // Someone else signs up on this browser in a way the app never watched (straight through the API, as a
    // Google sign-in's redirect would): Ana's copy is still in localStorage, but the sign-in mark is Bea's.
    const origin = new URL(page.url()).origin;
    await page.close();
    const newPage = await page.context().newPage();
    const beaEmail = uniqueEmail('bea');
    const signup = await newPage.request.post('/api/auth/signup', {
      headers: { origin },
      data: {
        name: 'Bea Nunes',
        email: beaEmail,
        password: 'Segura123!',
        confirmPassword: 'Segura123!',
        terms: true,
        disclaimer: true,
        healthData: true,
      },
    });
    expect(signup.status()).toBe(201);
    expect(await readCopyFrom(newPage, origin)).toMatchObject({ userId: anas.id });

    // Bea opens the app: never Ana's name or figures, not even for a frame.
    await newPage.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __seen: string[] }).__seen = seen;
      new MutationObserver(() => {
        const text = document.body?.textContent ?? '';
        if (/Ana Reis|Ana!|250 mL \//.test(text)) seen.push(text.slice(0, 200));
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    // Straight to the installed app's start page, where Ana's copy would open it: Bea goes to her onboarding.
    await newPage.goto('/dashboard');
    await expect(newPage).toHaveURL(/\/onboarding$/);
    const seen = () => newPage.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
    expect(await seen()).toEqual([]);
    await completeOnboarding(newPage);
    await expect(newPage.getByRole('heading', { name: /Bea!$/ })).toBeVisible();
    await newPage.reload();
    await expect(newPage.getByRole('heading', { name: /Bea!$/ })).toBeVisible();
    await expect(waterToday(newPage, '0')).toBeVisible();
    expect(await seen()).toEqual([]);
    const beas = await (await newPage.request.get('/api/me')).json();
    await expect.poll(() => readCopy(newPage).then((c) => c?.userId), { timeout: 10_000 }).toBe(beas.id);

    // And Ana signing in again on this browser sees her own figures, not Bea's copy.
    await newPage.request.post('/api/auth/logout', { headers: { origin } });
    await logIn(newPage, anas.email);
    await expect(newPage.getByRole('heading', { name: /Ana!$/ })).toBeVisible();
    await expect(waterToday(newPage, '250')).toBeVisible();
  });
});

/** readCopy on a page that may not have opened the app yet. */
async function readCopyFrom(page: Page, origin: string): Promise<Copy> {
  if (page.url() === 'about:blank') await page.goto(`${origin}/termos`);
  return readCopy(page);
}
