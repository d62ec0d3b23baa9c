import type { PushSender } from '../../adapters/push/web-push-sender';
import type { WhatsappDeps } from '../whatsapp/whatsapp-deps';
import type { Deps } from '../deps';

/** The app's dependencies plus the push sender (null: push off), WhatsApp and the key that signs unsubscribe links. */
export interface ReminderDeps extends Deps {
  push: PushSender | null;
  unsubscribeKey: Buffer;
  /** The WhatsApp channel (null: the operator did not set it up). */
  whatsapp: WhatsappDeps['whatsapp'];
}
