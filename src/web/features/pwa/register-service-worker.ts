/// <reference types="vite-plugin-pwa/client" />
import { toast } from 'sonner';

/**
 * Registers the service worker of the built app (none in development: Vite serves fresh files).
 * A new version waits until the person accepts it, so a screen never changes code mid-form.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // Loaded after the first screen (Workbox's window script is not needed to paint it): first-load budget, decision 0023.
  const { registerSW } = await import('virtual:pwa-register');
  const update = registerSW({
    onNeedRefresh() {
      toast('Nova versão disponível', {
        duration: Infinity,
        action: { label: 'Atualizar', onClick: () => void update(true) },
      });
    },
  });
}
