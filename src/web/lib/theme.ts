/**
 * The colour theme (issue 25, decision 0053): "Sistema" follows the device (prefers-color-scheme), "Claro" and
 * "Escuro" fix it. The choice is kept on this device (localStorage) and applied to <html data-theme>, which
 * src/web/dark-theme.css styles.
 */
export const THEME_CHOICES = [
  ['system', 'Sistema'],
  ['light', 'Claro'],
  ['dark', 'Escuro'],
] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number][0];

const STORAGE_KEY = 'nutri:theme';
const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

export function themeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return THEME_CHOICES.some(([value]) => value === stored) ? (stored as ThemeChoice) : 'system';
  } catch {
    return 'system'; // storage blocked: follow the device
  }
}

function apply(choice: ThemeChoice) {
  const dark = choice === 'dark' || (choice === 'system' && darkQuery().matches);
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
}

export function chooseTheme(choice: ThemeChoice) {
  try {
    localStorage.setItem(STORAGE_KEY, choice);
  } catch {
    // Not kept, still applied for this visit.
  }
  apply(choice);
}

/** At start-up, before the first render: the kept choice, and the device's changes while on "Sistema". */
export function installTheme() {
  apply(themeChoice());
  darkQuery().addEventListener('change', () => apply(themeChoice()));
}
