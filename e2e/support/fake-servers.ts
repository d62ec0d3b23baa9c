// The browser journeys' three fakes in one process, each on its own port (run with tsx as one Playwright webServer;
// one tsx start instead of three, issue #31): the OpenAI-compatible vision model (src/server/test/fake-openai.ts,
// it names a Brazilian lunch on any photo), the WhatsApp Graph API (e2e/whatsapp.spec.ts reads what it sent at
// /_sent) and Open Food Facts' product API v2 with the barcode journeys' products and the codes that misbehave.
// Playwright waits for the vision model's port, so that one starts last: when it answers, the others already do.
import { startFakeOpenAI } from '../../src/server/test/fake-openai';
import { FAKE_OFF, startFakeOpenFoodFacts } from '../../src/server/test/fake-open-food-facts';
import { startFakeWhatsappGraph } from '../../src/server/test/fake-whatsapp-graph';
import { E2E_PRODUCTS } from './barcode-products';
import { E2E_OFF_SLOW_MS } from './e2e-timeouts';
import { FAKE_AI_PORT, FAKE_OFF_PORT, FAKE_WHATSAPP_PORT } from './ports';
import { E2E_WHATSAPP } from './whatsapp-settings';

const whatsapp = await startFakeWhatsappGraph({
  phoneNumberId: E2E_WHATSAPP.phoneNumberId,
  accessToken: E2E_WHATSAPP.accessToken,
  port: FAKE_WHATSAPP_PORT,
});
const openFoodFacts = await startFakeOpenFoodFacts(E2E_PRODUCTS, { port: FAKE_OFF_PORT, slowMs: E2E_OFF_SLOW_MS });
const ai = await startFakeOpenAI({ port: FAKE_AI_PORT, apiKey: 'nutri-e2e-ai' });
console.log(
  `fakes: OpenAI em ${ai.baseUrl}, WhatsApp na porta ${FAKE_WHATSAPP_PORT}, ` +
    `Open Food Facts em ${openFoodFacts.url} (lento: ${FAKE_OFF.slowCode})`,
);
const stop = () => void Promise.all([ai.close(), whatsapp.close(), openFoodFacts.close()]).then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
