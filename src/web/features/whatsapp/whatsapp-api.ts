import { whatsappLinkCodeSchema, whatsappStatusSchema } from '@/contracts/whatsapp';
import { apiRequest } from '@/web/lib/api-client';

export const fetchWhatsapp = () => apiRequest('GET', '/api/whatsapp', { schema: whatsappStatusSchema });

export const createLinkCode = () => apiRequest('POST', '/api/whatsapp/link-code', { schema: whatsappLinkCodeSchema });

export const unlinkWhatsapp = () => apiRequest('DELETE', '/api/whatsapp/link', { schema: whatsappStatusSchema });

export const saveWhatsappReminders = (reminders: boolean) =>
  apiRequest('PUT', '/api/whatsapp/reminders', { body: { reminders }, schema: whatsappStatusSchema });
