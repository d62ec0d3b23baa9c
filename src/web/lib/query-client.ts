import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-error';
import { queryKeys } from './query-keys';
import { retryDelayMs, shouldRetry } from './retry-policy';

/** Decision 0029 (client cache): unused data is dropped after 5 minutes. */
const GC_TIME_MS = 5 * 60_000;

export function createQueryClient(): QueryClient {
  // A 401 `unauthenticated` anywhere means the session ended (expired, revoked
  // elsewhere); forgetting `me` lets the route guards send the person to /login.
  // A 403 `second_factor_required` means the last code is older than 10 minutes (decision 0042): reading the
  // two-factor status again brings back the "Confirme com o código" box in front of the sensitive actions.
  const onError = (error: unknown) => {
    if (error instanceof ApiRequestError && error.status === 401 && error.code === 'unauthenticated') {
      client.setQueryData(queryKeys.me, null);
    }
    if (error instanceof ApiRequestError && error.code === 'second_factor_required') {
      void client.invalidateQueries({ queryKey: queryKeys.twoFactor });
    }
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { gcTime: GC_TIME_MS, retry: shouldRetry, retryDelay: retryDelayMs },
      // Mutations are not idempotent (sign-up, logout): never repeat them behind the person's back.
      mutations: { retry: false },
    },
  });
  return client;
}
