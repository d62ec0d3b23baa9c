import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@/contracts/auth';
import { anaJustSignedUp } from '@/web/test/personas';
import { fakeApi, fill, renderScreen } from '@/web/test/render-screen';
import { SignupScreen } from './signup-screen';

const noGoogle = { 'GET /api/auth/providers': { status: 200, body: { google: false, email: 'outbox' } } };

async function fillIn(user: ReturnType<typeof userEvent.setup>, fields: { password?: string; confirm?: string } = {}) {
  await fill(user, screen.getByLabelText('Nome completo'), 'Ana Souza');
  await fill(user, screen.getByLabelText('E-mail'), 'Ana@Example.com');
  await fill(user, screen.getByLabelText('Senha'), fields.password ?? 'Segura123!');
  await fill(user, screen.getByLabelText('Confirmar senha'), fields.confirm ?? fields.password ?? 'Segura123!');
}

async function consent(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('checkbox', { name: /Termos de Uso/ }));
  await user.click(screen.getByRole('checkbox', { name: /não substitui/ }));
  await user.click(screen.getByRole('checkbox', { name: /Autorizo o Nutri a tratar meus dados de saúde/ }));
}

describe('cadastro', () => {
  it('mostra os erros de cada campo ao enviar vazio e não chama a API', async () => {
    const requests = fakeApi(noGoogle);
    const user = userEvent.setup();
    renderScreen(<SignupScreen />, '/cadastro');
    await user.click(screen.getByRole('button', { name: 'Criar Conta Grátis' }));
    expect(await screen.findByText('Informe seu nome completo')).toBeTruthy();
    expect(screen.getByText('Informe seu e-mail')).toBeTruthy();
    expect(screen.getByText('Informe sua senha')).toBeTruthy();
    expect(screen.getByText('Confirme sua senha')).toBeTruthy();
    expect(screen.getByRole('alert', { name: '' }).textContent).toContain(messages.consentsRequired);
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('avisa que as senhas não coincidem enquanto se digita, e não envia', async () => {
    const requests = fakeApi(noGoogle);
    const user = userEvent.setup();
    renderScreen(<SignupScreen />, '/cadastro');
    await fillIn(user, { password: 'Segura123!', confirm: 'Segura124!' });
    expect(screen.getByText(messages.passwordMismatch)).toBeTruthy();
    await consent(user);
    await user.click(screen.getByRole('button', { name: 'Criar Conta Grátis' }));
    await waitFor(() => expect(screen.getAllByText(messages.passwordMismatch).length).toBeGreaterThan(1));
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('mede a força da senha', async () => {
    fakeApi(noGoogle);
    const user = userEvent.setup();
    renderScreen(<SignupScreen />, '/cadastro');
    await fill(user, screen.getByLabelText('Senha'), 'abc');
    expect(screen.getByText(/Força da senha/).textContent).toBe('Força da senha: Fraca');
    await fill(user, screen.getByLabelText('Senha'), 'abcdefG1234');
    expect(screen.getByText(/Força da senha/).textContent).toBe('Força da senha: Forte');
  });

  it('e-mail já cadastrado aparece sob o campo de e-mail', async () => {
    fakeApi({
      ...noGoogle,
      'POST /api/auth/signup': { status: 409, body: { error: { code: 'email_taken', message: messages.emailTaken } } },
    });
    const user = userEvent.setup();
    renderScreen(<SignupScreen />, '/cadastro');
    await fillIn(user);
    await consent(user);
    await user.click(screen.getByRole('button', { name: 'Criar Conta Grátis' }));
    expect(await screen.findByText(messages.emailTaken)).toBeTruthy();
    const email = screen.getByLabelText('E-mail');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(screen.getByText(messages.emailTaken).closest('[id]')?.id);
  });

  it('com tudo certo envia o e-mail em minúsculas e segue para o onboarding', async () => {
    const requests = fakeApi({
      ...noGoogle,
      'POST /api/auth/signup': { status: 201, body: anaJustSignedUp() },
    });
    const user = userEvent.setup();
    renderScreen(<SignupScreen />, '/cadastro');
    await fillIn(user);
    await consent(user);
    await user.click(screen.getByRole('button', { name: 'Criar Conta Grátis' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      path: '/api/auth/signup',
      body: {
        name: 'Ana Souza',
        email: 'ana@example.com',
        password: 'Segura123!',
        terms: true,
        disclaimer: true,
        healthData: true,
      },
    });
    expect((await screen.findByTestId('landed')).textContent).toBe('/onboarding');
  });
});
