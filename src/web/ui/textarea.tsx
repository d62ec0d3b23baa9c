import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/cn';

/** Multi-line text with the same look, focus ring and invalid state as Input. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'flex min-h-32 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-xs placeholder:text-slate-500 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-700 aria-invalid:focus-visible:outline-red-700 sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
