import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { LEGAL_DOCUMENTS, TERMS_VERSION } from '../src/contracts/legal';
import { keepScreenshot } from './support/helpers';
import { noAiURL } from './support/ports';
import { moveServerClock } from './support/server-clock';

/*
 * The public site: the pre-rendered landing page with the server-driven
 * offer, the legal pages, the redirects and the 404. The server's clock is
 * set through POST /api/test/clock (TEST_CLOCK_CONTROL, e2e only) and put
 * back after every test; today (2026) the launch offer has ended.
 */

// 31/10/2025 23:59:59 in São Paulo is the last second of the launch price.
const BEFORE_DEADLINE = '2025-10-29T23:54:53Z'; // 2 days, 3 h, 5 min, 7 s to go
const nbsp = '\u00a0';

async function setServerClock(page: Page, now: string) {
  await moveServerClock(page.request, { now });
}

test.afterEach(async ({ request }) => {
  await moveServerClock(request, { reset: true });
});

/** The public pages are held to no axe violation at all (WCAG 2.1 A/AA), not only serious ones. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
    [],
  );
}

/**
 * Opens a public page and waits for its script: the landing page hydrates
 * after the load event (docs/decisions/0014-public-site.md), and the menu,
 * the countdown and the rotating badge need it.
 */
async function openInteractive(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
}

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024;

/** The top bar's links live in the menu below 1024 px. */
async function topBarLink(page: Page, name: string) {
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    return page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name, exact: true });
  }
  return page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name, exact: true });
}

test.describe('página inicial', () => {
  test('hoje mostra a oferta de hoje em toda a página, sem nota nem contagem de usuários inventadas, e passa no axe @mobile', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Fotografe o prato/);
    await expect(page.getByText(`Premium por R$${nbsp}49,90/mês com 7 dias grátis`)).toBeVisible();
    await expect(page.getByRole('timer')).toHaveCount(0);
    await expect(page.locator('#pricing')).toContainText(`R$${nbsp}49,90`);
    await expect(page.locator('#pricing')).toContainText('Cobrança mensal no cartão depois do teste');
    // Issue 25: the ended launch offer, ratings without real data, user counts and testimonials are not on the page.
    await expect(page.locator('body')).not.toContainText(/lançamento|29,90|avaliaç|usuários|ilustrativos/);
    await expect(page.getByTestId('app-rating')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Criar minha conta grátis' }).first()).toHaveAttribute(
      'href',
      '/signup',
    );
    // WhatsApp and the installable app exist now: nothing is sold as "em breve".
    await expect(page.locator('#pricing')).toContainText('Refeições, fotos e chat também pelo WhatsApp');
    await expect(page.locator('#pricing')).not.toContainText('Em breve');
    const phone = page.locator('#faq details').filter({ hasText: 'Posso usar no celular?' });
    await expect(phone).toContainText('Compartilhar → "Adicionar à Tela de Início"');
    await expect(phone).toContainText('Configurações → WhatsApp');
    await expect(phone).not.toContainText('ainda não estão disponíveis');
    // The rotating trust badge shows on large screens only.
    const badge = page.getByRole('complementary', { name: 'Por que confiar no Nutri' });
    if (isMobile(page)) await expect(badge).toBeHidden();
    else await expect(badge).toBeVisible();
    await expectAccessible(page);
    await keepScreenshot(page, 'landing-encerrada');
  });

  test('num servidor sem modelo de visão, promete a análise por descrição e nenhuma análise por foto', async ({
    page,
  }) => {
    // The no-AI server (AI_VISION_MODEL unset) serves the landing written without photo claims (decision 0071).
    await page.goto(`${noAiURL}/`);
    await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
    await expect(page).toHaveTitle(/calorias e macros do que você come/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Descreva o prato e saiba o que você está comendo',
    );
    await expect(page.locator('#how-it-works')).toContainText('Descreva o prato');
    await expect(page.locator('#pricing')).toContainText('Análise de refeições por descrição, sem limite');
    for (const id of ['hero', 'how-it-works', 'pricing', 'faq']) {
      await expect(page.locator(`#${id}`)).not.toContainText(/Fotografe|por foto|da foto|nas fotos/);
    }
  });

  test('cada link do topo leva à sua seção; Login e os botões de plano abrem as páginas @mobile', async ({ page }) => {
    await openInteractive(page);
    const sections: Array<[string, string]> = [
      ['Como Funciona', 'how-it-works'],
      ['Planos', 'pricing'],
      ['FAQ', 'faq'],
      ['Início', 'hero'],
    ];
    for (const [name, id] of sections) {
      await (await topBarLink(page, name)).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(page.locator(`#${id}`)).toBeInViewport();
    }
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Começar Grátis' }).click();
    await expect(page).toHaveURL(/#pricing$/);
    await expect(page.locator('#pricing')).toBeInViewport();
    await page.getByRole('link', { name: /Nutri — voltar ao início/ }).click();
    await expect(page).toHaveURL(/#hero$/);

    // The plan's button loads /signup as a new document (full page navigation).
    const signupDocument = page.waitForRequest((r) => r.isNavigationRequest() && r.url().endsWith('/signup'));
    await page.locator('#pricing').getByRole('link', { name: 'Começar meus 7 dias grátis' }).click();
    await signupDocument;
    await expect(page.getByRole('button', { name: 'Criar Conta Grátis' })).toBeVisible();

    await openInteractive(page);
    await (await topBarLink(page, 'Login')).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  });

  test('o FAQ abre e fecha pelo teclado, uma resposta por vez', async ({ page }) => {
    await page.goto('/#faq');
    const questions = page.locator('#faq summary');
    await expect(questions).toHaveCount(7);
    const first = page.locator('#faq details').nth(0);
    const second = page.locator('#faq details').nth(1);
    await questions.nth(0).focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('open', '');
    await expect(first).toContainText('não faz diagnóstico');
    await page.keyboard.press('Tab');
    await expect(questions.nth(1)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('open', '');
    await expect(first).not.toHaveAttribute('open', '');
    await expect(second).toContainText('sem pedir cartão');
    await page.keyboard.press('Enter');
    await expect(second).not.toHaveAttribute('open', '');
  });

  test('rodapé: colunas, selos e links para as páginas certas', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const expected: Array<[string, string]> = [
      ['Como Funciona', '/#how-it-works'],
      ['Planos', '/#pricing'],
      ['Central de Ajuda', '/help'],
      ['Fale com o suporte', 'mailto:suporte@nutri.local'], // SUPPORT_EMAIL of the test server
      ['Termos de Uso', '/termos'],
      ['Política de Privacidade', '/privacidade'],
      ['Limitações e Responsabilidades', '/limitacoes'],
      ['Fontes', '/fontes'],
    ];
    for (const [name, href] of expected) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    for (const badge of ['Pagamento verificado', 'Em conformidade com a LGPD', 'Conexão segura (SSL)']) {
      await expect(footer.getByText(badge)).toBeVisible();
    }
    await footer.getByRole('link', { name: 'Ver planos' }).click();
    await expect(page.locator('#pricing')).toBeInViewport();
    await footer.getByRole('link', { name: 'Como funciona', exact: true }).click();
    await expect(page.locator('#how-it-works')).toBeInViewport();
    await footer.getByRole('link', { name: 'Central de Ajuda' }).click();
    await expect(page.getByRole('heading', { name: 'Central de Ajuda' })).toBeVisible();
  });

  test('o aviso legal leva às três páginas legais', async ({ page }) => {
    // The "última chance" decline link exists only while the launch offer is open (issue 25).
    await page.goto('/#aviso-legal');
    const notice = page.locator('#aviso-legal');
    await expect(notice).toBeInViewport();
    for (const doc of Object.values(LEGAL_DOCUMENTS)) {
      await notice.getByRole('link', { name: doc.title }).click();
      await expect(page).toHaveURL(new RegExp(`${doc.path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title);
      await page.goBack();
    }
  });
});

test.describe('selo de confiança giratório', () => {
  // Large screens only; the phone check is in the first journey.
  test.use({ viewport: { width: 1440, height: 900 } });

  test('troca a cada 8 s, pausa pelo botão e fica parado com movimento reduzido', async ({ page }) => {
    await page.clock.install();
    await openInteractive(page);
    const badge = page.getByRole('complementary', { name: 'Por que confiar no Nutri' });
    // Product facts only: no rating until enough real ones exist (decision 0038).
    await expect(badge).toContainText('Números da tabela TACO');
    await page.clock.runFor(7_000);
    await expect(badge).toContainText('Números da tabela TACO');
    await page.clock.runFor(1_400); // 8 s, then the 300 ms fade
    await expect(badge).toContainText('Dados protegidos pela LGPD');

    await badge.getByRole('button', { name: 'Pausar a troca de destaques' }).focus();
    await page.keyboard.press('Enter');
    await page.mouse.move(1400, 100); // away from the badge: only the button holds it now
    await page.locator('body').focus();
    await page.clock.runFor(20_000);
    await expect(badge).toContainText('Dados protegidos pela LGPD');
    await expect(badge.getByRole('button', { name: 'Continuar a troca de destaques' })).toBeVisible();

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
    await expect(badge).toContainText('Números da tabela TACO');
    await expect(badge.getByRole('button')).toHaveCount(0);
    await page.clock.runFor(20_000);
    await expect(badge).toContainText('Números da tabela TACO');
  });
});

test.describe('menu do celular', () => {
  // The menu exists below 1024 px only: this journey runs once, in a phone-sized window.
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('abre e fecha pelo teclado e pela sobreposição', async ({ page }) => {
    await openInteractive(page);
    const toggle = page.getByRole('button', { name: 'Abrir menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Fechar menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Início' })).toBeFocused();
    await keepScreenshot(page, 'landing-menu');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(toggle).toBeFocused();

    await toggle.click();
    await page.mouse.click(200, 800); // the overlay below the menu
    await expect(menu).toHaveCount(0);
  });
});

test.describe('oferta de lançamento com o relógio do servidor controlado @clock', () => {
  test('antes do prazo: preço de lançamento, contagem e última chance, mesmo com o relógio do aparelho errado @mobile', async ({
    page,
  }) => {
    await setServerClock(page, BEFORE_DEADLINE);
    // The device believes it is 2030: the countdown must still follow the server.
    await page.clock.install({ time: new Date('2030-01-01T12:00:00Z') });
    await openInteractive(page);
    await expect(page.getByText('Oferta de lançamento:')).toBeVisible();
    const timers = page.getByRole('timer');
    await expect(timers.first()).toHaveAccessibleName(/2 dias, 3 horas, 5 minutos e \d+ segundos/);
    await expect(page.getByRole('heading', { name: 'O preço de lançamento acaba em' })).toBeVisible();
    await expect(page.locator('#hero')).toContainText(`R$${nbsp}29,90`);
    await expect(page.locator('#hero')).toContainText('40% de desconto');
    await expect(page.locator('#pricing')).toContainText('40% OFF no lançamento');

    // The boxed countdown is reachable by keyboard and names the time left.
    const boxed = page.getByRole('timer').nth(1);
    await boxed.focus();
    await expect(boxed).toBeFocused();
    const before = await boxed.getAttribute('aria-label');
    await page.clock.runFor(2_000);
    await expect(boxed).not.toHaveAttribute('aria-label', before ?? '');

    const lastChance = page.getByRole('link', { name: `Sim! Garantir R$${nbsp}29,90 Agora` });
    await expect(lastChance).toHaveAttribute('href', '/signup');
    await expect(page.getByRole('link', { name: `Não, obrigado. Prefiro pagar R$${nbsp}49,90 depois.` })).toBeVisible();
    await expectAccessible(page);
    await keepScreenshot(page, 'landing-oferta-ativa');
    await lastChance.click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('a contagem chega a zero e a página inteira passa ao estado encerrado', async ({ page }) => {
    await setServerClock(page, '2025-11-01T02:59:40Z'); // 20 s before the end
    await page.clock.install({ time: new Date('2025-11-01T02:59:40Z') });
    await openInteractive(page);
    await expect(page.getByRole('heading', { name: 'O preço de lançamento acaba em' })).toBeVisible();
    await page.clock.runFor(30_000);
    await expect(page.getByRole('heading', { name: 'O preço de lançamento acaba em' })).toHaveCount(0);
    await expect(page.getByRole('timer')).toHaveCount(0);
    await expect(page.locator('#pricing')).toContainText(`R$${nbsp}49,90`);
    await expect(page.getByRole('link', { name: 'Criar minha conta grátis' }).first()).toBeVisible();
  });
});

test.describe('sem JavaScript @clock', () => {
  test.use({ javaScriptEnabled: false });

  test('a página inicial e as legais mostram todo o conteúdo, com a oferta do momento', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Fotografe o prato/);
    await expect(page.locator('body')).not.toContainText(/lançamento|avaliaç|usuários/);
    await expect(page.getByRole('heading', { name: 'Perguntas frequentes' })).toBeVisible();
    await expect(page.locator('#faq summary')).toHaveCount(7);
    // The accordion is native: it opens without script.
    await page.locator('#faq summary').first().click();
    await expect(page.locator('#faq details').first()).toHaveAttribute('open', '');
    await expect(page.getByRole('img', { name: /Página inicial do Nutri/ })).toHaveCount(1);

    await setServerClock(page, BEFORE_DEADLINE);
    await page.goto('/');
    await expect(page.getByRole('timer').first()).toHaveAccessibleName(/2 dias, 3 horas, 5 minutos/);
    await expect(page.getByRole('link', { name: `Sim! Garantir R$${nbsp}29,90 Agora` })).toBeVisible();

    for (const doc of Object.values(LEGAL_DOCUMENTS)) {
      await page.goto(doc.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title);
    }
  });
});

test.describe('páginas legais, redirecionamentos e erros', () => {
  // One journey through every document (they share one layout), not one journey each: issue #31.
  test('cada documento legal: versão e data, acessível @mobile', async ({ page }) => {
    for (const doc of Object.values(LEGAL_DOCUMENTS)) {
      await page.goto(doc.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title);
      const [year, month, day] = doc.effectiveOn.split('-');
      await expect(page.getByText(`Versão ${doc.version} · em vigor desde ${day}/${month}/${year}`)).toBeVisible();
      await expectAccessible(page);
      await keepScreenshot(page, `legal${doc.path.replace('/', '-')}`);
    }
  });

  test('a versão aceita no cadastro é a exibida nas páginas', async ({ page }) => {
    await page.goto('/termos');
    await expect(page.getByText(`Versão ${LEGAL_DOCUMENTS.terms.version}`)).toBeVisible();
    await page.goto('/privacidade');
    await expect(page.getByText(`Versão ${LEGAL_DOCUMENTS.privacy.version}`)).toBeVisible();
    expect(TERMS_VERSION).toBe(
      `termos-${LEGAL_DOCUMENTS.terms.version}+privacidade-${LEGAL_DOCUMENTS.privacy.version}`,
    );
  });

  test('/terms e /privacy levam às páginas em português', async ({ page }) => {
    await page.goto('/terms');
    await expect(page).toHaveURL(/\/termos$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Termos de Uso');
    await page.goto('/privacy');
    await expect(page).toHaveURL(/\/privacidade$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Política de Privacidade');
  });

  test('404: mensagem, link para o início e o caminho no console', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (m) => m.type() === 'error' && logged.push(m.text()));
    expect((await page.goto('/pagina-que-nao-existe'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Ops! Página não encontrada' })).toBeVisible();
    expect(logged.some((line) => line.includes('/pagina-que-nao-existe'))).toBe(true);
    await expectAccessible(page);
    await keepScreenshot(page, '404');
    await page.getByRole('link', { name: 'Voltar para o início' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Fotografe o prato/);
  });

  test('uma falha de rota mostra o aviso padrão com a mensagem do erro', async ({ page }) => {
    await page.goto('/login');
    // The landing page's code fails to load on an in-app navigation.
    await page.route('**/assets/site-routes-*.js', (route) => route.abort());
    await page.getByRole('link', { name: 'Nutri — página inicial' }).click();
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByText(/site-routes/)).toBeVisible();
  });
});

test('/fontes aberta direto tem volta para o início', async ({ page }) => {
  await page.goto('/fontes');
  await page.getByRole('link', { name: 'Voltar para o início' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('o rodapé mostra a empresa e leva ao único e-mail de suporte (SUPPORT_EMAIL)', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer');
  await expect(footer.getByTestId('company-identity')).toHaveText(
    'Nutri Tecnologia Ltda. · CNPJ 12.345.678/0001-90 · Av. Paulista, 1000, São Paulo – SP',
  );
  await expect(footer.getByRole('link', { name: 'Fale com o suporte' })).toHaveAttribute(
    'href',
    'mailto:suporte@nutri.local',
  );
});

test('sem JavaScript, as páginas legais já trazem o e-mail de suporte e a empresa do servidor', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/termos');
  await expect(page.locator('main').getByRole('link', { name: 'suporte@nutri.local' })).toHaveAttribute(
    'href',
    'mailto:suporte@nutri.local',
  );
  await expect(page.locator('footer').getByTestId('company-identity')).toHaveText(
    'Nutri Tecnologia Ltda. · CNPJ 12.345.678/0001-90 · Av. Paulista, 1000, São Paulo – SP',
  );
  await context.close();
});
