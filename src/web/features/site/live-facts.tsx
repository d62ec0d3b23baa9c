import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { LIVE_DATA_ID, type LiveSiteFacts } from '@/contracts/site';
import { parseLiveFacts } from './live-facts-guard';

/** What the build renders: no rating and no WhatsApp, so nothing on the pre-rendered page can be untrue. */
const NOTHING_LIVE: LiveSiteFacts = { ratings: null, whatsapp: false };

const LiveFactsContext = createContext<LiveSiteFacts>(NOTHING_LIVE);

export const useLiveFacts = () => useContext(LiveFactsContext);

let read: LiveSiteFacts | null = null;
/** The server's answer embedded in this page, read once (a stable snapshot). */
function embeddedLiveFacts(): LiveSiteFacts {
  if (read) return read;
  let parsed: LiveSiteFacts | null = null;
  try {
    parsed = parseLiveFacts(JSON.parse(document.getElementById(LIVE_DATA_ID)?.textContent ?? 'null'));
  } catch {
    // A page without the server's answer (a partial build) says nothing it cannot back.
  }
  read = parsed ?? NOTHING_LIVE;
  return read;
}

const subscribeNever = () => () => {};

/**
 * The server's real rating and channels at serve time (decision 0041). The
 * first render (the build's, and hydration's) has none, so hydration matches
 * the HTML; React renders again with the page's figures right after.
 */
export function LiveFactsProvider({ children }: { children: ReactNode }) {
  const facts = useSyncExternalStore(subscribeNever, embeddedLiveFacts, () => NOTHING_LIVE);
  return <LiveFactsContext.Provider value={facts}>{children}</LiveFactsContext.Provider>;
}
