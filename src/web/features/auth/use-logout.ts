import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { messageOf } from '@/web/lib/api-error';
import { logOut } from './auth-api';

/**
 * 'Sair': the server revokes the session, then a full page load to /login.
 * The reload (rather than a client-side navigation) drops every cached byte
 * of this person's data and avoids the guards racing the redirect.
 */
export function useLogout() {
  return useMutation({
    mutationFn: logOut,
    onSuccess: () => window.location.assign('/login'),
    onError: (error) => toast.error(messageOf(error)),
  });
}
