/**
 * WhatsApp Cloud API limits (https://developers.facebook.com/docs/whatsapp/cloud-api/reference/messages):
 * a text body has at most 4096 characters; an interactive message has at most
 * 3 reply buttons, each title at most 20 characters and each id at most 256;
 * the body of an interactive message at most 1024 characters.
 */
export const WHATSAPP_TEXT_MAX = 4096;
export const WHATSAPP_INTERACTIVE_BODY_MAX = 1024;
export const WHATSAPP_MAX_BUTTONS = 3;
export const WHATSAPP_BUTTON_TITLE_MAX = 20;
export const WHATSAPP_BUTTON_ID_MAX = 256;

/** Cuts a text to `max` characters (code points, as people count them), ending with "…" when cut. */
export function fitText(text: string, max = WHATSAPP_TEXT_MAX): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  return `${chars
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}

/** A button title within 20 characters ("Registrar como Almoço" is 21: it becomes "Registrar: Almoço"). */
export function buttonTitle(title: string): string {
  return fitText(title, WHATSAPP_BUTTON_TITLE_MAX);
}

export interface ReplyButton {
  id: string;
  title: string;
}

/** At most 3 buttons, each title and id within the limits. */
export function fitButtons(buttons: ReplyButton[]): ReplyButton[] {
  return buttons.slice(0, WHATSAPP_MAX_BUTTONS).map((b) => ({
    id: b.id.slice(0, WHATSAPP_BUTTON_ID_MAX),
    title: buttonTitle(b.title),
  }));
}
