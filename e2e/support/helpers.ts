import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { firstCheckOf } from './screen-state';

/**
 * Waits (at most 3 s) for the animations and transitions running now that end, such as a toast fading in:
 * axe reads the colours of the frame it runs in, and half-way through a fade a toast's text fails the contrast
 * rule (a CI run failed that way on "Token copiado."). Endless ones (spinners) are not waited for.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(() => {
    const ending = document
      .getAnimations()
      .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime ?? Infinity)))
      .map((a) => a.finished.catch(() => undefined));
    return Promise.race([Promise.all(ending), new Promise((resolve) => setTimeout(resolve, 3_000))]);
  });
}

/**
 * axe must find no serious or critical violation (WCAG 2.1 A/AA rules), once per distinct screen and state in a
 * run (issue #31): a state some journey already checked is not checked again (see `firstCheckOf`).
 * `E2E_AXE_EVERY=true` checks at every call.
 */
export async function expectAccessible(page: Page) {
  await settleAnimations(page);
  if (process.env.E2E_AXE_EVERY !== 'true' && !(await firstCheckOf(page))) return;
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/**
 * Full-page screenshots kept under test-results/screenshots as review artifacts, only when asked
 * (`E2E_SCREENSHOTS=true`): a full-page capture costs about a second on a busy machine and nobody reads them on an
 * ordinary run (issue #31). A failing journey still keeps its screenshot (`screenshot: 'only-on-failure'`).
 */
export async function keepScreenshot(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS !== 'true') return;
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
  await page.screenshot({ path: `test-results/screenshots/${name}-${width}x${height}.png`, fullPage: true });
}

let counter = 0;
/**
 * A unique e-mail per journey, so journeys never depend on each other's data. The worker's process id keeps
 * two journeys running side by side apart even within the same millisecond.
 */
export function uniqueEmail(prefix: string) {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}.w${process.pid}@example.com`;
}

export const PASSWORD = 'Segura123!';

/** The onboarding answers both ways below give: a 29-year-old woman, 165 cm, 60 kg, losing weight, lightly active. */
const ONBOARDING = {
  goal: 'lose',
  activity: 'light',
  sex: 'female',
  birthDate: '1996-05-10',
  heightCm: 165,
  weightKg: 60,
} as const;

export async function signUp(page: Page, { name, email }: { name: string; email: string }) {
  await page.goto('/signup');
  await page.getByLabel('Nome completo').fill(name);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar senha').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /termos/i }).check();
  await page.getByRole('checkbox', { name: /não substitui/i }).check();
  await page.getByRole('checkbox', { name: /dados de saúde/i }).check();
  await page.getByRole('button', { name: 'Criar Conta Grátis' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
}

export async function completeOnboarding(page: Page) {
  await page.getByLabel('Objetivo principal').selectOption(ONBOARDING.goal);
  await page.getByLabel('Nível de atividade física').selectOption(ONBOARDING.activity);
  await page.getByLabel('Sexo').selectOption(ONBOARDING.sex);
  await page.getByLabel('Data de nascimento').fill(ONBOARDING.birthDate);
  await page.getByLabel('Altura (cm)').fill(String(ONBOARDING.heightCm));
  await page.getByLabel('Peso (kg)').fill(String(ONBOARDING.weightKg));
  await page.getByRole('button', { name: 'Concluir Configuração' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * A new account, onboarded and signed in on this page, made through the API instead of the forms: the journeys
 * whose subject is not the sign-up or the onboarding start here (issue #31), so the forms are filled only by the
 * account journeys (e2e/accounts.spec.ts). `page.request` shares the page's cookies, so the session the sign-up
 * sets is the page's; it sends no Origin nor Sec-Fetch-Site, which the server accepts from non-browser clients
 * (src/server/http/security.ts). Ends on the dashboard, as `signUp` + `completeOnboarding` do.
 */
export async function startSignedIn(page: Page, person: { name: string; email: string }) {
  await signUpThroughApi(page, person);
  const onboarding = await page.request.put('/api/me/onboarding', { data: ONBOARDING });
  expect(onboarding.status(), await onboarding.text()).toBe(200);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A new account signed in on this page, not yet onboarded, made through the API (see `startSignedIn`). */
export async function signUpThroughApi(page: Page, { name, email }: { name: string; email: string }) {
  const signup = await page.request.post('/api/auth/signup', {
    data: {
      name,
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      terms: true,
      disclaimer: true,
      healthData: true,
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
}

export async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}
