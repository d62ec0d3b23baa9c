import type { ChatSettings } from '../../config-chat';
import type { Deps } from '../deps';
import { createChatClient } from '../../adapters/ai/chat-model';
import type { ChatEngine } from './chat-engine';
import { modelEngine } from './model-engine';
import { offlineEngine } from './offline-engine';
import { chatRoutes } from './routes';

/** The chat feature: the engine the configuration chooses (a model when AI_CHAT_MODEL is set, else offline) and its routes. */
export function createChat(deps: Deps, settings: ChatSettings) {
  const engine: ChatEngine = settings.model
    ? modelEngine(deps, settings.model, createChatClient(settings.model))
    : offlineEngine(deps);
  return { engine, routes: () => chatRoutes({ ...deps, engine, settings }) };
}
