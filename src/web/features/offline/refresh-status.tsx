import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { Spinner } from '@/web/ui/spinner';
import { useOnline } from './online-status';
import { bootedFromCacheAt } from './persisted-queries';

/** The queries the first screen shows from the copy: until each has an answer from after the start, it is "last known". */
const SHOWN_FROM_COPY = [['me'], ['stats', 'day']] as const;

/**
 * True while a query on screen (one with observers) shows data from the copy that the server has not answered
 * again since the app opened.
 */
export function stillFromCopy(client: QueryClient, since: number | null): boolean {
  if (since === null) return false;
  return SHOWN_FROM_COPY.some((key) => {
    const query = client.getQueryCache().find({ queryKey: key, exact: true });
    return (
      query !== undefined &&
      query.getObserversCount() > 0 &&
      query.state.data !== undefined &&
      query.state.dataUpdatedAt < since
    );
  });
}

/**
 * "Atualizando…" while the signed-in screen opened from the last known copy is being checked with the server
 * (decision 0030, addendum 2026-11-26). Fixed under the top bar so it never moves the figures when it goes.
 * Offline the "sem conexão" banner says it instead.
 */
export function RefreshStatus() {
  const client = useQueryClient();
  const online = useOnline();
  const subscribe = useCallback((onChange: () => void) => client.getQueryCache().subscribe(onChange), [client]);
  const fromCopy = useSyncExternalStore(subscribe, () => stillFromCopy(client, bootedFromCacheAt()));
  if (!online || !fromCopy) return null;
  return (
    <p
      role="status"
      className="fixed top-[4.5rem] right-3 z-20 flex items-center gap-1.5 rounded-full bg-white/95 px-3 py-1 text-xs text-slate-700 shadow-sm ring-1 ring-slate-200"
    >
      <Spinner className="size-3.5 text-brand-700" />
      atualizando…
    </p>
  );
}
