import type { ChatSettings } from '../../config-chat';
import type { Deps } from '../deps';
import { createAiClient } from '../../adapters/ai/ai-client';
import type { ChatEngine } from './chat-engine';
import { modelEngine } from './model-engine';
import { offlineEngine } from './offline-engine';
import { chatRoutes } from './routes';

/** The chat feature: the engine the configuration chooses (a model when AI_CHAT_MODEL is set, else offline) and its routes. */
export function createChat(deps: Deps, settings: ChatSettings) {
  const engine: ChatEngine = settings.model
    ? modelEngine(deps, settings.model, createAiClient(settings.model, settings.model.timeoutMs))
    : offlineEngine(deps);
  return { engine, routes: () => chatRoutes({ ...deps, engine, settings }) };
}
