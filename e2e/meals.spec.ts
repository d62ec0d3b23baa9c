import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { resetServerClock, setClock } from './support/billing';
import { expectAccessible, keepScreenshot, startSignedIn, uniqueEmail } from './support/helpers';

async function describeAndReview(page: Page, text: string) {
  await page.goto('/dashboard/analyze');
  await page.getByLabel('O que tem no prato?').fill(text);
  await page.getByRole('button', { name: 'Analisar' }).click();
  await expect(page.getByRole('list', { name: 'Alimentos', exact: true })).toBeVisible();
}

test.describe('refeições e histórico', () => {
  test('repetir um Lanche das 16:00 às 10:56 do dia seguinte continua Lanche; a hora de agora só se escolhida @clock', async ({
    page,
  }) => {
    await setClock(page, new Date('2027-01-11T10:56:00-03:00'));
    try {
      await startSignedIn(page, { name: 'Rui Prado', email: uniqueEmail('rui') });
      await describeAndReview(page, 'uma banana');
      const save = page.getByRole('form', { name: 'Salvar refeição' });
      await save.getByLabel('Refeição').selectOption('lanche');
      // A time that has not come yet is refused at the field (10:56 now; 15 minutes of slack).
      await save.getByLabel('Data').fill('2027-01-11');
      await save.getByLabel('Horário').fill('20:00');
      await expect(
        save.getByText(/^Esse horário ainda não chegou\. Informe um horário até 11:1\d de hoje\.$/),
      ).toBeVisible();
      await expect(save.getByRole('button', { name: 'Salvar refeição' })).toBeDisabled();
      await save.getByLabel('Data').fill('2027-01-10');
      await save.getByLabel('Horário').fill('16:00');
      await save.getByRole('button', { name: 'Salvar refeição' }).click();
      await expect(page).toHaveURL(/\/dashboard\/history$/);

      await page.getByRole('button', { name: /Lanche às 16:00/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Repetir refeição' }).click();
      // 16:00 has not come yet today: only "now" is offered, and it stays a Lanche.
      await expect(dialog.getByRole('button', { name: /hoje às 16:00/ })).toHaveCount(0);
      await dialog.getByRole('button', { name: /^Lanche agora, às 10:5\d$/ }).click();
      await expect(page.getByText(/Refeição registrada de novo, hoje às 10:5\d/)).toBeVisible();
      await expect(page.getByRole('button', { name: /Lanche às 10:5\d/ })).toBeVisible();
      await expect(page.getByRole('button', { name: /Café/ })).toHaveCount(0);
    } finally {
      await resetServerClock(page);
    }
  });

  test('registra pela descrição, encontra no histórico e na busca, repete, edita e exclui com desfazer @mobile', async ({
    page,
  }) => {
    await startSignedIn(page, { name: 'Lia Moura', email: uniqueEmail('lia') });

    await page.goto('/dashboard/history');
    await expect(page.getByText('Você ainda não registrou nenhuma refeição.')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Analisar refeição' }).last().click();
    await expect(page).toHaveURL(/\/dashboard\/analyze$/);

    await describeAndReview(page, 'arroz, uma concha de feijão e um bife grelhado');
    const save = page.getByRole('form', { name: 'Salvar refeição' });
    await save.getByLabel('Refeição').selectOption('almoco');
    await save.getByLabel('Data').fill('2026-11-20');
    await save.getByLabel('Horário').fill('12:30');
    await save.getByLabel('Observação (opcional)').fill('no restaurante');
    await expectAccessible(page);
    await save.getByRole('button', { name: 'Salvar refeição' }).click();

    await expect(page).toHaveURL(/\/dashboard\/history$/);
    const day = page.getByRole('region', { name: /20 de novembro/ });
    // Arroz without an amount is a typical plate, 5 colheres de sopa = 125 g (160), + 140 g feijão (106,4)
    // + 100 g contrafilé grelhado (194), from TACO.
    await expect(day.getByText('Total do dia: 460 kcal')).toBeVisible();
    await expect(day.getByRole('button', { name: /Almoço às 12:30/ })).toBeVisible();
    await keepScreenshot(page, 'history');

    await page.getByRole('searchbox', { name: 'Buscar alimento' }).fill('FEIJAO');
    await expect(page.getByRole('button', { name: /Almoço às 12:30/ })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar alimento' }).fill('lasanha');
    await expect(page.getByText('Nenhuma refeição encontrada com esses filtros.')).toBeVisible();
    await page.getByRole('button', { name: 'Limpar filtros' }).first().click();

    // Repeat it for now.
    await page.getByRole('button', { name: /Almoço às 12:30/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Observação: no restaurante')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Repetir refeição' }).click();
    await dialog.getByRole('button', { name: /^Almoço agora, às/ }).click();
    await expect(page.getByText(/Refeição registrada de novo, hoje às/)).toBeVisible();
    await expect(page.getByRole('button', { name: /Almoço às/ })).toHaveCount(2);

    // Edit the original: remove the beef.
    await page.getByRole('button', { name: /Almoço às 12:30/ }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Editar' }).click();
    await expect(page.getByRole('heading', { name: 'Editar refeição' })).toBeVisible();
    await page.getByRole('button', { name: 'Remover Contrafilé grelhado' }).click();
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page).toHaveURL(/\/dashboard\/history$/);
    await expect(
      page.getByRole('region', { name: /20 de novembro/ }).getByText('Total do dia: 266 kcal'),
    ).toBeVisible();

    // Delete, undo, delete for good.
    await page.getByRole('button', { name: /Almoço às 12:30/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByRole('button', { name: /Almoço às 12:30/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Desfazer' }).click();
    await expect(page.getByText('Refeição restaurada.')).toBeVisible();
    await expect(page.getByRole('button', { name: /Almoço às 12:30/ })).toBeVisible();
    await page.getByRole('button', { name: /Almoço às 12:30/ }).click();
    const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.status() === 204);
    await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
    await deleted;
    await page.reload();
    await expect(page.getByRole('button', { name: /às/ })).toHaveCount(1);
  });

  test('sugere do histórico com um toque', async ({ page }) => {
    await startSignedIn(page, { name: 'Nina Reis', email: uniqueEmail('nina') });
    await describeAndReview(page, '2 pães franceses com manteiga e café com leite');
    await page.getByRole('button', { name: 'Salvar refeição' }).click();
    await expect(page).toHaveURL(/\/dashboard\/history$/);

    await page.goto('/dashboard/analyze');
    await page
      .getByRole('list', { name: 'Alimentos frequentes' })
      .getByRole('button', { name: /Café com leite/ })
      .click();
    await expect(
      page.getByRole('list', { name: 'Alimentos', exact: true }).getByText('Café com leite', { exact: true }),
    ).toBeVisible();
  });
});
