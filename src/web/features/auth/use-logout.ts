import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { messageOf } from '@/web/lib/api-error';
import { forgetPersistedQueries } from '@/web/features/offline/persisted-queries';
import { logOut } from './auth-api';

/**
 * 'Sair': the server revokes the session, then a full page load to /login.
 * The reload (rather than a client-side navigation) drops every cached byte
 * of this person's data and avoids the guards racing the redirect.
 */
export function useLogout() {
  return useMutation({
    mutationFn: logOut,
    // The offline copy of `me` and the day goes too (decision 0030); pending writes stay, only for this person.
    onSuccess: () => void forgetPersistedQueries().finally(() => window.location.assign('/login')),
    onError: (error) => toast.error(messageOf(error)),
  });
}
