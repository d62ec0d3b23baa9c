import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { DAY_MS, advanceClock, resetServerClock, setClock } from './support/billing';
import { expectAccessible, keepScreenshot, logIn, PASSWORD, startSignedIn, uniqueEmail } from './support/helpers';
import { linkPhone, uniquePhone } from './support/whatsapp-phone';

async function onboardedPerson(page: Page, name: string, prefix: string) {
  const email = uniqueEmail(prefix);
  await startSignedIn(page, { name, email }); // Ana's persona: 1,450 kcal, 96 g protein, 2,100 mL, 5 meals a day
  return email;
}

test('configurações: perfil, metas digitadas e recalculadas no painel, preferências @mobile', async ({ page }) => {
  await onboardedPerson(page, 'Rita Alves', 'rita');
  await page.goto('/dashboard/settings#metas');
  await expect(page.locator('#metas')).toBeFocused();
  await expect(page.getByText('Calculadas pelo perfil')).toBeVisible();

  // Perfil
  const profile = page.locator('#perfil');
  await profile.getByLabel('Nome completo').fill('Rita de Cássia Alves');
  await profile.getByRole('button', { name: 'Salvar nome' }).click();
  await expect(page.getByText('Nome atualizado.')).toBeVisible();
  await expect(profile.getByText('Rita de Cássia Alves', { exact: true })).toBeVisible();

  // Profile photo: re-encoded by the server, shown in the section and the top bar.
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#33aa77' } })
    .png()
    .toBuffer();
  await page.locator('#avatar-file').setInputFiles({ name: 'eu.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Foto de perfil atualizada.')).toBeVisible();
  await expect(profile.getByRole('button', { name: 'Remover foto' })).toBeVisible();
  const photo = profile.locator('img').first();
  await expect(photo).toHaveAttribute('src', /^\/api\/settings\/avatar\?v=/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Metas: typed by the person, then shown on the dashboard.
  const typed = page.getByRole('form', { name: 'Definir minhas metas' });
  await typed.getByLabel('Energia (kcal)').fill('2000');
  await typed.getByLabel('Proteínas (g)').fill('120');
  await expect(typed.getByText(/^Proteínas, carboidratos e gorduras somam 1\.\d{3} kcal \(4, 4/)).toBeVisible();
  await typed.getByLabel('Refeições por dia').selectOption('3');
  // Macros far from the energy goal are refused at the field, before anything is saved.
  await typed.getByRole('button', { name: 'Salvar minhas metas' }).click();
  await expect(typed.getByText(/mais de 10% longe da meta de 2\.000 kcal/)).toBeVisible();
  await typed.getByLabel('Carboidratos (g)').fill('230');
  await typed.getByLabel('Gorduras (g)').fill('70');
  await typed.getByRole('button', { name: 'Salvar minhas metas' }).click();
  await expect(page.getByText('Suas metas foram salvas.')).toBeVisible();
  await expect(page.getByText('Definidas por você')).toBeVisible();
  await typed.getByLabel('Energia (kcal)').fill('60000');
  await typed.getByRole('button', { name: 'Salvar minhas metas' }).click();
  await expect(typed.getByText('A meta de energia deve ficar entre 800 e 6000 kcal')).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByText('/ 2.000 kcal')).toBeVisible();
  await expect(page.getByText('/ 3', { exact: true })).toBeVisible();

  // Recompute from the profile: moderately active now, back to the formula.
  await page.getByRole('link', { name: 'Ajustar metas' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/settings#metas$/);
  const recompute = page.getByRole('form', { name: 'Recalcular a partir do perfil' });
  await recompute.getByLabel('Nível de atividade física').selectOption('moderate');
  await recompute.getByRole('button', { name: 'Recalcular metas' }).click();
  await expect(page.getByText(/Metas recalculadas: 1\.\d{3} kcal por dia\./)).toBeVisible();
  await expect(page.getByText('Calculadas pelo perfil')).toBeVisible();
  const energy = await page.getByRole('definition').first().textContent();
  await page.goto('/dashboard');
  await expect(page.getByText(`/ ${energy}`)).toBeVisible();

  // Notification preferences survive a reload.
  await page.goto('/dashboard/settings#notificacoes');
  const prefs = page.locator('#notificacoes');
  await prefs.getByRole('checkbox', { name: /Resumo semanal/ }).click();
  await prefs.getByRole('button', { name: 'Salvar preferências' }).click();
  await expect(page.getByText('Preferências de notificação salvas.')).toBeVisible();
  await page.reload();
  await expect(page.locator('#notificacoes').getByRole('checkbox', { name: /Resumo semanal/ })).not.toBeChecked();
  await expect(page.locator('#notificacoes').getByRole('checkbox', { name: /Sequências/ })).toBeChecked();

  await expectAccessible(page);
  await keepScreenshot(page, 'settings');
});

test('notificações: a coluna WhatsApp e os avisos de assinatura aparecem, e o que se liga ou desliga fica salvo', async ({
  page,
}) => {
  await onboardedPerson(page, 'Nina Rocha', 'nina');
  // WhatsApp's column shows only once a number is linked (decision 0056).
  await page.goto('/dashboard/settings#notificacoes');
  const reminders = page.getByRole('table', { name: 'Lembretes por canal' });
  await expect(reminders.getByRole('columnheader', { name: 'No aparelho' })).toBeVisible();
  await expect(reminders.getByRole('columnheader', { name: 'No WhatsApp' })).toHaveCount(0);
  await linkPhone(page, uniquePhone('21'));

  // Same page, no reload: the WhatsApp section sees the link and Notificações reads its settings again.
  await page.goto('/dashboard/settings#notificacoes');
  await expect(reminders.getByRole('columnheader', { name: 'No WhatsApp' })).toBeVisible();
  const billing = reminders.getByRole('row', { name: /Assinatura/ });
  await expect(billing.getByText('Fim do teste grátis e cobrança recusada')).toBeVisible();
  const billingPush = reminders.getByRole('checkbox', { name: 'Assinatura no aparelho' });
  const weeklyWhatsapp = reminders.getByRole('checkbox', { name: 'Sua semana no WhatsApp' });
  const mealWhatsapp = reminders.getByRole('checkbox', { name: 'Refeições no WhatsApp' });
  // Billing notices never go on WhatsApp; the defaults: billing by push on, the review on WhatsApp on, meals off.
  await expect(billing.getByLabel('Assinatura no WhatsApp: não disponível')).toBeVisible();
  await expect(billingPush).toBeChecked();
  await expect(weeklyWhatsapp).toBeChecked();
  await expect(mealWhatsapp).not.toBeChecked();
  await expectAccessible(page);

  await billingPush.click();
  await weeklyWhatsapp.click();
  await mealWhatsapp.click();
  await page.getByRole('button', { name: 'Salvar lembretes' }).click();
  await expect(page.getByText('Lembretes salvos.')).toBeVisible();
  await page.reload();
  await expect(billingPush).not.toBeChecked();
  await expect(weeklyWhatsapp).not.toBeChecked();
  await expect(mealWhatsapp).toBeChecked();
});

test('segurança: trocar a senha desconecta o outro dispositivo, que aparece na lista', async ({ page, browser }) => {
  const email = await onboardedPerson(page, 'Sara Lopes', 'sara');
  const phone = await browser.newPage();
  await logIn(phone, email);
  await expect(phone).toHaveURL(/\/dashboard$/);

  await page.goto('/dashboard/settings#seguranca');
  const security = page.locator('#seguranca');
  await expect(security.getByRole('listitem')).toHaveCount(2);
  await expect(security.getByText('Este dispositivo')).toBeVisible();

  await security.getByLabel('Senha atual').fill('Errada123!');
  await security.getByLabel('Nova senha', { exact: true }).fill('NovaSenha9!');
  await security.getByLabel('Confirmar nova senha').fill('NovaSenha9!');
  await security.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(security.getByText('Senha atual incorreta.')).toBeVisible();

  await security.getByLabel('Senha atual').fill(PASSWORD);
  await security.getByLabel('Nova senha', { exact: true }).fill(PASSWORD);
  await security.getByLabel('Confirmar nova senha').fill(PASSWORD);
  await security.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(security.getByText('A nova senha deve ser diferente da atual.')).toBeVisible();
  await security.getByLabel('Nova senha', { exact: true }).fill('NovaSenha9!');
  await security.getByLabel('Confirmar nova senha').fill('NovaSenha9!');
  await security.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('Senha alterada. Os outros dispositivos foram desconectados.')).toBeVisible();
  await expect(security.getByRole('listitem')).toHaveCount(1);
  await expect(security.getByRole('button', { name: 'Sair de todos os outros dispositivos' })).toBeDisabled();

  await phone.reload();
  await expect(phone).toHaveURL(/\/login/);
  await logIn(phone, email, 'NovaSenha9!');
  await expect(phone).toHaveURL(/\/dashboard$/);

  // "Sair de todos os outros dispositivos" signs the phone out again.
  await page.reload();
  await expect(security.getByRole('listitem')).toHaveCount(2);
  await security.getByRole('button', { name: 'Sair de todos os outros dispositivos' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sair dos outros dispositivos' }).click();
  await expect(page.getByText('Você saiu de todos os outros dispositivos.')).toBeVisible();
  await phone.reload();
  await expect(phone).toHaveURL(/\/login/);
  await phone.close();
});

test('seus dados: baixar em JSON e em ZIP, depois excluir a conta', async ({ page }) => {
  const email = await onboardedPerson(page, 'Tina Ramos', 'tina');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: '250 mL' }).click();
  await expect(page.getByText('250 mL de água registrados.')).toBeVisible();

  await page.goto('/dashboard/settings#dados');
  const data = page.locator('#dados');
  const [json] = await Promise.all([
    page.waitForEvent('download'),
    data.getByRole('link', { name: 'Baixar meus dados (JSON)' }).click(),
  ]);
  expect(json.suggestedFilename()).toMatch(/^nutri-meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile((await json.path())!, 'utf8'));
  expect(exported.account.email).toBe(email);
  expect(exported.water).toEqual([expect.objectContaining({ ml: 250 })]);

  const [zip] = await Promise.all([
    page.waitForEvent('download'),
    data.getByRole('link', { name: 'Baixar com planilhas e fotos (ZIP)' }).click(),
  ]);
  const files = unzipSync(new Uint8Array(await readFile((await zip.path())!)));
  expect(Object.keys(files)).toEqual(
    expect.arrayContaining(['dados.json', 'refeicoes.csv', 'agua.csv', 'LEIA-ME.txt']),
  );
  // Brazilian spreadsheets: ';' between columns, São Paulo time, a BOM (decision 0028).
  expect([...files['agua.csv']!.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM (TextDecoder drops it)
  expect(strFromU8(files['agua.csv']!)).toMatch(/^data;horario;ml\r\n\d{4}-\d{2}-\d{2};\d{2}:\d{2};250\r\n/);

  await data.getByRole('button', { name: 'Excluir minha conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir sua conta para sempre?' });
  await expectAccessible(page);
  await dialog.getByLabel('Sua senha').fill('Errada123!');
  await dialog.getByRole('button', { name: 'Excluir minha conta' }).click();
  await expect(dialog.getByText('Senha atual incorreta.')).toBeVisible();
  await dialog.getByLabel('Sua senha').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Excluir minha conta' }).click();
  await expect(page).toHaveURL(/\/conta-excluida$/);
  await expect(page.getByRole('heading', { name: 'Sua conta foi excluída' })).toBeVisible();
  await expectAccessible(page);

  await logIn(page, email);
  await expect(page.getByText('E-mail ou senha incorretos')).toBeVisible();
  await page.goto('/dev/outbox');
  await expect(
    page.locator('article', { hasText: email }).filter({ hasText: 'Sua conta no Nutri foi excluída' }),
  ).toHaveCount(1);
});

test('o sino mostra o aviso do fim do trial, com ponto só enquanto não lido @mobile @clock', async ({ page }) => {
  try {
    // Sign up on a Friday noon in São Paulo: five days and an hour later is a Wednesday, whatever day the
    // suite runs on, so the Monday summary of the past week (it needs the account from Thursday) never joins in.
    await setClock(page, new Date('2027-01-08T12:00:00-03:00'));
    await onboardedPerson(page, 'Vera Campos', 'vera');
    const bell = page.getByRole('button', { name: /^Notificações/ });
    await expect(bell).toHaveAccessibleName('Notificações');
    await expect(page.getByTestId('notifications-dot')).toHaveCount(0);
    // Five days and an hour later, two days (rounded up) are left in the trial.
    await advanceClock(page, 5 * DAY_MS + 3_600_000);
    await page.reload();
    await expect(page.getByTestId('notifications-dot')).toBeVisible();
    await expect(bell).toHaveAccessibleName('Notificações (1 não lida)');
    await expectAccessible(page);
    await bell.click();
    const item = page.getByRole('menuitem', { name: /Seu teste grátis termina em 2 dias/ });
    await expect(item).toBeVisible();
    await expect(item).toContainText('15/01 às 12:00');
    // (axe runs before the menu opens: an open Radix menu hides the page behind it with aria-hidden on purpose.)
    await keepScreenshot(page, 'notifications');
    await item.click();
    await expect(page).toHaveURL(/\/dashboard\/settings#assinatura$/);
    await expect(page.getByTestId('notifications-dot')).toHaveCount(0);
    await expect(bell).toHaveAccessibleName('Notificações');
  } finally {
    await resetServerClock(page);
  }
});

test('central de ajuda: busca e fale conosco', async ({ page }) => {
  await page.goto('/help');
  await expect(page.getByRole('heading', { name: 'Central de Ajuda' })).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, 'help');

  const search = page.getByLabel('Buscar na ajuda');
  await search.fill('cancelar');
  const articles = page.getByRole('list', { name: 'Artigos de ajuda' });
  await expect(articles.getByRole('listitem').first()).toContainText('Como cancelar a assinatura?');
  await articles.getByText('Como cancelar a assinatura?').click();
  await expect(page.getByText(/Cancelar é grátis e pode ser feito a qualquer momento/)).toBeVisible();
  await search.fill('Mifflin');
  await expect(articles.getByRole('listitem')).toHaveCount(1);
  await search.fill('xyzabc');
  await expect(page.getByText(/Nenhum artigo encontrado/)).toBeVisible();

  const contact = page.getByRole('form', { name: 'Fale conosco' });
  await contact.getByLabel('Seu nome').fill('Wagner Lima');
  const email = uniqueEmail('wagner');
  await contact.getByLabel('Seu e-mail').fill(email);
  await contact.getByLabel('Mensagem').fill('oi');
  await contact.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(contact.locator('#contact-topic-error')).toHaveText('Escolha o assunto');
  await expect(contact.getByText('Escreva pelo menos 10 caracteres')).toBeVisible();
  await contact.getByLabel('Assunto').selectOption('metas');
  await contact.getByLabel('Mensagem').fill('Como vocês calculam a meta de água?');
  await contact.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(page.getByRole('status').getByText(/Recebemos sua mensagem/)).toBeVisible();
  await expectAccessible(page);

  await page.goto('/dev/outbox');
  const sent = page.locator('article', { hasText: '[Nutri suporte] Metas e cálculos — Wagner Lima' });
  await expect(sent.filter({ hasText: email })).toHaveCount(1);
  await expect(page.locator('article', { hasText: 'Recebemos sua mensagem — Nutri' })).not.toHaveCount(0);
});
