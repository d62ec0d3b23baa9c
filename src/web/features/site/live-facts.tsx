import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { LIVE_DATA_ID, type LiveSiteFacts } from '@/contracts/site';
import { parseLiveFacts } from './live-facts-guard';

/** What the build renders: no rating and no WhatsApp, so nothing on the pre-rendered page can be untrue. */
const NOTHING_LIVE: LiveSiteFacts = { ratings: null, whatsapp: false };

const LiveFactsContext = createContext<LiveSiteFacts>(NOTHING_LIVE);

export const useLiveFacts = () => useContext(LiveFactsContext);

/**
 * The server's real rating and channels at serve time (decision 0038), read
 * from the page once its script runs. The first render is the build's, so
 * hydration matches the HTML; the real figures follow in the next render.
 */
export function LiveFactsProvider({ children }: { children: ReactNode }) {
  const [facts, setFacts] = useState(NOTHING_LIVE);
  useEffect(() => {
    const text = document.getElementById(LIVE_DATA_ID)?.textContent;
    if (!text) return;
    try {
      const parsed = parseLiveFacts(JSON.parse(text));
      if (parsed) setFacts(parsed);
    } catch {
      // A page without the server's answer (a partial build) says nothing it cannot back.
    }
  }, []);
  return <LiveFactsContext.Provider value={facts}>{children}</LiveFactsContext.Provider>;
}
