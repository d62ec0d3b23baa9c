import { z } from 'zod';

/** The health-data consent's messages (decision 0046); the server answers with the same words. */
export const healthConsentMessages = {
  required: 'Para registrar dados de saúde, autorize o Nutri a tratá-los',
  /** The 403 of a health-data write without the consent (meals, analysis, photos, chat, water, weight). */
  refused:
    'Você retirou (ou ainda não deu) a autorização para o Nutri tratar seus dados de saúde. Para registrar refeições, análises, conversas, água e peso, autorize em Configurações → Privacidade.',
  alreadyGiven: 'A autorização para tratar dados de saúde já está dada.',
  notGiven: 'Não há autorização para tratar dados de saúde a retirar.',
} as const;

/** POST /api/settings/health-consent: the box, ticked. */
export const healthConsentGiveSchema = z.object({
  consent: z.literal(true, { error: healthConsentMessages.required }),
});

/** GET /api/settings/health-consent and the answer of giving or withdrawing it. */
export const healthConsentStatusSchema = z.object({
  given: z.boolean(),
  version: z.string(),
  /** When the current version was (last) given; null if never. */
  acceptedAt: z.string().nullable(),
  /** When it was withdrawn; null while given or never given. */
  withdrawnAt: z.string().nullable(),
});
export type HealthConsentStatus = z.infer<typeof healthConsentStatusSchema>;
