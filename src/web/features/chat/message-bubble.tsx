import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/web/lib/cn';

/** The app's own screens named in a reply ("… em /dashboard/plano") become links; nothing else does. */
const APP_PATH = /(\/dashboard\/[a-z-]+)/;

function withAppLinks(text: string): ReactNode[] {
  return text.split(APP_PATH).map((part, i) =>
    i % 2 === 1 ? (
      <Link key={i} to={part} className="font-semibold text-brand-800 underline underline-offset-2">
        {part}
      </Link>
    ) : (
      part
    ),
  );
}

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
        {mine ? text : withAppLinks(text)}
        {children}
      </div>
    </li>
  );
}
