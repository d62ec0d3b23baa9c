import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { Spinner } from '@/web/ui/spinner';
import { useOnline } from './online-status';
import { bootedFromCacheAt } from './persisted-queries';

/** The queries the first screen shows from the copy: until each has an answer from after the start, it is "last known". */
const SHOWN_FROM_COPY = [['me'], ['stats', 'day']] as const;

/**
 * What the screen opened from the copy is waiting for: `refreshing` while a query on screen (one with observers)
 * shows data from the copy that the server has not answered again since the app opened; `unreachable` when such a
 * query's last try since then failed and none is being tried now (the phone said online, the server did not answer:
 * "atualizando…" stayed forever, issue 25); null when everything shown came from the server.
 */
export function copyState(client: QueryClient, since: number | null): 'refreshing' | 'unreachable' | null {
  if (since === null) return null;
  const stale = SHOWN_FROM_COPY.map((key) => client.getQueryCache().find({ queryKey: key, exact: true })).filter(
    (query) =>
      query !== undefined &&
      query.getObserversCount() > 0 &&
      query.state.data !== undefined &&
      query.state.dataUpdatedAt < since,
  );
  if (stale.length === 0) return null;
  const failed = stale.every((query) => query!.state.fetchStatus === 'idle' && query!.state.errorUpdatedAt >= since);
  return failed ? 'unreachable' : 'refreshing';
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
  const state = useSyncExternalStore(subscribe, () => copyState(client, bootedFromCacheAt()));
  if (!online || state === null) return null;
  return (
    <p
      role="status"
      className="fixed top-[4.5rem] right-3 z-20 flex items-center gap-1.5 rounded-full bg-white/95 px-3 py-1 text-xs text-slate-700 shadow-sm ring-1 ring-slate-200"
    >
      {state === 'refreshing' ? (
        <>
          <Spinner className="size-3.5 text-brand-700" />
          atualizando…
        </>
      ) : (
        <>
          {/* Short: the pill sits over the page's first line on a phone. */}
          Sem resposta do servidor.
          <button
            type="button"
            className="font-semibold text-brand-800 underline"
            onClick={() => void client.refetchQueries({ type: 'active' })}
          >
            Tentar de novo
          </button>
        </>
      )}
    </p>
  );
}
