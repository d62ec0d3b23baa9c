import { useSyncExternalStore } from 'react';

/** Whether the dark theme is on now (<html data-theme="dark">, set by theme.ts), re-rendering when it changes. */
export function useDarkTheme(): boolean {
  return useSyncExternalStore(subscribe, isDark, () => false);
}

const isDark = () => document.documentElement.dataset.theme === 'dark';

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}
