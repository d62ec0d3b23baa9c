// The fake WhatsApp Graph API for the browser journeys, on E2E_FAKE_WHATSAPP_PORT (loopback only).
import { startFakeWhatsappGraph } from '../../src/server/test/fake-whatsapp-graph';
import { E2E_WHATSAPP } from './whatsapp-settings';

const fake = await startFakeWhatsappGraph({
  phoneNumberId: E2E_WHATSAPP.phoneNumberId,
  accessToken: E2E_WHATSAPP.accessToken,
  port: Number(process.env.E2E_FAKE_WHATSAPP_PORT),
});
process.on('SIGTERM', () => void fake.close().then(() => process.exit(0)));
