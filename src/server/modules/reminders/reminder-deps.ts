import type { PushSender } from '../../adapters/push/web-push-sender';
import type { Deps } from '../deps';

/** The app's dependencies plus the push sender (null: push off) and the key that signs unsubscribe links. */
export interface ReminderDeps extends Deps {
  push: PushSender | null;
  unsubscribeKey: Buffer;
}
