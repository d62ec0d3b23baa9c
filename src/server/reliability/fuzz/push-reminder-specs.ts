import type { EndpointSpec } from './endpoint-specs';

/** Web Push, reminders and the weekly review for the fuzz (decision 0049): push endpoints on a closed loopback port. */
export function pushAndReminderSpecs(): Record<string, EndpointSpec> {
  return {
    'GET /api/push/public-key': {},
    'GET /api/push/subscriptions': {},
    'POST /api/push/subscriptions': {
      body: {
        endpoint: 'http://127.0.0.1:9/push/fuzz',
        keys: {
          p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
        deviceName: 'Chrome no Linux',
      },
    },
    'DELETE /api/push/subscriptions/:id': {
      params: { id: ['00000000-0000-4000-8000-000000000000', '6f1c2b0e-3d4a-4b5c-8d6e-7f8091a2b3c4'] },
    },
    'POST /api/push/test': { body: {} },
    'GET /api/reminders/settings': {},
    'PUT /api/reminders/settings': {
      body: {
        channels: {
          meal: { push: true, email: false },
          water: { push: true, email: false },
          weekly: { push: true, email: true },
        },
        mealTimes: { almoco: '12:30' },
        quietFrom: '22:00',
        quietTo: '07:00',
        dailyCap: 4,
      },
    },
    'GET /api/reminders/unsubscribe': { session: 'none', query: { t: 'token-invalido' } },
    'POST /api/reminders/unsubscribe': { session: 'none', query: { t: 'token-invalido' } },
    'GET /api/weekly-review': { query: { semana: '2026-11-16' } },
  };
}
