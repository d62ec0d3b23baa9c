import { useSyncExternalStore } from 'react';
import { Outlet } from 'react-router';
import { useCurrentUser } from '../auth/use-current-user';
import { HealthConsentPrompt } from '../health-consent/health-consent-prompt';
import { ConnectionStatus } from '../offline/connection-status';
import { RefreshStatus } from '../offline/refresh-status';
import { useOutboxSync } from '../offline/use-write-queue';
import { InstallPrompt } from '../pwa/install-prompt';
import { BottomBar } from './bottom-bar';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';

/** Tailwind's `lg` breakpoint, where the side menu is shown (below it, the top bar's button opens it in a sheet). */
const WIDE = '(min-width: 64rem)';
function subscribeWide(onChange: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the side menu is visible. On a phone it is not rendered at all (it would be `display: none`):
 * less work before the installed app's first screen (decision 0030, addendum 2026-11-26).
 */
function useWide(): boolean {
  return useSyncExternalStore(
    subscribeWide,
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
}

/** The /dashboard shell: side menu (desktop), top bar, the child screen, bottom bar (phones). */
export function DashboardLayout() {
  const me = useCurrentUser();
  // Writes made without a connection go out when it returns (decision 0030).
  useOutboxSync(me.id);
  const wide = useWide();
  return (
    <div className="min-h-dvh bg-slate-50">
      <a
        href="#conteudo"
        className="sr-only rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        Pular para o conteúdo
      </a>
      {wide && (
        <aside className="fixed inset-y-0 left-0 hidden w-64 border-r border-slate-200 bg-white lg:block">
          <SideMenu />
        </aside>
      )}
      <div className="lg:pl-64">
        <TopBar me={me} />
        <RefreshStatus />
        <ConnectionStatus userId={me.id} />
        <InstallPrompt />
        {me.healthConsentRequired ? <HealthConsentPrompt /> : null}
        <main
          id="conteudo"
          tabIndex={-1}
          className="mx-auto max-w-6xl px-4 pt-6 pb-28 focus:outline-none sm:px-6 lg:px-8 lg:pb-10"
        >
          <Outlet />
        </main>
      </div>
      <BottomBar />
    </div>
  );
}
