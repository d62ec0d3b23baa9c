import { Leaf } from 'lucide-react';

/**
 * The Nutri mark: leaf tile + wordmark. `inverted` for dark/brand backgrounds.
 * Plain class joins (no tailwind-merge): the public landing page imports it
 * and keeps its JavaScript small.
 */
export function BrandLogo({ inverted = false, className }: { inverted?: boolean; className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 text-xl font-bold tracking-tight ${className ?? ''}`}>
      <span
        className={`flex size-9 items-center justify-center rounded-xl ${inverted ? 'bg-white text-brand-700' : 'bg-brand-700 text-white'}`}
      >
        <Leaf className="size-5" aria-hidden="true" />
      </span>
      <span className={inverted ? 'text-white' : 'text-slate-900'}>Nutri</span>
    </span>
  );
}
