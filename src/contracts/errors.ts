import { z } from 'zod';

/** The uniform error body of every 4xx/5xx answer (see shared/API.md). */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Every error code the API answers with; the web app may branch on these. */
export const errorCodes = [
  'validation_failed',
  'invalid_json',
  'payload_too_large',
  'unauthenticated',
  'forbidden_origin',
  'not_found',
  'email_taken',
  'invalid_credentials',
  'too_many_attempts',
  'invalid_reset_token',
  'consents_required',
  'oauth_not_configured',
  'oauth_failed',
  // Billing (decision 0009)
  'premium_required',
  'already_subscribed',
  'nothing_to_cancel',
  'nothing_to_resume',
  'no_subscription',
  'card_declined',
  'checkout_expired',
  'payment_provider_unavailable',
  'invalid_signature',
  // Chat (decision 0016)
  'too_many_messages',
  'assistant_unavailable',
  'assistant_timeout',
  'already_answered',
  'action_already_done',
  // Settings, data rights and help centre
  'wrong_password',
  'too_many_requests',
  'my_foods_full',
  'my_food_name_taken',
  'access_tokens_full',
  'account_not_deleted',
  'internal_error',
  // Photos (decision 0013)
  'unsupported_image',
  'invalid_image',
  'image_too_large',
  'too_many_uploads',
  'photo_limit_reached',
  'storage_unavailable',
  // Barcode (Open Food Facts)
  'barcode_not_found',
  'barcode_lookup_unavailable',
  // Retried creates from the offline queue (decision 0030)
  'idempotency_key_invalid',
  'idempotency_key_reused',
  // WhatsApp channel (decision 0032)
  'whatsapp_off',
  'whatsapp_not_linked',
  'invalid_verify_token',
  // The app's own ratings (decision 0041)
  'rating_not_open',
  // Two-factor sign-in and sign-in alerts (decision 0042)
  'invalid_code',
  'code_already_used',
  'second_factor_required',
  'sign_in_expired',
  'two_factor_already_on',
  'two_factor_off',
  'invalid_alert_token',
  // The health-data consent (decision 0046)
  'health_consent_required',
  'health_consent_given',
  'health_consent_not_given',
  // Passkeys (decision 0052)
  'passkey_invalid',
  'passkey_expired',
  'passkey_unknown',
  'passkey_already_added',
  'passkeys_full',
  // The meal plan (decision 0048)
  'profile_required',
  'needs_professional',
  'plan_infeasible',
  'plan_edit_infeasible',
  'food_not_allowed',
  // Web Push and reminders (decision 0049)
  'push_off',
  'push_endpoint_refused',
  'invalid_unsubscribe_token',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** What the server writes: `apiErrorSchema` with `code` narrowed to the union and `message` always pt-BR. */
export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
}

/** Turns zod issues into `{ field: first message }`, the shape of `error.fields`. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}
