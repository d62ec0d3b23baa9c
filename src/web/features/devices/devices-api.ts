import { authApi } from '@/contracts/api-routes/account';
import { devicesApi } from '@/contracts/api-routes/settings';
import { api } from '@/web/lib/api-client';

export const fetchRememberedDevices = () => api(devicesApi.list);

export const forgetDevice = (id: string) => api(devicesApi.forget, { params: { id } });

export const reportNotMe = (token: string) => api(authApi.notMe, { body: { token } });
