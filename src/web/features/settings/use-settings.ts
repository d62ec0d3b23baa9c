import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Me } from '@/contracts/me';
import { queryKeys } from '@/web/lib/query-keys';
import { fetchSettings } from './settings-api';

export function useSettings() {
  return useQuery({ queryKey: queryKeys.settings, queryFn: fetchSettings, staleTime: 30_000 });
}

/** After a change that returns the new `Me`: the top bar, the dashboard and the settings re-read it. */
export function useApplyMe() {
  const queryClient = useQueryClient();
  return (me: Me) => {
    queryClient.setQueryData(queryKeys.me, me);
    void queryClient.invalidateQueries({ queryKey: queryKeys.settings });
    void queryClient.invalidateQueries({ queryKey: queryKeys.stats });
  };
}
