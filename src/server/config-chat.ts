import { z } from 'zod';
import { ptBrErrorMap } from '../contracts/zod-pt-br';
import { CHAT_DEFAULT_RATE_LIMIT, CHAT_DEFAULT_RATE_WINDOW_MINUTES } from '../contracts/chat';

/**
 * The chat's part of the configuration, read by config.ts (the only reader of
 * process.env). The OpenAI-compatible endpoint (AI_BASE_URL, AI_API_KEY,
 * AI_CHAT_MODEL) is parsed once there, with photo analysis; this file adds the
 * chat's own limits. docs/configuration.md lists them.
 */
const chatEnvSchema = z.object({
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
export function chatSettingsFrom(
  env: NodeJS.ProcessEnv,
  ai: { baseUrl: string | null; apiKey: string | null; chatModel: string | null },
): { settings: ChatSettings } | { problems: string[] } {
  const parsed = chatEnvSchema.safeParse(env, { error: ptBrErrorMap });
  if (!parsed.success) return { problems: parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`) };
  const e = parsed.data;
  if (ai.chatModel && !ai.baseUrl && !ai.apiKey) {
    return { problems: ['  AI_CHAT_MODEL: defina também AI_BASE_URL (servidor compatível com OpenAI) ou AI_API_KEY'] };
  }
  return {
    settings: {
      rateLimit: e.CHAT_RATE_LIMIT,
      rateWindowMs: e.CHAT_RATE_WINDOW_MINUTES * 60_000,
      model: ai.chatModel
        ? {
            baseUrl: ai.baseUrl,
            apiKey: ai.apiKey,
            model: ai.chatModel,
            timeoutMs: e.AI_CHAT_TIMEOUT_MS,
          }
        : null,
    },
  };
}
