import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { useMe } from '@/web/features/auth/use-me';
import { messageOf } from '@/web/lib/api-error';
import { safeNextPath } from '@/domain/credentials/safe-next-path';
import { loginPathFor } from '@/web/lib/safe-next';
import { Alert } from '@/web/ui/alert';
import { Button } from '@/web/ui/button';
import { PageLoading } from '@/web/ui/spinner';

/**
 * Route guards (the server enforces the same rules). Each
 * renders nothing protected until GET /api/me has answered, so there is no
 * flash of the dashboard for someone without a session.
 */

/** /dashboard/*: session required, onboarding completed. */
export function RequireOnboardedSession() {
  const session = useSession();
  const location = useLocation();
  if (session.state !== 'ready') return session.fallback;
  if (!session.me) return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  if (!session.me.onboardingCompleted) return <Navigate to="/onboarding" replace />;
  return <Outlet />;
}

/** /onboarding: session required; once completed, the answers live in settings, not here. */
export function RequireOnboardingPending() {
  const session = useSession();
  const location = useLocation();
  if (session.state !== 'ready') return session.fallback;
  if (!session.me) return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  if (session.me.onboardingCompleted) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/** /login, /signup: a signed-in person goes where they were heading (`next`) or to the dashboard. */
export function RequireNoSession() {
  const session = useSession();
  const [params] = useSearchParams();
  // If the session cannot be checked (server hiccup), still offer the form: the answer to a login is authoritative.
  if (session.state === 'failed') return <Outlet />;
  if (session.state !== 'ready') return session.fallback;
  if (session.me) return <Navigate to={safeNextPath(params.get('next')) ?? '/dashboard'} replace />;
  return <Outlet />;
}

function useSession() {
  const me = useMe();
  if (me.isPending) return { state: 'waiting' as const, fallback: <PageLoading /> };
  // A refetch that failed (no signal) keeps the last known session: the app works offline (decision 0030).
  // A 401 is not that: it sets `me` to null (src/web/lib/query-client.ts).
  if (me.isError && me.data === undefined) {
    return {
      state: 'failed' as const,
      fallback: (
        <div className="flex min-h-dvh items-center justify-center p-6">
          <div className="flex max-w-md flex-col gap-4">
            <Alert>{messageOf(me.error)}</Alert>
            <Button onClick={() => void me.refetch()} disabled={me.isFetching}>
              Tentar novamente
            </Button>
          </div>
        </div>
      ),
    };
  }
  return { state: 'ready' as const, me: me.data };
}
