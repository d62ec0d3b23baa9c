import type { Page } from '@playwright/test';
import { plateJpeg } from '../src/server/test/image-fixtures';
import { expect, test } from './support/test';
import { expectAccessible, keepScreenshot, startSignedIn, uniqueEmail } from './support/helpers';

// The service worker is part of what this journey tests: allowed here (every other journey blocks it, playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

async function choosePhoto(page: Page, seed: number, width: number, height: number) {
  const buffer = await plateJpeg(width, height, seed);
  await page.getByLabel('Arquivo da foto').setInputFiles({ name: `prato-${seed}.jpg`, mimeType: 'image/jpeg', buffer });
  await expect(page.getByRole('img', { name: 'Prévia da foto do prato' })).toBeVisible();
  return buffer.length;
}

test('foto tirada sem conexão: fica pendente, pode ser cancelada, é enviada uma vez quando a conexão volta e vira refeição só depois da revisão', async ({
  page,
  context,
}) => {
  test.slow();
  const uploads: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/analysis/photo'))
      uploads.push(request.postDataBuffer()?.length ?? 0);
  });
  await startSignedIn(page, { name: 'Bia Nunes', email: uniqueEmail('bia') });
  await page.goto('/dashboard/analyze');
  await expect(page.getByRole('heading', { name: 'Foto do prato' })).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByText('Sem conexão.')).toBeVisible();
  const pending = page.getByRole('list', { name: 'Fotos pendentes' });
  // The second is a phone camera's 12 MP picture: made smaller on the device before it is kept.
  const sizes: number[] = [];
  for (const [seed, width, height] of [
    [7, 1600, 1200],
    [8, 4032, 3024],
  ] as const) {
    sizes.push(await choosePhoto(page, seed, width, height));
    await page.getByRole('button', { name: 'Guardar para analisar depois' }).click();
    await expect(page.getByText(/a foto ficou guardada no aparelho/)).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: '2 fotos pendentes' })).toBeVisible();
  await expect(pending.getByText('Aguardando conexão para enviar e analisar')).toHaveCount(2);
  await expectAccessible(page);
  await keepScreenshot(page, 'foto-offline-pendente');
  // One of them was a mistake: cancelled before it is ever sent.
  await pending
    .getByRole('button', { name: /^Cancelar Foto do prato/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: '1 foto pendente' })).toBeVisible();

  // Sent by itself when the connection returns (the "online" event), with no page to reopen.
  await context.setOffline(false);
  await expect(page.getByText('Foto enviada e analisada: revise os alimentos para registrar a refeição.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(pending.getByText('Analisada: revise para registrar a refeição')).toBeVisible();
  expect(uploads).toHaveLength(1);
  expect(uploads[0]).toBeLessThan(sizes[1] ?? 0);

  // Analysed, not logged: the review opens with the model's items and the photo.
  await pending.getByRole('link', { name: /^Revisar Foto do prato/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/analyze\?foto=/);
  const items = page.getByRole('list', { name: 'Alimentos', exact: true });
  await expect(items.getByText('Arroz branco cozido', { exact: true })).toBeVisible();
  await expectAccessible(page);
  const save = page.getByRole('form', { name: 'Salvar refeição' });
  await save.getByLabel('Refeição').selectOption('almoco');
  await save.getByRole('button', { name: 'Salvar refeição' }).click();
  await expect(page).toHaveURL(/\/dashboard\/history$/);
  await expect(page.getByRole('heading', { name: /fotos? pendentes?/ })).toHaveCount(0);
  // Going back to the review does not offer the photo a second time.
  await page.goBack();
  await expect(page.getByText(/Esta foto não está pronta para revisar/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Alimentos', exact: true })).toHaveCount(0);
  await page.goto('/dashboard/history');

  // Reloading sends nothing again: the photo left the queue with the meal.
  await page.reload();
  await expect(page.getByRole('button', { name: /Almoço às/ })).toHaveCount(1);
  expect(uploads).toHaveLength(1);
});
