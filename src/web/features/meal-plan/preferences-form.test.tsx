import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PreferencesForm } from './preferences-form';

describe('preferências do plano', () => {
  it('pergunta o tempo para cozinhar e envia "rápido" quando escolhido (decisão 0068)', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<PreferencesForm onSubmit={onSubmit} pending={false} error={null} />);
    const group = screen.getByRole('group', { name: 'Tempo para cozinhar' });
    const normal = screen.getByRole('radio', { name: 'Sem limite de tempo' }) as HTMLInputElement;
    expect(group.contains(normal)).toBe(true);
    expect(normal.checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: /Rápido: sem forno/ }));
    await user.click(screen.getByRole('button', { name: 'Montar meu plano' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ cookingTime: 'rapido', budget: 'moderado' }));
  });

  it('sem escolher, o plano não tem limite de tempo', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<PreferencesForm onSubmit={onSubmit} pending={false} error={null} />);
    await user.click(screen.getByRole('button', { name: 'Montar meu plano' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ cookingTime: 'normal', region: null }));
  });

  it('oferece a culinária das regiões com alimentos verificados no livro do Ministério da Saúde', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<PreferencesForm onSubmit={onSubmit} pending={false} error={null} />);
    const group = screen.getByRole('group', { name: 'Culinária regional' });
    const options = [...group.querySelectorAll('input[type=radio]')].map((input) => input.parentElement?.textContent);
    expect(options).toEqual(['Sem preferência', 'Norte', 'Nordeste', 'Centro-Oeste']);
    await user.click(screen.getByRole('radio', { name: 'Nordeste' }));
    await user.click(screen.getByRole('button', { name: 'Montar meu plano' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ region: 'nordeste' }));
  });
});
