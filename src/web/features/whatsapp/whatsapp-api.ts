import { whatsappApi } from '@/contracts/api-routes/channels';
import { api } from '@/web/lib/api-client';

export const fetchWhatsapp = () => api(whatsappApi.status);

export const createLinkCode = () => api(whatsappApi.linkCode);

export const unlinkWhatsapp = () => api(whatsappApi.unlink);

export const saveWhatsappReminders = (reminders: boolean) => api(whatsappApi.reminders, { body: { reminders } });
