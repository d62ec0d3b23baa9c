import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { resetLinkMessage, type EmailDelivery } from '@/contracts/email-delivery';
import { fakeApi, fill, renderScreen } from '@/web/test/render-screen';
import { AccountDeletedScreen } from '../settings/account-deleted-screen';
import { ForgotPasswordScreen } from './forgot-password-screen';

function serverWith(email: EmailDelivery) {
  return fakeApi({
    'GET /api/auth/providers': { status: 200, body: { google: false, email } },
    'POST /api/auth/password-reset': { status: 202, body: { message: resetLinkMessage(email), email } },
  });
}

async function askForLink() {
  const user = userEvent.setup();
  renderScreen(<ForgotPasswordScreen />, '/esqueci-senha');
  await fill(user, screen.getByLabelText('E-mail'), 'ana@example.com');
  await user.click(screen.getByRole('button', { name: 'Enviar link de redefinição' }));
  return screen.findByRole('status');
}

describe('"Esqueceu a senha?" diz para onde foi o link', () => {
  it('com SMTP: "enviamos um link", com ou sem conta', async () => {
    serverWith('smtp');
    expect((await askForLink()).textContent).toMatch(/^Se existir uma conta com este e-mail, enviamos um link/);
  });

  it('sem SMTP (caixa de saída de desenvolvimento): não diz "enviamos", diz onde o link está', async () => {
    serverWith('outbox');
    const answer = (await askForLink()).textContent ?? '';
    expect(answer).not.toMatch(/enviamos/i);
    expect(answer).toMatch(/não envia e-mails.*\/dev\/outbox/);
  });

  it('em produção sem SMTP: nenhum link chegará; fale com o suporte', async () => {
    serverWith('none');
    const answer = (await askForLink()).textContent ?? '';
    expect(answer).not.toMatch(/enviamos/i);
    expect(answer).toMatch(/nenhum link chegará à sua caixa de entrada; fale com o suporte/);
  });
});

describe('conta excluída', () => {
  it('só fala do e-mail de confirmação quando há SMTP', async () => {
    serverWith('smtp');
    const { unmount } = renderScreen(<AccountDeletedScreen />, '/conta-excluida');
    expect(await screen.findByText(/Enviamos a confirmação por e-mail\./)).toBeTruthy();
    unmount();
    const requests = serverWith('outbox');
    renderScreen(<AccountDeletedScreen />, '/conta-excluida');
    expect(await screen.findByText(/Apagamos seus dados/)).toBeTruthy();
    // The server's answer has arrived (and been rendered) before looking for the sentence.
    await waitFor(() => expect(requests.map((r) => r.path)).toContain('/api/auth/providers'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText(/e-mail/i)).toBeNull();
  });
});
