import type { Logger } from 'pino';
import type { EmailSender } from '../adapters/email/email-sender';
import type { OidcClient } from '../adapters/oauth/oidc-client';
import type { PushSender } from '../adapters/push/web-push-sender';
import type { Database } from '../db/client';
import type { LagTolerantReads } from '../http/lag-tolerant-reads';
import type { ModelAssistedReading } from './analysis/model-assisted-reading';
import type { FoodCatalogService } from './foods/food-catalog';
import type { WeeklySuggestionModel } from '../adapters/ai/weekly-suggestion-model';

/** What use cases receive: adapters and the clock, never globals. */
export interface Deps {
  db: Database;
  clock: () => Date;
  log: Logger;
  email: EmailSender;
  appUrl: URL;
  google: OidcClient | null;
  foods: FoodCatalogService;
  /** With a language model configured, names the foods in the pieces the rules left unread; else absent. */
  readUnmatchedWithModel?: ModelAssistedReading | null;
  /** Reads that tolerate a little lag (history, past statistics, export) may go to the replica (decision 0050). */
  reads?: LagTolerantReads;
  /** With a language model configured, writes "Sua semana"'s suggestion from its figures (decision 0067). */
  weeklySuggestionModel?: WeeklySuggestionModel | null;
  /** Web Push (decision 0049); absent or null: push is off. */
  push?: PushSender | null;
}
