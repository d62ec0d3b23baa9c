import type { WhatsappGraph } from '../../adapters/whatsapp/whatsapp-graph';
import type { WhatsappSettings } from '../../config-whatsapp';
import type { ChatDeps } from '../chat/send-message';
import type { PhotoServices } from '../photos/photo-deps';

/** What the channel needs besides the common deps: the Graph API and its settings (null: the channel is off). */
export interface WhatsappDeps extends ChatDeps, PhotoServices {
  whatsapp: { graph: WhatsappGraph; settings: WhatsappSettings } | null;
}
