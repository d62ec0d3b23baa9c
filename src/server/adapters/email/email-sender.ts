/** The e-mail port: use cases say what to send, adapters decide how. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative to `text` (the weekly review); plain text only when absent. */
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 2369, RFC 8058). */
  headers?: Record<string, string>;
}

export interface EmailSender {
  send(email: OutgoingEmail): Promise<void>;
}
