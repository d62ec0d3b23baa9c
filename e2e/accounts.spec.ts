import { expect, test } from './support/test';
import {
  PASSWORD,
  completeOnboarding,
  expectAccessible,
  keepScreenshot,
  logIn,
  signUp,
  signUpThroughApi,
  startSignedIn,
  uniqueEmail,
} from './support/helpers';

// The forms of sign-up and onboarding are filled in the journeys about them (Ana's, Gabi's, Google's); the route
// guards and the login error start from an account made through the API (issue #31).

test.describe('conta: cadastro → onboarding → dashboard → sair → login', () => {
  test('uma pessoa nova chega às suas metas e volta a entrar @mobile', async ({ page }) => {
    const email = uniqueEmail('ana');
    await page.goto('/signup');
    await expectAccessible(page);
    await keepScreenshot(page, 'signup');

    // The strength meter and checklist follow the specification's scoring.
    await page.getByLabel('Senha', { exact: true }).fill('abcdefgh');
    await expect(page.getByText('Fraca')).toBeVisible();
    await page.getByLabel('Senha', { exact: true }).fill('Abcdefg1');
    await expect(page.getByText('Forte')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Criar Conta Grátis' })).toBeDisabled();

    await signUp(page, { name: 'Ana Souza', email });
    await expectAccessible(page);
    await keepScreenshot(page, 'onboarding');
    await completeOnboarding(page);

    await expect(page.getByRole('heading', { name: /Ana/ })).toBeVisible();
    // Ana's targets (see src/domain/goals/targets.test.ts), read back from the database.
    await expect(page.getByText(/1\.450/).first()).toBeVisible();
    await keepScreenshot(page, 'dashboard');

    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login/);

    await logIn(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(/1\.450/).first()).toBeVisible();
  });

  test('login com senha errada mostra uma mensagem única', async ({ page }) => {
    const email = uniqueEmail('bia');
    await signUpThroughApi(page, { name: 'Bia Lima', email });
    await page.context().clearCookies();
    await logIn(page, email, 'Errada123!');
    await expect(page.getByText('E-mail ou senha incorretos')).toBeVisible();
    await expectAccessible(page);
    // A short wrong password gets the same answer, never the sign-up's length rule (issue 25, item 12).
    await logIn(page, email, 'abc');
    await expect(page.getByText('E-mail ou senha incorretos')).toBeVisible();
    await expect(page.getByText(/pelo menos 8 caracteres/)).toHaveCount(0);
    await keepScreenshot(page, 'login-error');
  });

  test('as senhas diferentes são avisadas e o cadastro não segue', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Nome completo').fill('Caio Reis');
    await page.getByLabel('E-mail').fill(uniqueEmail('caio'));
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirmar senha').fill('Outra123!');
    await expect(page.getByText('As senhas não coincidem').first()).toBeVisible();
    await page.getByRole('checkbox', { name: /termos/i }).check();
    await page.getByRole('checkbox', { name: /não substitui/i }).check();
    await page.getByRole('checkbox', { name: /dados de saúde/i }).check();
    await page.getByRole('button', { name: 'Criar Conta Grátis' }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });
});

test.describe('guardas de rota', () => {
  test('sem sessão, /dashboard/* e /onboarding levam ao login e depois de volta ao destino', async ({ page }) => {
    const email = uniqueEmail('davi');
    await startSignedIn(page, { name: 'Davi Melo', email });
    await page.context().clearCookies();

    await page.goto('/onboarding');
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/dashboard/chat');
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%2Fchat/);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/chat$/);
    await expect(page.getByRole('heading', { name: 'Chat com Nutricionista', level: 1 })).toBeVisible();
  });

  test('com sessão e sem onboarding, o dashboard leva ao onboarding', async ({ page }) => {
    await signUpThroughApi(page, { name: 'Eva Prado', email: uniqueEmail('eva') });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/onboarding$/);
  });

  test('com sessão, /login e /signup levam ao dashboard', async ({ page }) => {
    await startSignedIn(page, { name: 'Fábio Nunes', email: uniqueEmail('fabio') });
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/signup');
    await expect(page).toHaveURL(/\/dashboard$/);
    // /fontes from the app's menu has a way back to where the person was.
    await page.getByRole('link', { name: 'Fontes', exact: true }).first().click();
    await expect(page.getByRole('heading', { name: 'Fontes dos dados nutricionais' })).toBeVisible();
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // The public landing offers the way back to the app, not "Login".
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await nav.getByRole('link', { name: 'Ir para o painel' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('sem Google configurado no servidor, o botão do Google não aparece', async ({ page }) => {
    await page.route('**/api/auth/providers', (route) => route.fulfill({ json: { google: false } }));
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continuar com Google' })).toHaveCount(0);
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continuar com Google' })).toHaveCount(0);
  });

  test('404 e rotas antigas', async ({ page }) => {
    expect((await page.goto('/nao-existe'))?.status()).toBe(404);
    await expect(page.getByText('Ops! Página não encontrada')).toBeVisible();
    await page.getByRole('link', { name: /in[ií]cio|home/i }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('redefinição de senha pela caixa de saída', () => {
  test('pede o link, abre o e-mail, troca a senha e entra com a nova', async ({ page }) => {
    const email = uniqueEmail('gabi');
    await signUp(page, { name: 'Gabi Torres', email });
    await page.context().clearCookies();

    await page.goto('/login');
    await page.getByRole('link', { name: 'Esqueceu a senha?' }).click();
    await expect(page).toHaveURL(/\/esqueci-senha$/);
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: /enviar/i }).click();
    // No SMTP in the journeys: the screen says where the link is, never "enviamos" (issue 25).
    await expect(page.getByText(/não envia e-mails.*caixa de saída de teste \(\/dev\/outbox\)/)).toBeVisible();
    await expect(page.getByText(/enviamos/i)).toHaveCount(0);

    await page.goto('/dev/outbox');
    // The reset link, not the welcome e-mail of the sign-up.
    await expect(page.locator('article', { hasText: email }).filter({ hasText: 'Boas-vindas ao Nutri' })).toHaveCount(
      1,
    );
    const message = page.locator('article', { hasText: email }).filter({ hasText: 'Redefinição de senha do Nutri' });
    await message.getByRole('link').click();
    await expect(page).toHaveURL(/\/redefinir-senha\?token=/);
    await page.getByLabel('Nova senha', { exact: true }).fill('NovaSenha9!');
    await page.getByLabel('Confirmar nova senha').fill('NovaSenha9!');
    await page.getByRole('button', { name: /redefinir|salvar/i }).click();
    await expect(page).toHaveURL(/\/login/);

    await logIn(page, email, 'NovaSenha9!');
    await expect(page).toHaveURL(/\/onboarding$/);
  });
});

test.describe('Google (provedor OpenID local)', () => {
  test('uma conta nova entra pelo Google e aceita os termos no onboarding', async ({ page }) => {
    const email = uniqueEmail('helena');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continuar com Google' }).click();
    // oidc-provider's development login and consent pages.
    await page.locator('input[name="login"]').fill(email);
    await page.locator('input[name="password"]').fill('qualquer');
    await page.locator('button[type="submit"]').click();
    await page.locator('button[type="submit"]').click(); // consent: "Continue"
    await expect(page).toHaveURL(/\/onboarding$/);

    await expect(page.getByRole('checkbox', { name: /termos/i })).toBeVisible();
    await page.getByRole('checkbox', { name: /termos/i }).check();
    await page.getByRole('checkbox', { name: /não substitui/i }).check();
    // Its own box, apart from the terms (LGPD art. 11, I; decision 0046).
    await page.getByRole('checkbox', { name: /dados de saúde/i }).check();
    await completeOnboarding(page);
    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    await expect(page.getByRole('menu').getByText(email)).toBeVisible();
  });
});
