import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { copyState } from './refresh-status';

/** A client with the day's figures from the copy (saved at `savedAt`), shown on screen (one observer). */
function shownFromCopy(savedAt: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['stats', 'day'], { energyKcal: 500 }, { updatedAt: savedAt });
  const observer = new QueryObserver(client, { queryKey: ['stats', 'day'], enabled: false });
  observer.subscribe(() => {});
  return { client, query: client.getQueryCache().find({ queryKey: ['stats', 'day'], exact: true })! };
}

describe('the note over a screen opened from the copy', () => {
  const since = 1_000_000;

  it('says "atualizando" while the server has not answered again, and nothing once it has', () => {
    const { client, query } = shownFromCopy(since - 60_000);
    expect(copyState(client, since)).toBe('refreshing');
    query.setState({ fetchStatus: 'fetching' });
    expect(copyState(client, since)).toBe('refreshing');
    query.setState({ fetchStatus: 'idle', dataUpdatedAt: since + 500 });
    expect(copyState(client, since)).toBeNull();
  });

  it('says the server did not answer when the try since opening failed, never "atualizando" forever (issue 25)', () => {
    const { client, query } = shownFromCopy(since - 60_000);
    query.setState({ status: 'error', fetchStatus: 'idle', errorUpdatedAt: since + 3_000, error: new Error('rede') });
    expect(copyState(client, since)).toBe('unreachable');
    // Tried again ("Tentar de novo", focus, reconnect): refreshing until it answers or fails again.
    query.setState({ fetchStatus: 'fetching' });
    expect(copyState(client, since)).toBe('refreshing');
  });

  it('says nothing when the app did not open from the copy', () => {
    const { client } = shownFromCopy(since - 60_000);
    expect(copyState(client, null)).toBeNull();
  });
});
