import { expect, test } from './support/test';
import { expectAccessible, keepScreenshot, startSignedIn, uniqueEmail } from './support/helpers';

const DAY_MS = 86_400_000;
/** The São Paulo date `days` from now as the app writes it: "31/01/2027". */
const brDate = (days: number) =>
  new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(Date.now() + days * DAY_MS));

// Issue 25, item 7: a goal weight, a safe weekly rate and a projected date, said as an estimate.
test('meta de peso: ritmo acima de 1% do peso recusado, data estimada nas Configurações e no cartão de peso @mobile', async ({
  page,
}) => {
  await startSignedIn(page, { name: 'Gal Souza', email: uniqueEmail('gal') }); // 60 kg, woman, lightly active
  await page.getByRole('link', { name: 'Definir uma meta de peso' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings#meta-de-peso$/);
  const section = page.getByRole('region', { name: 'Meta de peso' });
  await section.getByLabel('Meta de peso (kg)').fill('56');
  await section.getByLabel('Ritmo por semana').selectOption('0.75');
  await section.getByRole('button', { name: 'Salvar meta de peso' }).click();
  await expect(section.getByText('Com 60 kg, perca no máximo 0,6 kg por semana (1% do peso)')).toBeVisible();

  await section.getByLabel('Ritmo por semana').selectOption('0.5');
  await section.getByRole('button', { name: 'Salvar meta de peso' }).click();
  await expect(page.getByText('Meta de peso salva.')).toBeVisible();
  const status = section.getByRole('status');
  await expect(status).toContainText('Meta: 56 kg, 0,5 kg por semana.');
  // 4 kg at 0,5 kg a week: 8 weeks; 1.815 kcal of maintenance less 550 a day.
  await expect(status).toContainText(
    `Estimativa: por volta de ${brDate(56)} (8 semanas, com cerca de 1.270 kcal por dia). É uma estimativa, não uma promessa`,
  );
  await expectAccessible(page);
  await keepScreenshot(page, 'weight-goal-settings');

  await page.goto('/dashboard');
  await expect(page.getByText('Meta: 56 kg, 0,5 kg por semana.')).toBeVisible();
  await expect(page.getByText(`Estimativa: por volta de ${brDate(56)}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mudar a meta de peso' })).toBeVisible();
  await expectAccessible(page);
});
