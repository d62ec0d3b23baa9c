import { composeReply, factsNeeded, understand } from '../../../domain/chat/offline-assistant';
import type { Deps } from '../deps';
import { personalFoods } from '../foods/personal-foods';
import type { ChatEngine } from './chat-engine';
import { loadFacts } from './load-facts';

export const OFFLINE_ENGINE = 'offline.v1';

/**
 * The embedded default: the pure offline assistant (src/domain/chat) over
 * the catalog and the person's own data. The reply is streamed line by line
 * so the client handles one form whether or not a model is configured.
 */
export function offlineEngine(deps: Pick<Deps, 'db' | 'clock' | 'foods'>): ChatEngine {
  return {
    mode: 'offline',
    async answer(input, onDelta) {
      // The catalog with the person's own foods first ("Meus alimentos").
      const foods = await personalFoods(deps, input.userId);
      const intent = understand(input.text, foods);
      const facts = await loadFacts(
        deps,
        input.userId,
        input.firstName,
        'offline',
        factsNeeded(intent),
        intent.kind === 'log_question' ? intent.periodKey : '',
      );
      const reply = composeReply(intent, facts, foods);
      const lines = reply.text.split('\n');
      for (const [i, line] of lines.entries()) await onDelta(i < lines.length - 1 ? `${line}\n` : line);
      return { ok: true, text: reply.text, actions: reply.actions, engine: OFFLINE_ENGINE };
    },
  };
}
