import { test as base } from '@playwright/test';
import { pinnedNow } from '../../src/server/test/pinned-now';

/**
 * The journeys' `test`: with NUTRI_TEST_NOW set, the app server's test clock
 * starts at that instant (start-app.mjs passes it on) and every page's clock
 * is installed at the server's time before the journey begins, so the browser
 * and the server agree on "today". Unset, pages run on the real clock.
 * docs/decisions/0021-tests-independent-of-the-date.md
 */
export const test = base.extend<{ pinnedBrowserClock: void }>({
  pinnedBrowserClock: [
    async ({ page }, use) => {
      if (pinnedNow()) {
        const res = await page.request.get('/api/pricing');
        const { serverNow } = (await res.json()) as { serverNow: string };
        await page.clock.install({ time: new Date(serverNow) });
      }
      await use();
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
