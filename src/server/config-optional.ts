import { z } from 'zod';

/**
 * Optional variables for config.ts and its config-*.ts parts: an empty value ("KEY=" left blank in a
 * .env file or a compose file) counts as unset, not as an invalid URL or an empty secret.
 */
export const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();
export const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();
