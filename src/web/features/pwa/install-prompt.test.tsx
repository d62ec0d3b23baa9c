import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InstallPrompt } from './install-prompt';
import { countLoggedMeal, listenForInstallPrompt } from './install-prompt-state';

/** Chromium's `beforeinstallprompt`, after the two meals the offer waits for (decision 0030). */
function offerInstall() {
  countLoggedMeal();
  countLoggedMeal();
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: () => Promise.resolve(),
    userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
  });
  act(() => void window.dispatchEvent(event));
}

listenForInstallPrompt();

describe('convite para instalar (issue 25: "no seu celular" num computador)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('num computador fala do computador', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
    render(<InstallPrompt />);
    offerInstall();
    expect(screen.getByRole('heading', { name: 'Instale o Nutri neste computador' })).toBeTruthy();
  });

  it('no celular (toque), do celular e da tela inicial', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: coarse)', media: query }));
    render(<InstallPrompt />);
    offerInstall();
    expect(screen.getByRole('heading', { name: 'Instale o Nutri no seu celular' })).toBeTruthy();
    expect(screen.getByText(/Abre direto da tela inicial/)).toBeTruthy();
  });
});
