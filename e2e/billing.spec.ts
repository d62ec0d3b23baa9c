import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import {
  DAY_MS,
  advanceClock,
  payWithTestCard,
  resetServerClock,
  subscriptionSection,
  syncBrowserClock,
} from './support/billing';
import { expectAccessible, keepScreenshot, startSignedIn, uniqueEmail } from './support/helpers';
import { moveServerClock } from './support/server-clock';

// The server's test clock is shared by every journey: each one starts from real time again.
test.beforeEach(async ({ page }) => {
  await resetServerClock(page);
  await syncBrowserClock(page);
});
test.afterAll(async ({ request }) => {
  await moveServerClock(request, { reset: true });
});

async function newOnboardedPerson(page: Page, name: string) {
  const prefix = name
    .split(' ')[0]!
    .normalize('NFD')
    .replace(/[^a-zA-Z]/g, '')
    .toLowerCase();
  await startSignedIn(page, { name, email: uniqueEmail(prefix) });
}

async function subscribeFromSettings(page: Page, card: RegExp, cvc = '123') {
  await page.getByRole('button', { name: 'Assinar Premium' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Assinar o Nutri Premium' });
  await expect(dialog).toContainText('Nada é cobrado agora');
  await dialog.getByRole('button', { name: 'Continuar para o pagamento' }).click();
  await expect(page).toHaveURL(/\/assinatura\/teste\//);
  await payWithTestCard(page, card, cvc);
  await expect(page).toHaveURL(/\/dashboard\/settings#assinatura$/);
}

test.describe('assinatura no modo de teste (sandbox)', () => {
  test('trial → assinar com Visa pelo pill do trial → primeira cobrança no fim do trial → Premium Ativo @clock', async ({
    page,
  }) => {
    await newOnboardedPerson(page, 'Ana Souza');
    await page.getByRole('link', { name: /Teste grátis: 7 dias restantes/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/settings#assinatura$/);
    await expect(page.getByRole('heading', { name: 'Configurações', level: 1 })).toBeVisible();
    const section = subscriptionSection(page);
    await expect(section).toContainText('Teste grátis ativo');
    await expect(section).toContainText('Sem cartão cadastrado, nada é cobrado.');
    await expect(section).toContainText('R$ 49,90');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Assinar Premium' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('A primeira cobrança, de R$ 49,90/mês');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
    await expect(page.getByText('MODO DE TESTE.')).toBeVisible();
    await expectAccessible(page);
    await keepScreenshot(page, 'billing-sandbox-checkout');
    await payWithTestCard(page, /Visa — aprovado$/);

    await expect(section).toContainText('Assinatura confirmada. A primeira cobrança, de R$ 49,90');
    await expect(section).toContainText('Visa •••• 4242');
    await expect(section).toContainText('Nenhuma cobrança ainda.');
    // Paid during the trial: nowhere does the app still say "trial" or offer to pay again.
    await expect(section).toContainText('Premium Ativo');
    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    await expect(page.getByRole('menuitem', { name: /Gerenciar assinatura/ })).toContainText('Premium Ativo');
    await expect(page.getByRole('menu')).toContainText(/Premium ativo — próxima cobrança \d{2}\/\d{2}/);
    await expect(page.getByRole('menu')).not.toContainText('Teste grátis');
    await page.keyboard.press('Escape');
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Assinatura' })).toContainText(/Premium ativo — próxima cobrança/);
    await expect(page.getByText('Teste grátis do Premium ativo')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Confirmar Assinatura Agora' })).toHaveCount(0);
    await page.goto('/dashboard/settings#assinatura');

    await advanceClock(page, 7 * DAY_MS + 60_000);
    await page.reload();
    await expect(section).toContainText('Premium Ativo');
    await expect(section).toContainText('Próxima cobrança de R$ 49,90');
    await expect(section.getByRole('listitem')).toContainText(['Pago']);
    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    await expect(page.getByRole('menuitem', { name: /Gerenciar assinatura/ })).toContainText('Premium Ativo');
    await keepScreenshot(page, 'billing-active');
  });

  for (const [brand, card, last4, cvc] of [
    ['Mastercard', /Mastercard — aprovado/, '4444', '123'],
    ['Elo', /Elo — aprovado/, '8311', '123'],
    ['American Express', /American Express — aprovado/, '0005', '1234'],
  ] as const) {
    test(`assinar com o cartão de teste ${brand}`, async ({ page }) => {
      await newOnboardedPerson(page, 'Bia Lima');
      await page.goto('/dashboard/settings#assinatura');
      await subscribeFromSettings(page, card, cvc);
      await expect(subscriptionSection(page)).toContainText(`${brand} •••• ${last4}`);
    });
  }

  test('o cartão de recusa é recusado e um cartão real não é aceito', async ({ page }) => {
    await newOnboardedPerson(page, 'Caio Reis');
    await page.goto('/dashboard/settings#assinatura');
    await page.getByRole('button', { name: 'Assinar Premium' }).click();
    await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
    // Typed without spaces, shown spaced as on the card.
    await page.getByLabel('Número do cartão').pressSequentially('4111111111111111');
    await expect(page.getByLabel('Número do cartão')).toHaveValue('4111 1111 1111 1111');
    await page.getByLabel('Validade (MM/AA)').fill('12/30');
    await page.getByLabel('Código de segurança').fill('123');
    await page.getByLabel('Nome impresso no cartão').fill('Caio Reis');
    await page.getByRole('button', { name: 'Confirmar assinatura de teste' }).click();
    await expect(page.getByText('Cartões reais não são aceitos aqui.')).toBeVisible();
    // "Usar" fills number, a future expiry and the brand's code.
    await page.getByRole('button', { name: /American Express — aprovado/ }).click();
    await expect(page.getByLabel('Número do cartão')).toHaveValue('3782 822463 10005');
    await expect(page.getByLabel('Validade (MM/AA)')).toHaveValue(/^12\/\d{2}$/);
    await expect(page.getByLabel('Código de segurança')).toHaveValue('1234');
    await payWithTestCard(page, /recusado pelo emissor/);
    await expect(page.getByText('Pagamento recusado pelo emissor do cartão. Tente outro cartão.')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Voltar sem pagar' }).click();
    await expect(subscriptionSection(page)).toContainText('Sem cartão cadastrado, nada é cobrado.');
  });

  test('cancelar no trial: nada é cobrado; no fim do trial a assinatura expira sem cobrança @clock', async ({
    page,
  }) => {
    await newOnboardedPerson(page, 'Davi Melo');
    await page.goto('/dashboard/settings#assinatura');
    await subscribeFromSettings(page, /Elo — aprovado/);
    const section = subscriptionSection(page);
    await section.getByRole('button', { name: 'Cancelar assinatura' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancelar a assinatura?' });
    await expect(dialog).toContainText('Nada será cobrado — nem agora, nem no fim do teste.');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Confirmar cancelamento' }).click();
    await expect(section).toContainText('Cancelada');
    await expect(section).toContainText('nenhuma nova cobrança será feita');

    await advanceClock(page, 8 * DAY_MS);
    await page.reload();
    await expect(section).toContainText('Expirada');
    await expect(section).toContainText('Nenhuma cobrança ainda.');
  });

  test('cancelar depois do trial: acesso até o fim do período pago, dá para desfazer @clock', async ({ page }) => {
    await newOnboardedPerson(page, 'Eva Prado');
    await page.goto('/dashboard/settings#assinatura');
    await subscribeFromSettings(page, /Mastercard — aprovado/);
    await advanceClock(page, 7 * DAY_MS + 60_000);
    await page.reload();
    const section = subscriptionSection(page);
    await expect(section).toContainText('Premium Ativo');

    await section.getByRole('button', { name: 'Cancelar assinatura' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('o fim do período já pago');
    await page.getByRole('button', { name: 'Confirmar cancelamento' }).click();
    await expect(section).toContainText('Seu acesso Premium vai até');
    await section.getByRole('button', { name: 'Desfazer cancelamento' }).click();
    await page.getByRole('button', { name: 'Continuar assinando' }).click();
    await expect(section).toContainText('Premium Ativo');
    await section.getByRole('button', { name: 'Cancelar assinatura' }).click();
    await page.getByRole('button', { name: 'Confirmar cancelamento' }).click();
    await expect(section).toContainText('Cancelada');

    await page.goto('/dashboard/chat');
    await expect(page.getByRole('heading', { name: 'Chat com Nutricionista', level: 1 })).toBeVisible(); // still Premium
    // Past the paid month, in two steps: a session lasts 30 days from its last use.
    await advanceClock(page, 20 * DAY_MS);
    await page.goto('/dashboard/settings#assinatura');
    await page.reload(); // same URL and hash: goto alone would not load the page again
    await expect(section).toContainText('Cancelada');
    await advanceClock(page, 12 * DAY_MS);
    await page.reload();
    await expect(section).toContainText('Expirada');
    await expect(section.getByRole('listitem')).toHaveCount(1); // the one month paid, nothing after
  });
});

test('trial expirado: paywall em analisar e chat, dados visíveis; assinar pelo paywall devolve o Premium @mobile @clock', async ({
  page,
}) => {
  await newOnboardedPerson(page, 'Fábio Nunes');
  await advanceClock(page, 8 * DAY_MS);
  await page.goto('/dashboard');
  await expect(page.getByText(/1\.450/).first()).toBeVisible(); // the person's targets are still there

  await page.goto('/dashboard/chat');
  await expect(page.getByRole('heading', { name: 'Recurso do Premium' })).toBeVisible();
  await expect(page.getByText('Assine o Premium para usar o chat com a nutricionista virtual.')).toBeVisible();
  await expect(page.getByText('R$ 49,90')).toBeVisible();
  // Describing a meal is not Premium: the person can still log and see their data.
  await page.goto('/dashboard/analyze');
  await expect(page.getByLabel('O que tem no prato?')).toBeVisible();
  await page.goto('/dashboard/chat');
  await expectAccessible(page);
  await keepScreenshot(page, 'billing-paywall');

  await page.getByRole('button', { name: 'Assinar Premium' }).click();
  await expect(page.getByText('Você será cobrado em R$ 49,90 agora')).toBeVisible();
  await payWithTestCard(page, /American Express — aprovado/, '1234');
  const section = subscriptionSection(page);
  await expect(section).toContainText('Premium Ativo');
  await expect(section.getByRole('listitem')).toContainText(['Pago']);
  await page.goto('/dashboard/chat');
  await expect(page.getByRole('heading', { name: 'Chat com Nutricionista', level: 1 })).toBeVisible();
});
