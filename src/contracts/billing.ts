import { z } from 'zod';
import {
  cardBrands,
  cardDigits,
  detectBrand,
  hasValidLength,
  isExpired,
  parseExpiry,
  passesLuhn,
} from '../domain/billing/cards';
import { premiumFeatures, type PremiumFeature } from '../domain/billing/entitlements';
import { findTestCard } from '../domain/billing/test-cards';
import { subscriptionStatuses } from './me';

export const paymentProviders = ['sandbox', 'mercadopago'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

export const cardSchema = z.object({ brand: z.enum(cardBrands), last4: z.string() });

/**
 * GET /api/billing/subscription: the fields of shared/API.md plus what the
 * settings screen shows. `priceCents` is the locked price of the current
 * subscription, or what subscribing now would cost.
 */
export const subscriptionSchema = z.object({
  status: z.enum(subscriptionStatuses),
  trialEndsAt: z.string(),
  currentPeriodEndsAt: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  priceCents: z.number().int(),
  card: cardSchema.nullable(),
  regularPriceCents: z.number().int(),
  /** `priceCents` is the launch price (locked while the subscription continues). */
  launchPrice: z.boolean(),
  /** A card is on file and the subscription has not ended. */
  subscribed: z.boolean(),
  /** Subscribed after the trial, first charge not confirmed yet. */
  awaitingFirstCharge: z.boolean(),
  nextChargeAt: z.string().nullable(),
  /** Premium access ends at this instant unless a charge goes through (null: no access). */
  accessEndsAt: z.string().nullable(),
  provider: z.enum(paymentProviders),
  entitlements: z.object({
    premium: z.boolean(),
    features: z.record(z.enum(premiumFeatures), z.boolean()),
    historyDays: z.number().int().nullable(),
  }),
});
export type SubscriptionView = z.infer<typeof subscriptionSchema>;

/** POST /api/billing/subscribe and /api/billing/card: where to send the person (the provider's hosted checkout). */
export const checkoutSchema = z.object({ checkoutUrl: z.string() });

export const invoiceStatuses = ['paid', 'failed', 'pending'] as const;
export const invoiceSchema = z.object({
  id: z.string(),
  status: z.enum(invoiceStatuses),
  amountCents: z.number().int(),
  createdAt: z.string(),
  periodEndsAt: z.string().nullable(),
  card: cardSchema.nullable(),
});
export const invoicesSchema = z.object({ items: z.array(invoiceSchema) });
export type Invoice = z.infer<typeof invoiceSchema>;

/** The test-mode checkout session (sandbox provider only). */
export const sandboxCheckoutSchema = z.object({
  id: z.string(),
  kind: z.enum(['subscribe', 'update_card']),
  amountCents: z.number().int(),
  /** Null: charged as soon as the card is accepted (subscribing after the trial). */
  firstChargeAt: z.string().nullable(),
  expiresAt: z.string(),
  completed: z.boolean(),
});
export type SandboxCheckout = z.infer<typeof sandboxCheckoutSchema>;
export const sandboxPaymentResultSchema = z.object({ returnUrl: z.string() });

export const billingMessages = {
  cardNumberRequired: 'Informe o número do cartão',
  cardNumberInvalid: 'Número de cartão inválido',
  cardBrandUnsupported: 'Aceitamos Visa, Mastercard, Elo e American Express',
  notATestCard: 'Modo de teste: use um dos cartões de teste listados. Cartões reais não são aceitos aqui.',
  expiryInvalid: 'Informe a validade no formato MM/AA',
  expired: 'Cartão vencido',
  cvcInvalid: 'Código de segurança inválido',
  holderRequired: 'Informe o nome impresso no cartão',
  cardDeclined: 'Pagamento recusado pelo emissor do cartão. Tente outro cartão.',
  checkoutExpired: 'Esta sessão de pagamento expirou. Volte às configurações e comece de novo.',
  alreadySubscribed: 'Você já tem uma assinatura Premium.',
  nothingToCancel: 'Não há assinatura para cancelar.',
  nothingToResume: 'Não há cancelamento para desfazer.',
  noSubscription: 'Você ainda não tem uma assinatura Premium.',
  providerUnavailable: 'O provedor de pagamentos não respondeu. Tente novamente em instantes.',
  invalidSignature: 'Assinatura do webhook inválida.',
} as const;

const featureNames: Record<PremiumFeature, string> = {
  photo_analysis: 'as análises de refeição por foto',
  chat: 'o chat com a nutricionista virtual',
  full_stats: 'as estatísticas completas',
  full_history: 'o histórico completo',
  meal_plan: 'o plano alimentar',
};

/** The paywall's sentence (402 premium_required and the web Paywall). */
export function premiumRequiredMessage(feature: PremiumFeature): string {
  return `Seu teste grátis terminou. Assine o Premium para usar ${featureNames[feature]}.`;
}

/**
 * The test-mode card form. `today` is the São Paulo date (expiry check).
 * Real card numbers fail here on purpose: only the documented test numbers pass.
 */
export function sandboxPaymentSchema(today: string) {
  return z
    .object({
      cardNumber: z.string({ error: billingMessages.cardNumberRequired }).min(1, billingMessages.cardNumberRequired),
      expiry: z.string({ error: billingMessages.expiryInvalid }),
      cvc: z.string({ error: billingMessages.cvcInvalid }),
      holderName: z
        .string({ error: billingMessages.holderRequired })
        .trim()
        .min(2, billingMessages.holderRequired)
        .max(80, billingMessages.holderRequired),
    })
    .superRefine((value, ctx) => {
      const digits = cardDigits(value.cardNumber);
      const brand = detectBrand(digits);
      if (!/^\d+$/.test(digits) || !passesLuhn(digits)) {
        ctx.addIssue({ code: 'custom', path: ['cardNumber'], message: billingMessages.cardNumberInvalid });
      } else if (!brand) {
        ctx.addIssue({ code: 'custom', path: ['cardNumber'], message: billingMessages.cardBrandUnsupported });
      } else if (!hasValidLength(digits, brand)) {
        ctx.addIssue({ code: 'custom', path: ['cardNumber'], message: billingMessages.cardNumberInvalid });
      } else if (!findTestCard(digits)) {
        ctx.addIssue({ code: 'custom', path: ['cardNumber'], message: billingMessages.notATestCard });
      }
      const expiry = parseExpiry(value.expiry);
      if (!expiry) ctx.addIssue({ code: 'custom', path: ['expiry'], message: billingMessages.expiryInvalid });
      else if (isExpired(expiry, today))
        ctx.addIssue({ code: 'custom', path: ['expiry'], message: billingMessages.expired });
      const cvcLength = brand === 'amex' ? 4 : 3;
      if (!new RegExp(`^\\d{${cvcLength}}$`).test(value.cvc.trim())) {
        ctx.addIssue({ code: 'custom', path: ['cvc'], message: billingMessages.cvcInvalid });
      }
    });
}
export type SandboxPaymentInput = z.input<ReturnType<typeof sandboxPaymentSchema>>;
