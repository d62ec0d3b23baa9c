import { expect, test } from './support/test';
import { expectAccessible, startSignedIn, uniqueEmail } from './support/helpers';

test.describe('plano alimentar', () => {
  test('preferências → plano da semana → troca → lista de compras → registrar como planejado → dashboard', async ({
    page,
  }) => {
    // Seven days solved on the server, then a swap, the list and a log: three times the usual time.
    test.slow();
    await startSignedIn(page, { name: 'Marta Ribeiro', email: uniqueEmail('marta') });

    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Plano alimentar' })
      .click();
    await expect(page.getByRole('heading', { name: 'Plano alimentar', level: 1 })).toBeVisible();
    const form = page.getByRole('form', { name: 'Preferências do plano' });
    await expect(form).toBeVisible();
    await expectAccessible(page);

    // Pregnancy is referred to a professional, with no plan.
    await form.getByLabel('Estou grávida').click();
    await form.getByRole('button', { name: 'Montar meu plano' }).click();
    await expect(form.getByRole('alert')).toContainText('nutricionista');
    await form.getByLabel('Estou grávida').click();

    await form.getByLabel('Vegetariano').click();
    await form.getByLabel(/Alimentos que você não come/).fill('beterraba');
    await form.getByLabel('Econômico').check();
    await form.getByRole('button', { name: 'Montar meu plano' }).click();

    await expect(page.getByText(/não substitui a consulta com um nutricionista/)).toBeVisible({ timeout: 30_000 });
    const days = page.getByRole('navigation', { name: 'Dias do plano' });
    await expect(days.getByRole('button')).toHaveCount(7);
    const lunch = page.getByTestId('refeicao-almoco');
    await expect(lunch).toBeVisible();
    await expect(page.getByText(/Peito de frango|Patinho|Merluza|Beterraba/)).toHaveCount(0);
    await expectAccessible(page);

    // The substitution list of the lunch's first food, then a swap for its first option.
    await lunch
      .getByRole('button', { name: /^Trocar / })
      .first()
      .click();
    const options = lunch.getByRole('list', { name: /^Substituições para / });
    await expect(options).toBeVisible();
    await expectAccessible(page);
    const choice = options.getByRole('button', { name: /^Trocar por / }).first();
    const optionName = ((await choice.locator('.sr-only').textContent()) ?? '').replace(/^\s*por /, '').trim();
    await choice.click();
    // Either the day is solved again with the new food, or the swap is refused and the plan stays.
    await expect(
      lunch
        .getByRole('button', { name: `Trocar ${optionName}`, exact: true })
        .or(page.getByText(/não fecha as suas metas/)),
    ).toBeVisible();

    // The shopping list: tick a line off, share it on WhatsApp.
    const shopping = page.getByTestId('lista-de-compras');
    await expect(shopping.getByRole('heading', { name: 'Hortifrúti' })).toBeVisible();
    const first = shopping.getByRole('checkbox').first();
    await first.click();
    await expect(first).toBeChecked();
    await expect(shopping.getByRole('link', { name: 'Enviar pelo WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\?text=Lista%20de%20compras/,
    );
    await page.reload();
    await expect(page.getByTestId('lista-de-compras').getByRole('checkbox').first()).toBeChecked();
    await expectAccessible(page);

    // "Registrar como planejado" logs today's lunch; the dashboard shows it.
    await page
      .getByTestId('refeicao-almoco')
      .getByRole('button', { name: /^Registrar como planejado/ })
      .click();
    await expect(page.getByText('Refeição registrada como planejada.', { exact: false })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByRole('list', { name: 'Refeições do dia' }).getByText('Almoço: registrada')).toBeAttached();
    // The diary puts the planned meal beside what was logged, and the day's planned energy against the eaten.
    const diary = page.getByRole('region', { name: 'Diário de hoje' });
    await expect(diary.getByText(/^Plano de hoje: [\d.]+ kcal · comido: [\d.]+ kcal$/)).toBeVisible();
    const diaryLunch = diary.getByRole('region', { name: 'Almoço' });
    await expect(diaryLunch.getByText(/^Planejado:/)).toBeVisible();
    await expect(diaryLunch.getByRole('list', { name: 'Itens de Almoço' })).toBeVisible();
    await expectAccessible(page);
  });
});
