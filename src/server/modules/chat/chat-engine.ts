import type { ChatMode } from '../../../contracts/chat';
import type { ProposedAction } from '../../../domain/chat/facts';

/** A previous turn of the conversation, oldest first. */
export interface HistoryTurn {
  role: 'user' | 'assistant';
  text: string;
}

export interface EngineInput {
  /** Always the session's user: engines and their tools never take a person from anywhere else. */
  userId: string;
  firstName: string;
  text: string;
  history: HistoryTurn[];
}

export type EngineOutcome =
  | { ok: true; text: string; actions: ProposedAction[]; engine: string }
  | { ok: false; reason: 'timeout' | 'unavailable'; detail: string };

/**
 * Who answers the person: the offline assistant (default) or a model through
 * an OpenAI-compatible API. Text arrives through `onDelta` as it is produced;
 * the outcome carries the whole reply. Failures are outcomes, never throws.
 */
export interface ChatEngine {
  mode: ChatMode;
  answer(input: EngineInput, onDelta: (text: string) => Promise<void>): Promise<EngineOutcome>;
}
