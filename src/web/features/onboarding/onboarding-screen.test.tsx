import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@/contracts/auth';
import { healthConsentMessages } from '@/contracts/health-consent';
import { anaJustSignedUp } from '@/web/test/personas';
import { fakeApi, fill, renderScreen } from '@/web/test/render-screen';
import { OnboardingScreen } from './onboarding-screen';

async function answer(
  user: ReturnType<typeof userEvent.setup>,
  values: { birthDate?: string; heightCm?: string } = {},
) {
  await user.selectOptions(screen.getByLabelText('Objetivo principal'), 'Perder peso');
  await user.selectOptions(screen.getByLabelText('Nível de atividade física'), 'light');
  await user.selectOptions(screen.getByLabelText('Sexo'), 'female');
  await fill(user, screen.getByLabelText('Data de nascimento'), values.birthDate ?? '1996-05-10');
  await fill(user, screen.getByLabelText('Altura (cm)'), values.heightCm ?? '165');
  await fill(user, screen.getByLabelText('Peso (kg)'), '72,5');
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Concluir Configuração' }));

describe('onboarding', () => {
  it('pede cada resposta que falta, sem chamar a API', async () => {
    const requests = fakeApi({});
    const user = userEvent.setup();
    renderScreen(<OnboardingScreen />, '/onboarding', { me: anaJustSignedUp() });
    await submit(user);
    expect(await screen.findByText('Escolha seu objetivo principal')).toBeTruthy();
    expect(screen.getByText('Escolha seu nível de atividade física')).toBeTruthy();
    expect(screen.getByText('Informe o sexo (usado no cálculo do gasto de energia)')).toBeTruthy();
    expect(screen.getByText('Informe sua data de nascimento')).toBeTruthy();
    expect(screen.getByText('Informe sua altura em centímetros')).toBeTruthy();
    expect(screen.getByText('Informe seu peso em quilos')).toBeTruthy();
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('recusa menores de 18 anos e alturas fora de 120–230 cm', async () => {
    fakeApi({});
    const user = userEvent.setup();
    renderScreen(<OnboardingScreen />, '/onboarding', { me: anaJustSignedUp() });
    await answer(user, { birthDate: '2020-01-01', heightCm: '300' });
    await submit(user);
    expect(await screen.findByText('O Nutri é para maiores de 18 anos')).toBeTruthy();
    expect(screen.getByText('A altura deve estar entre 120 e 230 cm')).toBeTruthy();
  });

  it('aceita o peso com vírgula e envia os números; segue para o painel', async () => {
    const requests = fakeApi({
      'PUT /api/me/onboarding': { status: 200, body: anaJustSignedUp({ onboardingCompleted: true }) },
    });
    const user = userEvent.setup();
    renderScreen(<OnboardingScreen />, '/onboarding', { me: anaJustSignedUp() });
    await answer(user);
    await submit(user);
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      goal: 'lose',
      activity: 'light',
      sex: 'female',
      birthDate: '1996-05-10',
      heightCm: 165,
      weightKg: 72.5,
      mealsPerDay: 5,
    });
    expect((await screen.findByTestId('landed')).textContent).toBe('/dashboard');
  });

  it('quem chegou pelo Google aceita os termos aqui', async () => {
    const requests = fakeApi({});
    const user = userEvent.setup();
    renderScreen(<OnboardingScreen />, '/onboarding', { me: anaJustSignedUp({ consentsRequired: true }) });
    await answer(user);
    await submit(user);
    expect((await screen.findAllByText(messages.consentsRequired)).length).toBeGreaterThan(0);
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('quem ainda não autorizou o tratamento de dados de saúde marca a caixa própria aqui', async () => {
    const requests = fakeApi({
      'PUT /api/me/onboarding': { status: 200, body: anaJustSignedUp({ onboardingCompleted: true }) },
    });
    const user = userEvent.setup();
    renderScreen(<OnboardingScreen />, '/onboarding', { me: anaJustSignedUp({ healthConsentRequired: true }) });
    await answer(user);
    await submit(user);
    expect((await screen.findAllByText(healthConsentMessages.required)).length).toBeGreaterThan(0);
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: /Autorizo o Nutri a tratar meus dados de saúde/ }));
    await submit(user);
    await waitFor(() => expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({ healthData: true }));
  });
});
