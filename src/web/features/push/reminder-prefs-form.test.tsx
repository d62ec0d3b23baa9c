import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_SETTINGS, type ReminderSettingsView } from '@/contracts/reminders';
import type { WhatsappStatus } from '@/contracts/whatsapp';
import { fakeApi, fill, renderScreen } from '@/web/test/render-screen';
import { WhatsappSection } from '../whatsapp/whatsapp-section';
import { ReminderPrefsForm } from './reminder-prefs-form';

const on: WhatsappStatus = {
  enabled: true,
  businessNumber: '+55 11 99999-0000',
  chatUrl: null,
  link: null,
};
const link = { phone: '+55 21 98765-4321', linkedAt: '2026-12-07T15:00:00.000Z', reminders: false };

/** The server of one person: the WhatsApp link and the reminder settings that depend on it (decision 0056). */
function server() {
  const state = { linked: false, mealWhatsapp: false };
  const status = (): WhatsappStatus => ({
    ...on,
    link: state.linked ? { ...link, reminders: state.mealWhatsapp } : null,
  });
  const settings = (): ReminderSettingsView => ({
    ...DEFAULT_REMINDER_SETTINGS,
    channels: {
      ...DEFAULT_REMINDER_SETTINGS.channels,
      meal: { ...DEFAULT_REMINDER_SETTINGS.channels.meal, whatsapp: state.mealWhatsapp },
    },
    usualTimes: { cafe: null, almoco: null, lanche: null, jantar: null, ceia: null },
    whatsappLinked: state.linked,
  });
  fakeApi({
    'GET /api/whatsapp': () => ({ status: 200, body: status() }),
    'POST /api/whatsapp/link-code': { status: 201, body: { code: 'K7P2-9XQ3', expiresAt: '2026-12-07T15:10:00.000Z' } },
    'PUT /api/whatsapp/reminders': (body) => {
      state.mealWhatsapp = (body as { reminders: boolean }).reminders;
      return { status: 200, body: status() };
    },
    'GET /api/reminders/settings': () => ({ status: 200, body: settings() }),
  });
  return state;
}

function renderSettings() {
  renderScreen(
    <>
      <ReminderPrefsForm />
      <WhatsappSection />
    </>,
    '/dashboard/settings',
  );
}

describe('Notificações acompanha a seção do WhatsApp na mesma página', () => {
  it('mostra a coluna "No WhatsApp" assim que o número é conectado, sem recarregar', async () => {
    const state = server();
    const user = userEvent.setup();
    renderSettings();
    expect(await screen.findByRole('columnheader', { name: 'No aparelho' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'No WhatsApp' })).toBeNull();

    await user.click(await screen.findByRole('button', { name: 'Gerar código' }));
    await screen.findByTestId('whatsapp-code');
    state.linked = true; // the phone sent the code
    await user.click(screen.getByRole('button', { name: 'Já enviei o código' }));
    expect(await screen.findByText('+55 21 98765-4321')).toBeTruthy();
    expect(await screen.findByRole('columnheader', { name: 'No WhatsApp' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Sua semana no WhatsApp' })).toBeTruthy();
  });

  it('o lembrete ligado na seção do WhatsApp aparece marcado, e o que a pessoa mudou e não salvou fica', async () => {
    const state = server();
    state.linked = true;
    const user = userEvent.setup();
    renderSettings();
    const mealWhatsapp = await screen.findByRole('checkbox', { name: 'Refeições no WhatsApp' });
    expect(mealWhatsapp.getAttribute('aria-checked')).toBe('false');
    await fill(user, screen.getByLabelText('Lembretes por dia, no máximo'), '6');
    await user.click(screen.getByRole('checkbox', { name: 'Água no aparelho' }));

    await user.click(await screen.findByRole('checkbox', { name: /Lembretes pelo WhatsApp/ }));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Refeições no WhatsApp' }).getAttribute('aria-checked')).toBe('true'),
    );
    expect(Number((screen.getByLabelText('Lembretes por dia, no máximo') as HTMLInputElement).value)).toBe(6);
    expect(screen.getByRole('checkbox', { name: 'Água no aparelho' }).getAttribute('aria-checked')).toBe('false');
  });
});
