import { MessageCircleQuestion } from 'lucide-react';
import { CHAT_SUGGESTIONS } from '@/contracts/chat';

/** Questions to start with; a tap sends it. */
export function ChatSuggestions({ onPick, disabled }: { onPick: (text: string) => void; disabled: boolean }) {
  return (
    <section aria-labelledby="chat-suggestions" className="mb-4 flex flex-col items-center gap-3 py-4 text-center">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <MessageCircleQuestion className="size-6" aria-hidden="true" />
      </span>
      <h2 id="chat-suggestions" className="text-base font-semibold text-slate-900">
        Pergunte sobre o seu dia e a sua comida
      </h2>
      <ul className="flex flex-wrap justify-center gap-2">
        {CHAT_SUGGESTIONS.map((question) => (
          <li key={question}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onPick(question)}
              className="rounded-full border border-brand-200 bg-white px-3 py-1.5 text-sm text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-60"
            >
              {question}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
