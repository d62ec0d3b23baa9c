import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anaWithTargets } from '@/web/test/personas';
import { fakeApi, fill, renderScreen } from '@/web/test/render-screen';
import { GoalsOverrideForm } from './goals-override-form';

const save = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Salvar minhas metas' }));

describe('definir minhas metas', () => {
  it('começa com as metas atuais e soma os macronutrientes enquanto se digita', async () => {
    fakeApi({});
    const user = userEvent.setup();
    renderScreen(<GoalsOverrideForm />, '/dashboard/settings', { me: anaWithTargets() });
    expect((screen.getByLabelText('Energia (kcal)') as HTMLInputElement).value).toBe('1970');
    expect(screen.getByText(/somam/).textContent).toContain('somam 1.970 kcal');
    await fill(user, screen.getByLabelText('Gorduras (g)'), '100');
    expect(screen.getByText(/somam/).textContent).toContain('somam 2.276 kcal');
  });

  it('recusa energia que contradiz os macronutrientes, no campo de energia, sem chamar a API', async () => {
    const requests = fakeApi({});
    const user = userEvent.setup();
    renderScreen(<GoalsOverrideForm />, '/dashboard/settings', { me: anaWithTargets() });
    await fill(user, screen.getByLabelText('Energia (kcal)'), '1100');
    await save(user);
    const message = await screen.findByText(/mais de 10% longe da meta de 1.100 kcal/);
    expect(message.textContent).toContain('somam 1.970 kcal');
    expect(screen.getByLabelText('Energia (kcal)').getAttribute('aria-invalid')).toBe('true');
    expect(requests).toEqual([]);
  });

  it('recusa números fora dos limites e decimais', async () => {
    fakeApi({});
    const user = userEvent.setup();
    renderScreen(<GoalsOverrideForm />, '/dashboard/settings', { me: anaWithTargets() });
    await fill(user, screen.getByLabelText('Água (mL)'), '9000');
    await fill(user, screen.getByLabelText('Proteínas (g)'), '98,5');
    await save(user);
    expect(await screen.findByText('A meta de água deve ficar entre 500 e 8000 mL')).toBeTruthy();
    expect(screen.getByText('Use um número inteiro para a meta de proteínas')).toBeTruthy();
  });

  it('salva metas coerentes como números', async () => {
    const requests = fakeApi({ 'PUT /api/settings/goals': { status: 200, body: anaWithTargets() } });
    const user = userEvent.setup();
    renderScreen(<GoalsOverrideForm />, '/dashboard/settings', { me: anaWithTargets() });
    await fill(user, screen.getByLabelText('Energia (kcal)'), '2000');
    await save(user);
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      energyKcal: 2000,
      proteinG: 98,
      carbsG: 246,
      fatG: 66,
      waterMl: 2100,
      mealsPerDay: 5,
    });
  });
});
