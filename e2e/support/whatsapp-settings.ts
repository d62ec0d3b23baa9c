/** The WhatsApp settings of the journeys' app server and its fake Graph API (playwright.config.ts). */
export const E2E_WHATSAPP = {
  phoneNumberId: '1029384756',
  accessToken: 'token-e2e',
  appSecret: 'segredo-do-app-e2e',
  verifyToken: 'verifica-e2e',
  businessNumber: '+5511999990000',
};
