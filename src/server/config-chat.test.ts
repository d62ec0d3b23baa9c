import { describe, expect, it } from 'vitest';
import { chatSettingsFrom } from './config-chat';
import { loadConfig } from './config';

describe('configuração do chat', () => {
  it('usa por padrão o assistente offline e 60 mensagens por hora', () => {
    expect(chatSettingsFrom({}, { baseUrl: null, apiKey: null, chatModel: null })).toEqual({
      settings: { rateLimit: 60, rateWindowMs: 3_600_000, model: null },
    });
  });

  it('liga o modo com modelo com AI_CHAT_MODEL e um servidor compatível com OpenAI', () => {
    expect(
      chatSettingsFrom(
        { CHAT_RATE_LIMIT: '20', CHAT_RATE_WINDOW_MINUTES: '10' },
        { baseUrl: 'http://127.0.0.1:11434/v1', apiKey: null, chatModel: 'qwen2.5:7b' },
      ),
    ).toEqual({
      settings: {
        rateLimit: 20,
        rateWindowMs: 600_000,
        model: { baseUrl: 'http://127.0.0.1:11434/v1', apiKey: null, model: 'qwen2.5:7b', timeoutMs: 30_000 },
      },
    });
  });

  it('recusa na partida, com mensagens em pt-BR, um modelo sem servidor ou chave e limites inválidos', () => {
    expect(() => loadConfig({ AI_CHAT_MODEL: 'gpt-4o-mini' })).toThrow(
      'AI_CHAT_MODEL: defina também AI_BASE_URL (servidor compatível com OpenAI) ou AI_API_KEY',
    );
    expect(() => loadConfig({ CHAT_RATE_LIMIT: '0' })).toThrow('CHAT_RATE_LIMIT');
    expect(loadConfig({}).chat.model).toBeNull();
    expect(
      loadConfig({ AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_CHAT_MODEL: 'qwen2.5:7b' }).chat.model,
    ).toMatchObject({
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'qwen2.5:7b',
    });
  });
});
