// Open Food Facts on loopback for the barcode journeys (run with tsx as a Playwright webServer; the app
// gets OPEN_FOOD_FACTS_URL pointing here). The product API v2 as src/server/test/fake-open-food-facts.ts
// speaks it, with the products below and its codes that misbehave (slow, not JSON, 500).
import { FAKE_OFF, startFakeOpenFoodFacts } from '../../src/server/test/fake-open-food-facts';
import { E2E_PRODUCTS } from './barcode-products';

const port = Number(process.env.FAKE_OFF_PORT ?? 3104);
// Later than the app's 5 s timeout (src/server/adapters/open-food-facts), so the slow code times out.
const fake = await startFakeOpenFoodFacts(E2E_PRODUCTS, { port, slowMs: 6_000 });
console.log(`fake Open Food Facts at ${fake.url} (lento: ${FAKE_OFF.slowCode})`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
