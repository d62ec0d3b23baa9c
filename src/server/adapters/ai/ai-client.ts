import OpenAI from 'openai';

export interface AiSettings {
  /** Any OpenAI-compatible API: Ollama, vLLM, LM Studio, OpenAI, Gemini's compatibility endpoint… */
  baseUrl: string | null;
  apiKey: string | null;
  visionModel: string | null;
  /** Reserved for the chat feature; it will reuse this client. */
  chatModel: string | null;
}

/** Per attempt; retries are ours (with-retries.ts), so the SDK's own are off. */
export const AI_TIMEOUT_MS = 30_000;

/**
 * The one OpenAI client factory, for every AI call (photo analysis and the chat).
 * Local servers such as Ollama ignore the key, but the SDK requires one, hence
 * the stand-in. No SDK retries: ours are explicit (with-retries.ts) or the
 * person's choice (the chat's retry button); silent backoffs read as a hang.
 */
export function createAiClient(settings: Pick<AiSettings, 'baseUrl' | 'apiKey'>, timeoutMs = AI_TIMEOUT_MS): OpenAI {
  return new OpenAI({
    apiKey: settings.apiKey ?? 'sem-chave',
    ...(settings.baseUrl ? { baseURL: settings.baseUrl } : {}),
    timeout: timeoutMs,
    maxRetries: 0,
  });
}
