/**
 * Ports of the browser journeys, from E2E_PORT/OIDC_PORT/E2E_DB_PORT so that
 * several people can run them at once on one machine. The photo journeys add
 * a fake vision model and a second app without one (the no-model path); the
 * WhatsApp journey a fake Graph API (E2E_FAKE_WHATSAPP_PORT), the barcode journeys a fake Open Food Facts
 * (E2E_FAKE_OFF_PORT); the journeys that move the server's clock two more apps (E2E_CLOCK_PORT, E2E_MOBILE_CLOCK_PORT,
 * with E2E_CLOCK_DB_PORT and E2E_MOBILE_CLOCK_DB_PORT).
 */
export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const OIDC_PORT = Number(process.env.OIDC_PORT ?? 3101);
export const DB_PORT = Number(process.env.E2E_DB_PORT ?? 55433);
export const FAKE_AI_PORT = Number(process.env.E2E_FAKE_AI_PORT ?? PORT + 2);
export const NO_AI_PORT = Number(process.env.E2E_NO_AI_PORT ?? PORT + 3);
export const FAKE_WHATSAPP_PORT = Number(process.env.E2E_FAKE_WHATSAPP_PORT ?? PORT + 4);
export const NO_AI_DB_PORT = Number(process.env.E2E_NO_AI_DB_PORT ?? DB_PORT + 1);
/** The barcode journeys' Open Food Facts (served by e2e/support/fake-servers.ts with the other fakes). */
export const FAKE_OFF_PORT = Number(process.env.E2E_FAKE_OFF_PORT ?? PORT + 5);

/**
 * The journeys that move the server's clock (tagged @clock) run on app servers of their own, one for the
 * desktop ones and one for the mobile ones, so the other journeys can run beside them
 * (docs/decisions/0035-parallel-journeys.md).
 */
export const CLOCK_PORT = Number(process.env.E2E_CLOCK_PORT ?? PORT + 6);
export const MOBILE_CLOCK_PORT = Number(process.env.E2E_MOBILE_CLOCK_PORT ?? PORT + 7);
export const CLOCK_DB_PORT = Number(process.env.E2E_CLOCK_DB_PORT ?? DB_PORT + 2);
export const MOBILE_CLOCK_DB_PORT = Number(process.env.E2E_MOBILE_CLOCK_DB_PORT ?? DB_PORT + 3);

/** The push journey's fake push service (started by e2e/push.spec.ts itself, on loopback). */
export const FAKE_PUSH_PORT = Number(process.env.E2E_FAKE_PUSH_PORT ?? PORT + 8);

export const baseURL = `http://localhost:${PORT}`;
export const noAiURL = `http://localhost:${NO_AI_PORT}`;
export const clockURL = `http://localhost:${CLOCK_PORT}`;
export const mobileClockURL = `http://localhost:${MOBILE_CLOCK_PORT}`;
