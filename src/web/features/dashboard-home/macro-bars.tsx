import type { DayStats } from '@/contracts/stats';
import { formatInteger } from '@/web/lib/format';
import { Progress } from '@/web/ui/progress';

const MACROS = [
  { label: 'Proteína', eaten: 'proteinG', target: 'proteinTargetG' },
  { label: 'Carboidratos', eaten: 'carbsG', target: 'carbsTargetG' },
  { label: 'Gorduras', eaten: 'fatG', target: 'fatTargetG' },
] as const;

/**
 * Protein, carbohydrate and fat eaten today against the person's targets, as bars (issue 25). The bar stops at
 * 100% like the calories' (decision 0011); the figures beside it say how far past. No target, no bar.
 */
export function MacroBars({ day }: { day: DayStats }) {
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      {MACROS.map((macro) => {
        const eaten = day[macro.eaten];
        const target = day[macro.target];
        return (
          <div key={macro.label}>
            <dt className="flex items-baseline justify-between gap-2 text-sm">
              <span className="font-medium text-slate-700">{macro.label}</span>
            </dt>
            <dd className="mt-0.5">
              <span className="text-sm text-slate-900">
                <strong>{formatInteger(eaten)} g</strong>
                <span className="text-slate-600"> / {target === null ? '—' : `${formatInteger(target)} g`}</span>
              </span>
              {target ? (
                <Progress
                  value={(eaten / target) * 100}
                  aria-label={`${macro.label} consumida em relação à meta`}
                  className="mt-1"
                />
              ) : null}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
