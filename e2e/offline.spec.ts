import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible, keepScreenshot, startSignedIn, uniqueEmail } from './support/helpers';

// The service worker is part of what this journey tests: allowed here (every other journey blocks it, playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** The page is controlled by the service worker, which has precached the app (decision 0030). */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first visit installs the worker; from the next load on it serves the app.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** The signed-in person and their day have been written to localStorage (saved a second after the queries settle). */
async function waitForOfflineCopy(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          type Saved = { state: { queries: { queryKey: string[]; state: { data: unknown } }[] } };
          const text = localStorage.getItem('nutri:queries');
          const queries = text ? (JSON.parse(text) as Saved).state.queries : [];
          const me = queries.find((q) => q.queryKey[0] === 'me')?.state.data as
            { onboardingCompleted: boolean } | undefined;
          const day = queries.find((q) => q.queryKey.join('/') === 'stats/day');
          return me?.onboardingCompleted === true && day !== undefined;
        }),
      { timeout: 10_000 },
    )
    .toBe(true);
}

const pendingHeading = (page: Page) => page.getByRole('heading', { name: /aguardando envio$/ });

test.describe('sem conexão', () => {
  test('registra refeição e água offline, abre do cache ao recarregar e envia uma vez só quando a conexão volta', async ({
    page,
    context,
  }) => {
    // Sign-up, onboarding, a service worker install and two reloads: more than the default 30 s on a busy machine.
    test.setTimeout(120_000);
    await startSignedIn(page, { name: 'Lia Torres', email: uniqueEmail('lia') });
    await waitForServiceWorker(page);
    await expect(page.getByRole('heading', { name: /Lia!$/ })).toBeVisible();
    await waitForOfflineCopy(page);

    await context.setOffline(true);
    await expect(page.getByText('Sem conexão.')).toBeVisible();

    // Analysed on the device, with the server's domain code and catalog.
    await page.getByRole('navigation').getByRole('link', { name: 'Analisar Refeição' }).click();
    await page.getByLabel('O que tem no prato?').fill('2 pães franceses com manteiga e um café com leite');
    await page.getByRole('button', { name: 'Analisar' }).click();
    const items = page.getByRole('list', { name: 'Alimentos', exact: true });
    await expect(items.getByText('Pão francês com manteiga', { exact: true })).toBeVisible();
    await expect(items.getByText('2 unidades · 120 g')).toBeVisible();
    // The same figures as online (e2e/analysis.spec.ts): 2 × 60 g × 371 kcal/100 g + 200 g × 35 kcal/100 g.
    await expect(page.getByRole('region', { name: 'Total da refeição' }).getByText('515 kcal')).toBeVisible();
    const save = page.getByRole('form', { name: 'Salvar refeição' });
    await save.getByLabel('Refeição').selectOption('cafe');
    await save.getByRole('button', { name: 'Salvar refeição' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(pendingHeading(page)).toHaveText('1 registro aguardando envio');
    await expect(page.getByText('Café: Pão francês com manteiga, Café com leite')).toBeVisible();

    await page.getByRole('button', { name: '250 mL' }).click();
    await expect(pendingHeading(page)).toHaveText('2 registros aguardando envio');
    await expectAccessible(page);
    await keepScreenshot(page, 'offline-pending');

    // Reloaded with no connection: the app and the last known day come from the device.
    await page.reload();
    await expect(page.getByRole('heading', { name: /Lia!$/ })).toBeVisible();
    await expect(page.getByText('Sem conexão.')).toBeVisible();
    await expect(pendingHeading(page)).toHaveText('2 registros aguardando envio');
    expect((await page.request.get('/api/meals')).ok()).toBe(true);
    expect((await (await page.request.get('/api/meals')).json()).items).toEqual([]);

    await context.setOffline(false);
    await expect(pendingHeading(page)).toHaveCount(0);
    await expect(page.getByText('Sem conexão.')).toHaveCount(0);
    const meals = (await (await page.request.get('/api/meals')).json()).items;
    expect(meals).toHaveLength(1);
    expect(meals[0]).toMatchObject({ slot: 'cafe', totals: { energyKcal: 515.2 } });
    expect((await (await page.request.get('/api/stats/day')).json()).waterMl).toBe(250);
  });

  test('um registro pendente pode ser cancelado antes de ser enviado', async ({ page, context }) => {
    test.setTimeout(60_000);
    await startSignedIn(page, { name: 'Téo Dias', email: uniqueEmail('teo') });
    await expect(page.getByRole('heading', { name: 'Água hoje' })).toBeVisible();
    await context.setOffline(true);
    await page.getByRole('button', { name: '250 mL' }).click();
    await expect(pendingHeading(page)).toHaveText('1 registro aguardando envio');
    await page.getByRole('button', { name: 'Cancelar 250 mL de água' }).click();
    await expect(pendingHeading(page)).toHaveCount(0);
    await context.setOffline(false);
    await expect(page.getByText('Sem conexão.')).toHaveCount(0);
    expect((await (await page.request.get('/api/stats/day')).json()).waterMl).toBe(0);
  });
});

test.describe('resposta perdida', () => {
  // page.route sees the page's requests only without a service worker in between.
  test.use({ serviceWorkers: 'block' });

  test('o servidor salvou mas a resposta se perdeu: o reenvio com a mesma chave não duplica a refeição', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await startSignedIn(page, { name: 'Bia Lopes', email: uniqueEmail('bia') });
    const keys: string[] = [];
    await page.route('**/api/meals', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      // The first try reaches the server, which saves the meal; the answer never reaches the phone.
      if (keys.length === 1) {
        await route.fetch();
        return route.abort('internetdisconnected');
      }
      return route.continue();
    });
    await page.goto('/dashboard/analyze');
    await page.getByLabel('O que tem no prato?').fill('uma banana');
    await page.getByRole('button', { name: 'Analisar' }).click();
    await page.getByRole('form', { name: 'Salvar refeição' }).getByRole('button', { name: 'Salvar refeição' }).click();
    await expect.poll(() => keys.length).toBeGreaterThanOrEqual(2);
    await expect(pendingHeading(page)).toHaveCount(0);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect((await (await page.request.get('/api/meals')).json()).items).toHaveLength(1);
  });
});
