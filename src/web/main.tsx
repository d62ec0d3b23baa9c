import { onlineManager } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { installPtBrErrorMessages } from '@/contracts/zod-pt-br';
import { AppProviders } from './app-providers';
import { keepQueriesPersisted, restoreQueries } from './features/offline/persisted-queries';
import { listenForInstallPrompt } from './features/pwa/install-prompt-state';
import { registerServiceWorker } from './features/pwa/register-service-worker';
import { createQueryClient } from './lib/query-client';
import { installTheme } from './lib/theme';
import { router } from './routes/router';
import './styles.css';

// Before the first paint: the kept theme, or the device's (decision 0053).
installTheme();
// The forms validate with the contracts: their messages are pt-BR even where a schema has no words of its own.
installPtBrErrorMessages();
performance.mark('nutri:modules-evaluated');
// Chromium may announce installability at once; the prompt waits for the right moment (decision 0030).
listenForInstallPrompt();

const root = document.getElementById('root');
if (!root) throw new Error('index.html sem o elemento #root');

const queryClient = createQueryClient();
// TanStack Query assumes a connection until an event says otherwise; opened offline, it must know at once
// so queries wait for the network instead of failing.
onlineManager.setOnline(navigator.onLine);

// The last known session and day first: with no connection the app opens from them (decision 0030) and, online,
// the installed dashboard shows them at once while the server is asked again (addendum 2026-11-26).
void restoreQueries(queryClient).finally(() => {
  // User Timing marks for `PWA_BENCH_DEBUG=1 npm run bench pwa` (when the copy was read, when React started).
  performance.mark('nutri:copy-read');
  keepQueriesPersisted(queryClient);
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  void registerServiceWorker();
});
