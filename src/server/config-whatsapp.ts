import { z } from 'zod';
import { optionalText } from './config-optional';

/**
 * The WhatsApp channel's part of the configuration (docs/decisions/0032-whatsapp-channel.md), read by
 * config.ts (the only reader of process.env): these variables join its schema, so a bad one is reported
 * at start together with the others. docs/configuration.md lists them.
 */

/** The Graph API with a pinned version (https://developers.facebook.com/docs/graph-api/changelog/). */
export const DEFAULT_WHATSAPP_API_URL = 'https://graph.facebook.com/v23.0';

/**
 * Where Meta serves received media: the Graph answer for a media id names a URL on
 * lookaside.fbsbx.com (https://developers.facebook.com/docs/whatsapp/cloud-api/reference/media,
 * "Retrieve Media URL"). The photo is fetched with the access token, so only from these hosts.
 */
export const DEFAULT_WHATSAPP_MEDIA_HOSTS = ['lookaside.fbsbx.com'];
const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;

// WhatsApp Business Cloud API: all four of WHATSAPP_REQUIRED, or the channel is off.
export const whatsappEnvSchema = z.object({
  WHATSAPP_API_URL: z
    .url('WHATSAPP_API_URL precisa ser um endereço http(s)')
    .refine((url) => /^https?:\/\//.test(url), 'WHATSAPP_API_URL precisa ser um endereço http(s)')
    .default(DEFAULT_WHATSAPP_API_URL),
  WHATSAPP_PHONE_NUMBER_ID: optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,32}$/, 'WHATSAPP_PHONE_NUMBER_ID é o número (só dígitos) do "Phone number ID" da Meta')
      .optional(),
  ),
  WHATSAPP_ACCESS_TOKEN: optionalText,
  WHATSAPP_APP_SECRET: optionalText,
  WHATSAPP_VERIFY_TOKEN: optionalText,
  // Shown in Settings ("envie o código para …") and used for the wa.me link; optional.
  WHATSAPP_BUSINESS_NUMBER: optionalText.pipe(
    z
      .string()
      .regex(/^\+?\d{8,15}$/, 'WHATSAPP_BUSINESS_NUMBER é o número do WhatsApp do Nutri, como +5511999990000')
      .optional(),
  ),
  WHATSAPP_REMINDER_TEMPLATE: z.string().trim().min(1).default('lembrete_refeicao'),
  WHATSAPP_TEMPLATE_LANGUAGE: z.string().trim().min(2).default('pt_BR'),
  // Hosts (host or host:port, comma-separated) the media download may reach; tests name their fake Graph.
  WHATSAPP_MEDIA_HOSTS: z
    .string()
    .default(DEFAULT_WHATSAPP_MEDIA_HOSTS.join(','))
    .transform((v) =>
      v
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().regex(HOST, 'WHATSAPP_MEDIA_HOSTS é uma lista de hosts separados por vírgula'))
        .min(1, 'WHATSAPP_MEDIA_HOSTS precisa de pelo menos um host'),
    ),
  WHATSAPP_JOB_INTERVAL_MS: z.coerce.number().int().min(200).max(600_000).default(2_000),
});

const WHATSAPP_REQUIRED = [
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_ACCESS_TOKEN',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
] as const;

/** The WhatsApp channel is all or nothing, like S3: a partial set is reported at start. */
export function whatsappSettings(e: z.output<typeof whatsappEnvSchema>) {
  const missing = WHATSAPP_REQUIRED.filter((name) => !e[name]);
  if (missing.length === WHATSAPP_REQUIRED.length) return null;
  if (missing.length > 0) {
    throw new Error(`Configuração inválida:\n  ${missing.join(', ')}: obrigatória(s) para ligar o canal do WhatsApp`);
  }
  return {
    apiUrl: e.WHATSAPP_API_URL,
    phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID!,
    accessToken: e.WHATSAPP_ACCESS_TOKEN!,
    appSecret: e.WHATSAPP_APP_SECRET!,
    verifyToken: e.WHATSAPP_VERIFY_TOKEN!,
    businessNumber: e.WHATSAPP_BUSINESS_NUMBER ?? null,
    reminderTemplate: e.WHATSAPP_REMINDER_TEMPLATE,
    templateLanguage: e.WHATSAPP_TEMPLATE_LANGUAGE,
    mediaHosts: e.WHATSAPP_MEDIA_HOSTS,
  };
}

export type WhatsappSettings = NonNullable<ReturnType<typeof whatsappSettings>>;
