import { auditLogApi } from '@/contracts/api-routes/settings';
import { api } from '@/web/lib/api-client';

export const fetchAuditLog = (page: number) => api(auditLogApi.page, { query: { page } });
