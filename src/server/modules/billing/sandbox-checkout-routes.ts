import { Hono } from 'hono';
import { z } from 'zod';
import { billingMessages, sandboxPaymentSchema, type SandboxCheckout } from '../../../contracts/billing';
import { localDate } from '../../../domain/calendar/sao-paulo';
import { SandboxCheckoutError, type SandboxProvider } from '../../adapters/payments/sandbox/sandbox-provider';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { notFound } from '../../http/not-found';
import { requireSession } from '../../http/session';
import { readJson, validate } from '../../http/validate';
import type { Executor } from '../../db/client';
import { loadSubscription } from './subscription-repository';

const checkoutId = z.uuid({ error: 'Sessão de pagamento inválida.' });

/**
 * The sandbox provider's hosted checkout, served by our app (test mode only).
 * A session belongs to the person who opened it; everyone else gets a 404.
 */
export function sandboxCheckoutRoutes(deps: { db: Executor; clock: () => Date }, sandbox: SandboxProvider) {
  const checkoutOf = async (id: string, userId: string) => {
    const checkout = await sandbox.getCheckout(validate(checkoutId, id), userId);
    if (!checkout) throw notFound('checkout');
    return checkout;
  };

  return new Hono<AppEnv>()
    .get('/checkouts/:id', async (c) => {
      const { user } = requireSession(c);
      const checkout = await checkoutOf(c.req.param('id'), user.id);
      const row = (await loadSubscription(deps.db, user.id))?.row;
      const updatingCard = row?.pendingRef === checkout.id && row.pendingKind === 'update_card';
      const body: SandboxCheckout = {
        id: checkout.id,
        kind: updatingCard ? 'update_card' : 'subscribe',
        amountCents: checkout.amountCents,
        firstChargeAt: checkout.firstChargeAt?.toISOString() ?? null,
        expiresAt: checkout.expiresAt.toISOString(),
        completed: checkout.completedAt !== null,
      };
      c.header('Cache-Control', 'no-store');
      return c.json(body);
    })
    .post('/checkouts/:id', async (c) => {
      const { user } = requireSession(c);
      const checkout = await checkoutOf(c.req.param('id'), user.id);
      const card = await readJson(c, sandboxPaymentSchema(localDate(deps.clock())));
      try {
        return c.json(await sandbox.payCheckout(checkout.id, user.id, card));
      } catch (error) {
        if (!(error instanceof SandboxCheckoutError)) throw error;
        if (error.reason === 'declined') {
          throw new AppError(402, 'card_declined', billingMessages.cardDeclined, {
            cardNumber: billingMessages.cardDeclined,
          });
        }
        if (error.reason === 'expired') throw new AppError(410, 'checkout_expired', billingMessages.checkoutExpired);
        throw notFound('checkout');
      }
    });
}
