import { browserSupportsWebAuthn, startAuthentication } from '@simplewebauthn/browser';
import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import type { Me } from '@/contracts/me';
import { Alert } from '@/web/ui/alert';
import { Button } from '@/web/ui/button';
import { Spinner } from '@/web/ui/spinner';
import { OrDivider } from '@/web/ui/or-divider';
import { passkeyErrorMessage } from './passkey-errors';
import { passkeySignInOptions, signInWithPasskey } from './passkey-sign-in-api';

/**
 * "Entrar com passkey" (decision 0052): no e-mail, no password — the browser
 * offers the passkeys it keeps for the Nutri and the person confirms on the
 * device. Not shown where the browser has no WebAuthn.
 */
export function PasskeySignInButton({
  remember,
  onSignedIn,
}: {
  /** "Lembrar de mim" as ticked when the button is pressed. */
  remember: () => boolean;
  onSignedIn: (me: Me) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const signIn = useMutation({
    mutationFn: async () => {
      const optionsJSON = await passkeySignInOptions();
      const response = await startAuthentication({ optionsJSON });
      return signInWithPasskey({ response, remember: remember() });
    },
    onMutate: () => setError(null),
    onSuccess: onSignedIn,
    onError: (failure) => setError(passkeyErrorMessage(failure, 'get')),
  });
  if (!browserSupportsWebAuthn()) return null;
  return (
    <div className="flex flex-col gap-3">
      <OrDivider />
      <Button
        type="button"
        variant="outline"
        size="lg"
        className="w-full"
        onClick={() => signIn.mutate()}
        disabled={signIn.isPending}
      >
        {signIn.isPending ? <Spinner /> : <KeyRound aria-hidden="true" />}
        Entrar com passkey
      </Button>
      {error ? <Alert>{error}</Alert> : null}
    </div>
  );
}
