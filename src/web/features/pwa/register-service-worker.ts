/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';
import { toast } from 'sonner';

/**
 * Registers the service worker of the built app (none in development: Vite serves fresh files).
 * A new version waits until the person accepts it, so a screen never changes code mid-form.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const update = registerSW({
    onNeedRefresh() {
      toast('Nova versão disponível', {
        duration: Infinity,
        action: { label: 'Atualizar', onClick: () => void update(true) },
      });
    },
  });
}
