import { notMeAnswerSchema, rememberedDevicesSchema } from '@/contracts/devices';
import { apiRequest } from '@/web/lib/api-client';

export const fetchRememberedDevices = () =>
  apiRequest('GET', '/api/settings/devices', { schema: rememberedDevicesSchema });

export const forgetDevice = (id: string) => apiRequest('DELETE', `/api/settings/devices/${encodeURIComponent(id)}`);

export const reportNotMe = (token: string) =>
  apiRequest('POST', '/api/auth/not-me', { body: { token }, schema: notMeAnswerSchema });
