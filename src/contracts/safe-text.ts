import type { z } from 'zod';

/**
 * Text that reaches the database, e-mails and other people's screens carries
 * no control characters (PostgreSQL refuses NUL outright: that was a 500), no
 * bidirectional overrides or isolates (U+202A–U+202E, U+2066–U+2069: they
 * make "Ana‮azuoS" display reversed, the trick of spoofed names) and no
 * half surrogate pairs. Lines (names, searches) also refuse line breaks and
 * tabs; free text (notes, chat, messages) keeps newline, carriage return and tab.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- as above; tab, newline and carriage return are allowed
const CONTROL_BUT_LINE_BREAKS_AND_TABS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * What draws nothing on a screen: white space, the default-ignorable code points
 * (zero-width spaces and joiners, the Hangul fillers U+115F, U+1160, U+3164, U+FFA0,
 * variation selectors, soft hyphen — Unicode's Default_Ignorable_Code_Point), format
 * and control characters, combining marks on their own, and the Braille blank U+2800.
 * A name of only these looks empty, or like someone else's name, wherever it is shown.
 */
const VISIBLE = /[^\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\p{M}\u2800]/u;

/** Empty (the schema's own minimum decides), or with at least one character that shows. */
export function hasVisibleText(text: string): boolean {
  return text.trim() === '' || VISIBLE.test(text);
}

export function isSafeLine(text: string): boolean {
  return !CONTROL.test(text) && !BIDI_CONTROL.test(text) && !LONE_SURROGATE.test(text);
}

export function isSafeText(text: string): boolean {
  return !CONTROL_BUT_LINE_BREAKS_AND_TABS.test(text) && !BIDI_CONTROL.test(text) && !LONE_SURROGATE.test(text);
}

/** `subject` names the field as the sentence starts: "O nome", "A mensagem". */
export const safeTextMessages = {
  line: (subject: string) => `${subject} não pode ter quebras de linha nem caracteres invisíveis ou de controle`,
  text: (subject: string) => `${subject} não pode ter caracteres invisíveis ou de controle`,
  visible: (subject: string) => `${subject} precisa ter pelo menos um caractere visível (letra, número ou símbolo)`,
};

/**
 * A one-line text field (a name, a search): the string schema plus the safe-line rule
 * and, when not empty, a visible character. Every contract's text goes through this
 * or `safeText`: one rule for the whole app.
 */
export function safeLine<S extends z.ZodString>(schema: S, subject: string): S {
  return schema
    .refine(isSafeLine, { error: safeTextMessages.line(subject) })
    .refine(hasVisibleText, { error: safeTextMessages.visible(subject) });
}

/** A free-text field (a note, a chat message): the string schema plus the safe-text rule and a visible character. */
export function safeText<S extends z.ZodString>(schema: S, subject: string): S {
  return schema
    .refine(isSafeText, { error: safeTextMessages.text(subject) })
    .refine(hasVisibleText, { error: safeTextMessages.visible(subject) });
}
