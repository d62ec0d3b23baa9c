import { expect, test } from './support/test';
import { expectAccessible, keepScreenshot, startSignedIn, uniqueEmail } from './support/helpers';

test('pergunta à nutricionista, vê a resposta chegar e registra uma refeição pelo chat @mobile', async ({ page }) => {
  await startSignedIn(page, { name: 'Rita Lima', email: uniqueEmail('rita') });
  await page.goto('/dashboard/chat');
  await expect(page.getByRole('heading', { name: 'Chat com Nutricionista', level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Nutricionista Virtual')).toBeVisible();
  await expect(page.getByText(/é um assistente automático, sem modelo de IA/)).toBeVisible();
  await expect(page.getByText('Assistente integrado')).toBeVisible();

  // A suggestion to start: the reply arrives as a text/event-stream.
  const streamed = page.waitForResponse(
    (r) => r.url().endsWith('/api/chat/messages') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Quantas calorias tem 2 ovos cozidos?' }).click();
  const response = await streamed;
  expect(response.headers()['content-type']).toContain('text/event-stream');
  const log = page.getByRole('log', { name: 'Mensagens' });
  await expect(log.getByText('Ovo de galinha cozido, 2 unidades (90 g): 131 kcal')).toBeVisible();

  // Report a meal: proposed first, logged only on confirmation.
  await page.getByLabel('Sua mensagem').fill('comi um pão francês com manteiga no café');
  // The first reply's text shows before its stream ends; Enter sends only once the chat is free again.
  await expect(page.getByRole('button', { name: 'Enviar', exact: true })).toBeEnabled();
  await page.getByLabel('Sua mensagem').press('Enter');
  await expect(log.getByText('Pão francês com manteiga, 1 unidade (60 g): 223 kcal')).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, 'chat');
  await log.getByRole('button', { name: 'Registrar esta refeição' }).click();
  await expect(log.getByText('Refeição registrada.')).toBeVisible();

  // The history survives a reload, with the action marked as done.
  await page.reload();
  await expect(log.getByText('comi um pão francês com manteiga no café')).toBeVisible();
  await expect(log.getByText('Refeição registrada.')).toBeVisible();
  await expect(log.getByRole('button', { name: 'Registrar esta refeição' })).toHaveCount(0);

  // The dashboard counts it: 60 g of pão com manteiga = 222,6 kcal.
  await page.goto('/dashboard');
  const calories = page.locator('section', { has: page.getByRole('heading', { name: 'Calorias hoje' }) });
  await expect(calories).toContainText('223');

  // Clearing the conversation brings the suggestions back.
  await page.goto('/dashboard/chat');
  await page.getByRole('button', { name: 'Limpar conversa' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Limpar conversa' }).click();
  await expect(page.getByRole('button', { name: 'Como estou na semana?' })).toBeVisible();
  await expect(log.getByRole('listitem')).toHaveCount(0);
});

test('pergunta sobre ontem, registra água, pergunta se pode comer pizza, troca arroz por batata-doce e recebe a mensagem urgente num sinal de alerta', async ({
  page,
}) => {
  await startSignedIn(page, { name: 'Lia Torres', email: uniqueEmail('lia') });
  await page.goto('/dashboard/chat');
  const log = page.getByRole('log', { name: 'Mensagens' });
  const send = async (text: string) => {
    // The box is free again once the previous reply ended; Enter sends only then.
    await expect(page.getByLabel('Sua mensagem')).toBeEnabled();
    await page.getByLabel('Sua mensagem').fill(text);
    await expect(page.getByRole('button', { name: 'Enviar', exact: true })).toBeEnabled();
    await page.getByLabel('Sua mensagem').press('Enter');
  };

  // A meal told with the meal named first, logged for yesterday, then asked about: yesterday's figure.
  await send('ontem no almoço comi arroz e feijão');
  await log.getByRole('button', { name: 'Registrar esta refeição' }).click();
  await expect(log.getByText('Refeição registrada.')).toBeVisible();
  await send('quantas calorias eu comi ontem?');
  await expect(log.getByText(/Ontem \(\d\d\/\d\d\) você consumiu \d+ kcal/)).toBeVisible();

  // Water: proposed, logged on confirmation.
  await send('bebi 2 copos de água');
  await log.getByRole('button', { name: 'Registrar água' }).click();
  await expect(log.getByText('Água registrada.')).toBeVisible();

  // "Posso comer X?": the food in its usual portion against what is left of today's target (nothing logged today).
  await send('posso comer pizza hoje?');
  await expect(log.getByText(/Pizza de muçarela, 2 fatias \(200 g\), porção típica: 575 kcal/)).toBeVisible();
  await expect(log.getByText(/Cabe, sim: depois disso ainda sobram \d[\d.]* kcal hoje\./)).toBeVisible();

  // A substitution: the same energy in a household measure (TACO 3 and 88, IBGE POF weights).
  await send('posso trocar o arroz por batata doce?');
  await expect(
    log.getByText(
      /5 colheres de sopa de arroz branco cozido \(125 g, 160 kcal\) ≈ 210 g de batata-doce cozida \(3 fatias\)/,
    ),
  ).toBeVisible();
  await expectAccessible(page);

  // A red flag: the urgent message first.
  await send('tomei remédio pra emagrecer e estou com taquicardia');
  await expect(log.getByText(/ligue agora para o SAMU \(192\)/)).toBeVisible();
  await expectAccessible(page);
});

test('a conversa rola dentro do cartão: a página não cresce e o envio fica acima da barra inferior @mobile', async ({
  page,
}) => {
  await startSignedIn(page, { name: 'Caio Prado', email: uniqueEmail('caio') });
  await page.goto('/dashboard/chat');
  const log = page.getByRole('log', { name: 'Mensagens' });
  const box = page.getByLabel('Sua mensagem');
  const send = page.getByRole('button', { name: 'Enviar', exact: true });
  // Enough replies to overflow the conversation several times over.
  const questions = [
    'quanto ainda posso comer hoje?',
    'o que você faz?',
    'como estou na semana?',
    'me conta uma piada',
  ];
  for (const [i, question] of questions.entries()) {
    await box.fill(question);
    await expect(send).toBeEnabled();
    await box.press('Enter');
    await expect(log.getByRole('listitem')).toHaveCount(2 * (i + 1)); // the question and its reply
  }
  await expect(log.getByText('isso eu não sei responder')).toBeVisible();

  // No blank page to scroll into: the document is as tall as the window (hidden labels stay inside the card).
  const { scrollHeight, innerHeight } = await page.evaluate(() => ({
    scrollHeight: document.documentElement.scrollHeight,
    innerHeight: window.innerHeight,
  }));
  expect(scrollHeight).toBeLessThanOrEqual(innerHeight + 1);

  // The whole text box and send button sit above the phone's tab bar.
  await box.fill('mais uma pergunta');
  const tabBar = page.getByRole('navigation', { name: 'Navegação inferior' });
  const barTop = (await tabBar.isVisible()) ? ((await tabBar.boundingBox())?.y ?? innerHeight) : innerHeight;
  for (const target of [send, box]) {
    const rect = await target.boundingBox();
    expect(rect).not.toBeNull();
    expect((rect?.y ?? 0) + (rect?.height ?? 0)).toBeLessThanOrEqual(barTop);
  }
  await expect(send).toBeInViewport({ ratio: 1 });
});

test('compara dois alimentos e registra de uma vez uma refeição com vários itens', async ({ page }) => {
  await startSignedIn(page, { name: 'Davi Rocha', email: uniqueEmail('davi') });
  await page.goto('/dashboard/chat');
  const log = page.getByRole('log', { name: 'Mensagens' });

  // A comparison from the starters: both portions and who has more of what, from TACO.
  await page.getByRole('button', { name: 'Tapioca ou pão integral?' }).click();
  await expect(log.getByText(/Pão de forma integral tem mais proteína \(9,4 g contra 0,1 g\)/)).toBeVisible();
  await expect(log.getByText(/Tapioca com manteiga, 1 unidade \(50 g\): 174 kcal/)).toBeVisible();

  // Several foods in one sentence: every item is proposed, and one tap logs them all.
  const box = page.getByLabel('Sua mensagem');
  await box.fill('comi 2 pães franceses com manteiga e um café com leite');
  await expect(page.getByRole('button', { name: 'Enviar', exact: true })).toBeEnabled();
  await box.press('Enter');
  const items = log.getByRole('list', { name: 'Itens da refeição' });
  await expect(items.getByRole('listitem')).toHaveText([
    // Each item says where its figures come from, as in the analysis and the meal detail.
    'Pão francês com manteiga, 2 unidades · 445 kcal Fonte: Receita (TACO)',
    'Café com leite, 1 xícara de chá · 70 kcal Fonte: Receita (TACO)',
  ]);
  await log.getByRole('button', { name: 'Registrar esta refeição' }).click();
  await expect(log.getByText('Refeição registrada.')).toBeVisible();

  await page.goto('/dashboard');
  const calories = page.locator('section', { has: page.getByRole('heading', { name: 'Calorias hoje' }) });
  await expect(calories).toContainText('515');
});
