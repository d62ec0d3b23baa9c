import { Hono } from 'hono';
import { z } from 'zod';
import {
  mealPlanCreateSchema,
  mealPlanLockSchema,
  mealPlanLogSchema,
  mealPlanSwapSchema,
  shoppingCheckSchema,
} from '../../../contracts/meal-plans';
import { planDocument } from '../../../domain/meal-plan/plan-document';
import { shoppingList } from '../../../domain/meal-plan/shopping-list';
import { planPdf } from '../../adapters/pdf/plan-pdf';
import type { AppEnv } from '../../http/app-env';
import { notFound } from '../../http/not-found';
import { requireSession } from '../../http/session';
import { readJson } from '../../http/validate';
import { requireEntitlement } from '../billing/require-entitlement';
import type { Deps } from '../deps';
import { createMealPlan } from './create-meal-plan';
import { currentPlanOrNotFound, editMealPlan, listSubstitutions } from './edit-meal-plan';
import { logPlannedMeal } from './log-planned-meal';
import { updatePlan } from './meal-plan-repository';
import { mealPlanDto, shoppingListDto } from './plan-dto';

const index = z.coerce.number().int().min(0).max(50);
const dayParams = z.object({ day: index });
const mealParams = z.object({ day: index, meal: index });
const itemParams = z.object({ day: index, meal: index, item: index });

/** Positions in the URL are 0-based (day 0 = the plan's first date); a malformed one is a 404, like a missing one. */
function params<S extends z.ZodType>(schema: S, raw: Record<string, string>): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw notFound('planItem');
  return parsed.data;
}

/**
 * /api/meal-plans ("Plano alimentar", decision 0048): the session person's own plans only. A Premium
 * feature like the chat: every route needs the trial or a subscription (402 after), the plan's reading
 * included, since the plan is the product.
 */
export function mealPlanRoutes(deps: Deps) {
  const premium = requireEntitlement(deps, 'meal_plan');
  const current = '/current/days/:day/meals/:meal';
  return new Hono<AppEnv>()
    .use('*', premium)
    .post('/', async (c) => {
      const { user } = requireSession(c);
      const input = await readJson(c, mealPlanCreateSchema);
      return c.json(mealPlanDto(await createMealPlan(deps, user.id, input)), 201);
    })
    .get('/current', async (c) => {
      const { user } = requireSession(c);
      return c.json(mealPlanDto(await currentPlanOrNotFound(deps, user.id)));
    })
    .post('/current/days/:day/regenerate', async (c) => {
      const { user } = requireSession(c);
      const { day } = params(dayParams, c.req.param());
      return c.json(mealPlanDto(await editMealPlan(deps, user.id, { kind: 'day', day })));
    })
    .post(`${current}/regenerate`, async (c) => {
      const { user } = requireSession(c);
      const at = params(mealParams, c.req.param());
      return c.json(mealPlanDto(await editMealPlan(deps, user.id, { kind: 'meal', at })));
    })
    .post(`${current}/log`, async (c) => {
      const { user } = requireSession(c);
      const at = params(mealParams, c.req.param());
      const { eatenAt } = await readJson(c, mealPlanLogSchema);
      return c.json(await logPlannedMeal(deps, user.id, at, eatenAt ?? deps.clock().toISOString()), 201);
    })
    .get(`${current}/items/:item/substitutions`, async (c) => {
      const { user } = requireSession(c);
      const at = params(itemParams, c.req.param());
      const options = await listSubstitutions(deps, user.id, at);
      return c.json({
        options: options.map(({ figures, ...option }) => ({ ...option, nutrients: figures })),
      });
    })
    .post(`${current}/items/:item/swap`, async (c) => {
      const { user } = requireSession(c);
      const at = params(itemParams, c.req.param());
      const { foodId } = await readJson(c, mealPlanSwapSchema);
      return c.json(mealPlanDto(await editMealPlan(deps, user.id, { kind: 'swap', at, foodId })));
    })
    .patch(`${current}/items/:item`, async (c) => {
      const { user } = requireSession(c);
      const at = params(itemParams, c.req.param());
      const { locked } = await readJson(c, mealPlanLockSchema);
      return c.json(mealPlanDto(await editMealPlan(deps, user.id, { kind: 'lock', at, locked })));
    })
    .get('/current/pdf', async (c) => {
      // "Baixar PDF": the week and its shopping list, made on the server from the stored plan.
      const { user } = requireSession(c);
      const stored = await currentPlanOrNotFound(deps, user.id);
      const bytes = await planPdf(planDocument(stored.plan, shoppingList(stored.plan.days, deps.foods.catalog)));
      return c.body(bytes.slice().buffer, 200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="plano-alimentar-${stored.plan.startDate}.pdf"`,
        'cache-control': 'private, no-store',
      });
    })
    .get('/current/shopping-list', async (c) => {
      const { user } = requireSession(c);
      const stored = await currentPlanOrNotFound(deps, user.id);
      return c.json(shoppingListDto(shoppingList(stored.plan.days, deps.foods.catalog), stored.checked));
    })
    .put('/current/shopping-list/checked', async (c) => {
      const { user } = requireSession(c);
      const { key, checked } = await readJson(c, shoppingCheckSchema);
      const stored = await currentPlanOrNotFound(deps, user.id);
      const sections = shoppingList(stored.plan.days, deps.foods.catalog);
      if (!sections.some((section) => section.items.some((item) => item.key === key))) throw notFound('planItem');
      const next = new Set(stored.checked);
      if (checked) next.add(key);
      else next.delete(key);
      const saved = await updatePlan(deps.db, stored, { checked: [...next] }, deps.clock());
      return c.json(shoppingListDto(sections, saved.checked));
    });
}
