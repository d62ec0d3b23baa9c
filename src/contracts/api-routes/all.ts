import type { ApiRoute } from '../api-route';
import { authApi, meApi, publicApi, ratingsApi, testApi } from './account';
import { billingApi } from './billing';
import { chatApi, pushApi, remindersApi, weeklyReviewApi, whatsappApi } from './channels';
import { analysisApi, foodsApi, mealsApi, myFoodsApi, statsApi, waterApi, weightsApi } from './food-log';
import { mealPlansApi } from './meal-plans';
import {
  accessTokensApi,
  accountApi,
  auditLogApi,
  devicesApi,
  healthConsentApi,
  notificationsApi,
  passkeysApi,
  settingsApi,
  twoFactorApi,
} from './settings';

/**
 * The route table (decision 0060): every endpoint under /api, once. The web imports the group it needs (so each
 * screen's chunk carries only its contracts); this whole table is for the test that holds it equal to what the
 * server mounts (src/server/http/api-routes.api.test.ts).
 */
export const apiRoutes = {
  authApi,
  meApi,
  publicApi,
  ratingsApi,
  testApi,
  foodsApi,
  myFoodsApi,
  analysisApi,
  mealsApi,
  statsApi,
  waterApi,
  weightsApi,
  mealPlansApi,
  billingApi,
  settingsApi,
  twoFactorApi,
  passkeysApi,
  devicesApi,
  accessTokensApi,
  healthConsentApi,
  auditLogApi,
  notificationsApi,
  accountApi,
  chatApi,
  pushApi,
  remindersApi,
  weeklyReviewApi,
  whatsappApi,
};

/** Every entry as "METHOD /path", with the group and name it has in the table. */
export function listApiRoutes(): { key: string; name: string; route: ApiRoute }[] {
  return Object.entries(apiRoutes).flatMap(([group, routes]) =>
    Object.entries(routes as Record<string, ApiRoute>).map(([name, route]) => ({
      key: `${route.method} ${route.path}`,
      name: `${group}.${name}`,
      route,
    })),
  );
}
