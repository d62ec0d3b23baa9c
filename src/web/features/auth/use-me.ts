import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/web/lib/query-keys';
import { fetchMe } from './auth-api';

/**
 * The session as the server sees it. `data` is `Me`, `null` (no session) or
 * undefined while loading. Short staleness: guards read it on every screen
 * change and it must not hit the server each time.
 */
export function useMe() {
  return useQuery({ queryKey: queryKeys.me, queryFn: fetchMe, staleTime: 60_000 });
}
