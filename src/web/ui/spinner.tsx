import { LoaderCircle } from 'lucide-react';
import { cn } from '@/web/lib/cn';

export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn('size-4 animate-spin', className)} />;
}

/** Full-screen wait while the session loads: nothing protected is rendered before we know who is here. */
export function PageLoading({ label = 'Carregando…' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center gap-3 text-slate-700">
      <Spinner className="size-6 text-brand-700" />
      <span>{label}</span>
    </div>
  );
}
