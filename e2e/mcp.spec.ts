import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { expect, test } from './support/test';
import { baseURL } from './support/ports';
import { expectAccessible, keepScreenshot, startSignedIn, uniqueEmail } from './support/helpers';

/** An AI assistant's side of the journey: the MCP SDK's own client with the token the person copied. */
async function assistant(token: string) {
  const client = new Client({ name: 'assistente-e2e', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL('/mcp', baseURL), {
      requestInit: { headers: { Authorization: `Bearer ${token}` } },
    }),
  );
  return client;
}

test('assistentes de IA: cria um token, copia, o assistente lê o dia pelo MCP, e o token é revogado ', async ({
  page,
  context,
}) => {
  // Sign-up, onboarding, three axe scans and a reload: slow on a shared machine.
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await startSignedIn(page, { name: 'Lia Matos', email: uniqueEmail('lia') });
  // Something eaten today, so "quanto ainda posso comer?" has an answer other than the whole target.
  const logged = await page.request.post('/api/meals', {
    data: { slot: 'almoco', eatenAt: new Date().toISOString(), items: [{ foodId: 'taco-3', grams: 150 }] },
  });
  expect(logged.status()).toBe(201);

  await page.goto('/dashboard/settings#assistentes');
  const section = page.locator('#assistentes');
  await expect(section).toBeFocused();
  // The integration words (MCP, token, Authorization) wait behind "Avançado" (issue 25): nowhere on the page
  // (the two-step verification and the account activity included) until it is opened.
  await expect(section.getByText('Authorization: Bearer …')).toBeHidden();
  await expect(page.getByText(/\btokens?\b|\bMCP\b|Bearer/i).filter({ visible: true })).toHaveCount(0);
  await section.getByText('Avançado: conectar um assistente').click();
  await expect(section.getByText('Nenhum token criado.')).toBeVisible();
  await expect(section.getByText(`${baseURL}/mcp`)).toBeVisible();
  await expectAccessible(page);

  // A blank name is refused at the field, before anything is sent.
  await section.getByRole('button', { name: 'Criar token' }).click();
  await expect(section.getByText('Dê um nome ao token')).toBeVisible();

  await section.getByLabel('Nome do token').fill('Claude no notebook');
  await expect(section.getByLabel('Acesso', { exact: true })).toHaveValue('read');
  await expect(section.getByText(/consulta alimentos, analisa refeições/)).toBeVisible();
  await section.getByRole('button', { name: 'Criar token' }).click();

  const shown = section.getByLabel('Novo token de acesso');
  await expect(shown).toHaveValue(/^nutri_pat_[A-Za-z0-9_-]{43}$/);
  await expect(section.getByText('Copie agora: por segurança, ele não será mostrado de novo.')).toBeVisible();
  const token = await shown.inputValue();
  await section.getByRole('button', { name: 'Copiar token' }).click();
  await expect(page.getByText('Token copiado.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  const listed = section.getByRole('listitem').filter({ hasText: 'Claude no notebook' });
  await expect(listed).toContainText('Somente leitura');
  await expect(listed).toContainText('nunca usado');
  await expect(listed).toContainText(token.slice(0, 14));
  await expectAccessible(page);
  await keepScreenshot(page, 'settings-assistentes-token-criado');

  // The assistant, with the copied token: the day's figures are the dashboard's.
  const client = await assistant(token);
  const summary = (await client.callTool({ name: 'day_summary', arguments: {} })) as CallToolResult;
  expect(summary.isError).toBeFalsy();
  const day = (await (await page.request.get('/api/stats/day')).json()) as {
    energyKcal: number;
    energyTargetKcal: number;
    mealsLogged: number;
  };
  expect(day.mealsLogged).toBe(1);
  expect(summary.structuredContent).toMatchObject({
    energyKcal: day.energyKcal,
    energyTargetKcal: day.energyTargetKcal,
    mealsLogged: 1,
  });
  expect((summary.structuredContent as { remaining: { energyKcal: number } }).remaining.energyKcal).toBeCloseTo(
    day.energyTargetKcal - day.energyKcal,
    1,
  );
  const text = summary.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
  expect(text).toContain('faltam');
  // A read-only token does not log.
  const refused = (await client.callTool({
    name: 'log_meal',
    arguments: { description: '2 ovos cozidos' },
  })) as CallToolResult;
  expect(refused.isError).toBe(true);

  // Shown once: after a reload only the name, the start of the token and its use remain.
  await page.reload();
  await expect(section.getByLabel('Novo token de acesso')).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(token);
  await expect(listed).toContainText('último uso em');

  // Revoked: gone from the list, and the assistant is refused.
  await section.getByRole('button', { name: 'Revogar o token Claude no notebook' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('perde o acesso na hora');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Revogar token' }).click();
  await expect(page.getByText('Token revogado. O assistente que o usava perdeu o acesso.')).toBeVisible();
  await expect(section.getByText('Nenhum token criado.')).toBeVisible();
  await expect(client.callTool({ name: 'day_summary', arguments: {} })).rejects.toMatchObject({ code: 401 });
  await client.close().catch(() => undefined);
});
