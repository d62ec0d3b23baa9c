import { useQuery } from '@tanstack/react-query';
import type { EmailDelivery } from '@/contracts/email-delivery';
import { queryKeys } from '@/web/lib/query-keys';
import { fetchAuthProviders } from './auth-api';

/** GET /api/auth/providers: Google sign-in and where e-mails go; it changes only with the server's settings. */
export const providersQuery = { queryKey: queryKeys.authProviders, queryFn: fetchAuthProviders, staleTime: 5 * 60_000 };

/** Where this server's e-mails go; undefined while unknown (then no screen claims an e-mail was sent). */
export function useEmailDelivery(): EmailDelivery | undefined {
  return useQuery(providersQuery).data?.email;
}
