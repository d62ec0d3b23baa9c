import { z } from 'zod';
import { CHAT_DEFAULT_RATE_LIMIT, CHAT_DEFAULT_RATE_WINDOW_MINUTES } from '../contracts/chat';

/**
 * The chat's part of the configuration, read by config.ts (still the only
 * reader of process.env) and kept in its own file so the AI variables shared
 * with photo analysis can be merged in one place. README lists them.
 */
const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const chatEnvSchema = z.object({
  AI_BASE_URL: optionalText.pipe(z.url().optional()),
  AI_API_KEY: optionalText,
  AI_CHAT_MODEL: optionalText,
  AI_CHAT_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
  CHAT_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(CHAT_DEFAULT_RATE_LIMIT),
  CHAT_RATE_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(CHAT_DEFAULT_RATE_WINDOW_MINUTES),
});

export interface ChatModelSettings {
  /** Any OpenAI-compatible API; null: the SDK's default (api.openai.com). */
  baseUrl: string | null;
  apiKey: string | null;
  model: string;
  /** Without a new token for this long, the reply is abandoned (message + retry). */
  timeoutMs: number;
}

export interface ChatSettings {
  rateLimit: number;
  rateWindowMs: number;
  /** null: the offline assistant (no model). */
  model: ChatModelSettings | null;
}

export const DEFAULT_CHAT_SETTINGS: ChatSettings = {
  rateLimit: CHAT_DEFAULT_RATE_LIMIT,
  rateWindowMs: CHAT_DEFAULT_RATE_WINDOW_MINUTES * 60_000,
  model: null,
};

/** Returns the settings, or the pt-BR problems to report at start. */
export function chatSettingsFrom(env: NodeJS.ProcessEnv): { settings: ChatSettings } | { problems: string[] } {
  const parsed = chatEnvSchema.safeParse(env);
  if (!parsed.success) return { problems: parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`) };
  const e = parsed.data;
  if (e.AI_CHAT_MODEL && !e.AI_BASE_URL && !e.AI_API_KEY) {
    return { problems: ['  AI_CHAT_MODEL: defina também AI_BASE_URL (servidor compatível com OpenAI) ou AI_API_KEY'] };
  }
  return {
    settings: {
      rateLimit: e.CHAT_RATE_LIMIT,
      rateWindowMs: e.CHAT_RATE_WINDOW_MINUTES * 60_000,
      model: e.AI_CHAT_MODEL
        ? {
            baseUrl: e.AI_BASE_URL ?? null,
            apiKey: e.AI_API_KEY ?? null,
            model: e.AI_CHAT_MODEL,
            timeoutMs: e.AI_CHAT_TIMEOUT_MS,
          }
        : null,
    },
  };
}
