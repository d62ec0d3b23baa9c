import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/web/lib/query-keys';
import { fetchTwoFactorStatus } from './two-factor-api';

/**
 * The person's two-factor status. Read again every minute while it says
 * "fresh", so the "Confirme com o código" box comes back when the 10 minutes end.
 */
export function useTwoFactor() {
  return useQuery({
    queryKey: queryKeys.twoFactor,
    queryFn: fetchTwoFactorStatus,
    refetchInterval: (query) => (query.state.data?.fresh ? 60_000 : false),
  });
}
