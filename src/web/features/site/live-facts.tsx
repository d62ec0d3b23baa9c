import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { LIVE_DATA_ID, type LiveSiteFacts } from '@/contracts/site';
import { parseLiveFacts } from './live-facts-guard';
import { reachedInApp } from './reached-in-app';

/**
 * What the build renders: no rating and no WhatsApp, so nothing on the pre-rendered page can be untrue; the photo
 * claims as the file being rendered (or hydrated) says (decision 0071).
 */
const nothingLive = (photoAnalysis: boolean): LiveSiteFacts => ({ ratings: null, whatsapp: false, photoAnalysis });

const LiveFactsContext = createContext<LiveSiteFacts>(nothingLive(false));

export const useLiveFacts = () => useContext(LiveFactsContext);

let read: LiveSiteFacts | null = null;
/** The server's answer embedded in this page, read once (a stable snapshot). */
export function embeddedLiveFacts(): LiveSiteFacts {
  if (read) return read;
  let parsed: LiveSiteFacts | null = null;
  try {
    parsed = parseLiveFacts(JSON.parse(document.getElementById(LIVE_DATA_ID)?.textContent ?? 'null'));
  } catch {
    // A page without the server's answer (a partial build) says nothing it cannot back.
  }
  read = parsed ?? nothingLive(false);
  return read;
}

const subscribeNever = () => () => {};

/**
 * The server's real rating and channels at serve time (decision 0041). The
 * first render (the build's, and hydration's) has none but the photo claims of the file, so hydration matches
 * the HTML; React renders again with the page's figures right after.
 */
export function LiveFactsProvider({ photoAnalysis, children }: { photoAnalysis: boolean; children: ReactNode }) {
  const first = useMemo(() => nothingLive(photoAnalysis), [photoAnalysis]);
  const facts = useSyncExternalStore(subscribeNever, embeddedLiveFacts, () => first);
  useEffect(() => {
    // Reached by a link inside the app, the page has no server facts and would promise nothing of what this server
    // does (or contradict the hero a direct visit shows): ask the server for its page instead (decision 0071).
    if (!document.getElementById(LIVE_DATA_ID) && reachedInApp()) window.location.replace(window.location.href);
  }, []);
  return <LiveFactsContext.Provider value={facts}>{children}</LiveFactsContext.Provider>;
}
