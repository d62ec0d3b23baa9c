import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';

/** One message: the person's on the right, the assistant's on the left; text keeps its line breaks. */
export function MessageBubble({
  role,
  text,
  children,
  busy = false,
}: {
  role: 'user' | 'assistant';
  text: string;
  children?: ReactNode;
  busy?: boolean;
}) {
  const mine = role === 'user';
  return (
    <li className={cn('flex gap-2', mine ? 'justify-end' : 'justify-start')}>
      {mine ? null : (
        <span className="mt-1 flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
          <Sparkles className="size-4" aria-hidden="true" />
        </span>
      )}
      <div
        aria-busy={busy}
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed whitespace-pre-wrap sm:max-w-[75%]',
          mine
            ? 'rounded-br-md bg-brand-700 text-white'
            : 'rounded-bl-md border border-slate-200 bg-white text-slate-900',
        )}
      >
        <span className="sr-only">{mine ? 'Você: ' : 'Nutricionista: '}</span>
        {text}
        {children}
      </div>
    </li>
  );
}
