import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anaJustSignedUp } from '@/web/test/personas';
import { fakeApi, renderScreen } from '@/web/test/render-screen';
import { AuditLogSection } from './audit-log-section';

const event = (id: string, kind: string, at: string, detail: string | null = null) => ({ id, kind, at, detail });

describe('Atividade da conta', () => {
  it('mostra cada evento com o nome em português, o detalhe e a data e hora de Brasília; pagina', async () => {
    const pages = [
      {
        items: [
          event('1', 'sign_in_password', '2026-11-29T13:05:00.000Z', 'Chrome no Windows'),
          event('2', 'export', '2026-11-28T23:30:00.000Z', 'JSON'),
        ],
        page: 1,
        nextPage: 2,
      },
      { items: [event('3', 'sign_up', '2026-11-22T15:00:00.000Z')], page: 2, nextPage: null },
    ];
    let call = 0;
    const requests = fakeApi({ 'GET /api/settings/audit-log': () => ({ status: 200, body: pages[call++] }) });
    const user = userEvent.setup();
    renderScreen(<AuditLogSection />, '/dashboard/settings', { me: anaJustSignedUp() });
    const list = await screen.findByRole('list', { name: 'Atividade da conta' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]!.textContent).toContain('Entrada com e-mail e senha · Chrome no Windows');
    expect(rows[0]!.textContent).toContain('29/11/2026');
    expect(rows[0]!.textContent).toContain('10:05');
    // 23:30 UTC on the 28th is 20:30 in São Paulo, the same day.
    expect(rows[1]!.textContent).toContain('Exportação dos dados · JSON');
    expect(rows[1]!.textContent).toContain('28/11/2026');
    expect(rows[1]!.textContent).toContain('20:30');

    await user.click(screen.getByRole('button', { name: 'Mais antigas' }));
    expect(await screen.findByText('Conta criada')).toBeTruthy();
    await waitFor(() => expect(requests.map((r) => r.path)).toContain('/api/settings/audit-log?page=2'));
    expect(screen.queryByRole('button', { name: 'Mais antigas' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Mais recentes' })).toBeTruthy();
  });
});
