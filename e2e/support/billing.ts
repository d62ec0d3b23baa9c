import { expect, type Page } from '@playwright/test';
import { moveServerClock } from './server-clock';

export const DAY_MS = 86_400_000;

/** The server's clock (GET /api/pricing answers it). */
export async function serverNow(page: Page): Promise<Date> {
  const res = await page.request.get('/api/pricing');
  return new Date(((await res.json()) as { serverNow: string }).serverNow);
}

/** Starts the browser's clock at the server's time, so "days left" in the page agree with the server. */
export async function syncBrowserClock(page: Page) {
  await page.clock.install({ time: await serverNow(page) });
}

/** Moves the server's test clock (and runs the billing job there), then the browser's clock to match. */
export async function advanceClock(page: Page, ms: number) {
  const now = await moveServerClock(page.request, { advanceMs: ms });
  await page.clock.setSystemTime(now);
}

/** Sets the server's test clock to `instant` (time runs on from there) and the browser's clock to match. */
export async function setClock(page: Page, instant: Date) {
  await moveServerClock(page.request, { now: instant.toISOString() });
  await page.clock.install({ time: instant });
}

export async function resetServerClock(page: Page) {
  await moveServerClock(page.request, { reset: true });
}

/** Pays the sandbox's test-mode checkout with a test card (the "Usar" button fills its number). */
export async function payWithTestCard(page: Page, description: RegExp, cvc = '123') {
  await expect(page.getByText('MODO DE TESTE.')).toBeVisible();
  await page.getByRole('button', { name: description }).click();
  await page.getByLabel('Validade (MM/AA)').fill('12/30');
  await page.getByLabel('Código de segurança').fill(cvc);
  await page.getByLabel('Nome impresso no cartão').fill('Ana Souza');
  await page.getByRole('button', { name: /Confirmar assinatura de teste|Salvar cartão de teste/ }).click();
}

export function subscriptionSection(page: Page) {
  return page.locator('#assinatura');
}
