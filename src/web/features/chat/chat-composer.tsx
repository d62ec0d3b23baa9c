import { SendHorizontal } from 'lucide-react';
import { useId, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH } from '@/contracts/chat';
import { Button } from '@/web/ui/button';
import { Spinner } from '@/web/ui/spinner';

/** The message box: Enter sends, Shift+Enter breaks the line; at most 2.000 characters. */
export function ChatComposer({
  busy,
  text,
  setText,
  onSend,
}: {
  busy: boolean;
  /** The draft lives with the screen, so a refused message (429…) can come back to the box. */
  text: string;
  setText: (text: string) => void;
  onSend: (text: string) => void;
}) {
  const id = useId();
  function send(event?: FormEvent) {
    event?.preventDefault();
    const value = text.trim();
    if (value && !busy) onSend(value);
  }
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
  }
  return (
    <form onSubmit={send} className="flex items-end gap-2 border-t border-slate-200 p-3" aria-label="Enviar mensagem">
      <label htmlFor={`${id}-text`} className="sr-only">
        Sua mensagem
      </label>
      <textarea
        id={`${id}-text`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        rows={2}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        placeholder="Pergunte sobre sua alimentação…"
        aria-describedby={`${id}-count`}
        className="min-h-11 flex-1 resize-none rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700 sm:text-sm"
      />
      <span id={`${id}-count`} className="sr-only">
        {text.length} de {CHAT_MESSAGE_MAX_LENGTH} caracteres
      </span>
      <Button type="submit" size="icon" aria-label="Enviar" disabled={busy || !text.trim()}>
        {busy ? <Spinner /> : <SendHorizontal />}
      </Button>
    </form>
  );
}
