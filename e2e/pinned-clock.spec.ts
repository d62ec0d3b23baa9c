import { pinnedNow } from '../src/server/test/pinned-now';
import { serverNow } from './support/billing';
import { expect, test } from './support/test';

// Only in a run pinned with NUTRI_TEST_NOW (npm run test:instants): the server and the page agree on that time.
const pinned = pinnedNow();
test.skip(!pinned, 'só com NUTRI_TEST_NOW');

test('o servidor e a página seguem o instante fixado em NUTRI_TEST_NOW', async ({ page }) => {
  const runMs = 2 * 3_600_000; // the run started at the pinned instant and has been running since
  const server = (await serverNow(page)).getTime() - pinned!.getTime();
  expect(server).toBeGreaterThanOrEqual(0);
  expect(server).toBeLessThan(runMs);
  await page.goto('/');
  const browser = (await page.evaluate(() => Date.now())) - pinned!.getTime();
  expect(browser).toBeGreaterThanOrEqual(0);
  expect(browser).toBeLessThan(runMs);
});
