import { z } from 'zod';
import { weightLoggedSchema, weightSummarySchema } from '@/contracts/body';
import { localDate } from '@/domain/calendar/sao-paulo';
import { saveOrQueue } from '@/web/features/offline/save-or-queue';
import { apiRequest } from '@/web/lib/api-client';
import { formatDecimal, formatMl } from '@/web/lib/format';

const waterLoggedSchema = z.object({ ml: z.number(), date: z.string() });

/** A glass keeps the time it was drunk and a weight its day, however late the queue sends them (decision 0030). */
export const addWater = (userId: string, ml: number) =>
  saveOrQueue(
    { userId, kind: 'water', body: { ml, at: new Date().toISOString() }, label: `${formatMl(ml)} de água` },
    waterLoggedSchema,
  );
export const logWeight = (userId: string, weightKg: number) =>
  saveOrQueue(
    {
      userId,
      kind: 'weight',
      body: { weightKg, date: localDate(new Date()) },
      label: `Peso: ${formatDecimal(weightKg)} kg`,
    },
    weightLoggedSchema,
  );
export const getWeightSummary = () => apiRequest('GET', '/api/weights', { schema: weightSummarySchema });
