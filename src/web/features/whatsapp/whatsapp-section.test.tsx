import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { WhatsappStatus } from '@/contracts/whatsapp';
import { fakeApi, renderScreen } from '@/web/test/render-screen';
import { WhatsappSection } from './whatsapp-section';

const off: WhatsappStatus = { enabled: false, businessNumber: null, chatUrl: null, link: null };
const on: WhatsappStatus = {
  enabled: true,
  businessNumber: '+55 11 99999-0000',
  chatUrl: 'https://wa.me/5511999990000',
  link: null,
};
const linked: WhatsappStatus = {
  ...on,
  link: { phone: '+55 11 98765-4321', linkedAt: '2026-11-22T15:00:00.000Z', reminders: false },
};

describe('Configurações → WhatsApp', () => {
  it('diz quando o WhatsApp não está disponível, sem botão de código', async () => {
    fakeApi({ 'GET /api/whatsapp': { status: 200, body: off } });
    renderScreen(<WhatsappSection />, '/dashboard/settings');
    expect(await screen.findByText('O WhatsApp ainda não está disponível no Nutri.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Gerar código' })).toBeNull();
  });

  it('gera o código, mostra para onde enviar e o link do WhatsApp com o código', async () => {
    const requests = fakeApi({
      'GET /api/whatsapp': { status: 200, body: on },
      'POST /api/whatsapp/link-code': {
        status: 201,
        body: { code: 'K7P2-9XQ3', expiresAt: '2026-11-22T15:10:00.000Z' },
      },
    });
    const user = userEvent.setup();
    renderScreen(<WhatsappSection />, '/dashboard/settings');
    expect(await screen.findByText(/para o Nutri \(\+55 11 99999-0000\)/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Gerar código' }));
    expect((await screen.findByTestId('whatsapp-code')).textContent).toBe('K7P2-9XQ3');
    expect(screen.getByText(/vale até 12:10/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Abrir o WhatsApp com o código' }).getAttribute('href')).toBe(
      'https://wa.me/5511999990000?text=K7P2-9XQ3',
    );
    expect(requests.map((r) => `${r.method} ${r.path}`)).toContain('POST /api/whatsapp/link-code');
  });

  it('conectado: mostra o número, liga os lembretes e desconecta', async () => {
    const requests = fakeApi({
      'GET /api/whatsapp': { status: 200, body: linked },
      'PUT /api/whatsapp/reminders': (body) => ({
        status: 200,
        body: { ...linked, link: { ...linked.link!, reminders: (body as { reminders: boolean }).reminders } },
      }),
      'DELETE /api/whatsapp/link': { status: 200, body: on },
    });
    const user = userEvent.setup();
    renderScreen(<WhatsappSection />, '/dashboard/settings');
    expect(await screen.findByText('+55 11 98765-4321')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /Lembretes pelo WhatsApp/ }));
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ reminders: true });
    await user.click(screen.getByRole('button', { name: 'Desconectar WhatsApp' }));
    expect(await screen.findByRole('button', { name: 'Gerar código' })).toBeTruthy();
    expect(screen.queryByText('+55 11 98765-4321')).toBeNull();
  });
});
