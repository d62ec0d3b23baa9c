/**
 * When to offer installing the app: after the person's second logged meal (on this device),
 * never on the landing, and never again once dismissed (decision 0030). Chromium announces that
 * the app can be installed with `beforeinstallprompt`; the event is kept until that moment.
 */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const MEALS_KEY = 'nutri:refeicoes-registradas';
const DISMISSED_KEY = 'nutri:instalar-dispensado';
export const MEALS_BEFORE_INSTALL_PROMPT = 2;

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    changed();
  });
}

export function onInstallPromptChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const read = (key: string) => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};
const write = (key: string, value: string) => {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode): the prompt just may come again.
  }
};

export function countLoggedMeal(): void {
  write(MEALS_KEY, String(Number(read(MEALS_KEY) ?? 0) + 1));
  changed();
}

export function shouldOfferInstall(): boolean {
  return (
    deferred !== null && read(DISMISSED_KEY) === null && Number(read(MEALS_KEY) ?? 0) >= MEALS_BEFORE_INSTALL_PROMPT
  );
}

export async function install(): Promise<void> {
  const event = deferred;
  if (!event) return;
  deferred = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'dismissed') write(DISMISSED_KEY, new Date().toISOString());
  changed();
}

export function dismissInstall(): void {
  write(DISMISSED_KEY, new Date().toISOString());
  changed();
}
