import type { ChatSettings } from '../../config-chat';
import type { Deps } from '../deps';
import type { ChatEngine } from './chat-engine';
import { offlineEngine } from './offline-engine';
import { chatRoutes } from './routes';

/** The chat feature: the engine the configuration chooses (offline by default) and its routes. */
export function createChat(deps: Deps, settings: ChatSettings) {
  const engine: ChatEngine = offlineEngine(deps);
  return { engine, routes: () => chatRoutes({ ...deps, engine, settings }) };
}
