import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '@/web/lib/api-error';
import { Alert } from '@/web/ui/alert';
import { Button } from '@/web/ui/button';
import { Spinner } from '@/web/ui/spinner';
import { googleSignInUrl } from './auth-api';
import { providersQuery } from './auth-providers';
import { OrDivider } from '@/web/ui/or-divider';

export const GOOGLE_DISABLED_MESSAGE =
  'O login com Google não está disponível no Nutri no momento. Use seu e-mail e senha.';

/**
 * 'ou' and 'Continuar com Google', shown only once the server says Google is
 * configured (GET /api/auth/providers): a button that can only answer "not
 * enabled here" is not offered. Should the setting change meanwhile, the
 * click still checks again and explains.
 */
export function GoogleButton({ next }: { next: string | null }) {
  const queryClient = useQueryClient();
  const providers = useQuery(providersQuery);
  const [notice, setNotice] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  async function handleClick() {
    setNotice(null);
    setChecking(true);
    try {
      const providers = await queryClient.fetchQuery(providersQuery);
      if (providers.google) {
        window.location.assign(googleSignInUrl(next));
        return;
      }
      setNotice(GOOGLE_DISABLED_MESSAGE);
    } catch (error) {
      setNotice(messageOf(error));
    } finally {
      setChecking(false);
    }
  }

  if (providers.data?.google !== true) return null;
  return (
    <div className="flex flex-col gap-3">
      <OrDivider />
      <Button variant="outline" size="lg" className="w-full" onClick={handleClick} disabled={checking}>
        {checking ? <Spinner /> : <GoogleIcon />}
        Continuar com Google
      </Button>
      {notice ? <Alert variant="info">{notice}</Alert> : null}
    </div>
  );
}

function GoogleIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1Z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23Z"
      />
      <path
        fill="#FBBC05"
        d="M5.84 14.1A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.1V7.06H2.18a11 11 0 0 0 0 9.88l3.66-2.84Z"
      />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15A10.6 10.6 0 0 0 12 1 11 11 0 0 0 2.18 7.06l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38Z"
      />
    </svg>
  );
}
