import type { NutrientName, NutrientsDto } from '@/contracts/foods';
import { formatDecimal, formatInteger } from '@/web/lib/format';

/** The five figures people follow, in the order nutrition labels use (Anvisa RDC 429/2020). */
export const SHOWN_NUTRIENTS: { key: NutrientName; label: string; short: string; unit: string }[] = [
  { key: 'energyKcal', label: 'Energia', short: 'kcal', unit: 'kcal' },
  { key: 'proteinG', label: 'Proteínas', short: 'Prot.', unit: 'g' },
  { key: 'carbsG', label: 'Carboidratos', short: 'Carb.', unit: 'g' },
  { key: 'fatG', label: 'Gorduras', short: 'Gord.', unit: 'g' },
  { key: 'fiberG', label: 'Fibras', short: 'Fibras', unit: 'g' },
];

/** A figure, or "não informado" when the table gives none (never a silent 0). */
export function nutrientText(value: number | null, unit: string): string {
  if (value === null) return 'não informado';
  return `${unit === 'kcal' ? formatInteger(value) : formatDecimal(value)} ${unit}`;
}

/** A compact row of the five figures; `partial` marks totals that leave out an unknown figure. */
export function NutrientValues({
  nutrients,
  partial = [],
  className,
}: {
  nutrients: NutrientsDto;
  partial?: readonly string[];
  className?: string;
}) {
  const anyPartial = SHOWN_NUTRIENTS.some(({ key }) => partial.includes(key) && nutrients[key] !== null);
  return (
    <div className={className}>
      {/* Three columns on the phone, five from sm: at 390 px five cut "Carboidratos" (issue 25). */}
      <dl className="grid grid-cols-3 gap-2 text-center sm:grid-cols-5">
        {SHOWN_NUTRIENTS.map(({ key, label, unit }) => (
          <div key={key} className="rounded-lg bg-slate-50 px-1 py-2">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="text-sm font-semibold text-slate-900">
              {nutrientText(nutrients[key], unit)}
              {partial.includes(key) && nutrients[key] !== null ? (
                <span
                  className="block text-xs font-normal text-amber-800"
                  title="Algum item não tem este valor na tabela"
                >
                  parcial
                </span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      {anyPartial ? (
        // Said on the screen, not only on hover: a phone has no hover (issue 25).
        <p className="mt-1 text-xs text-slate-600">
          <span className="font-semibold text-amber-800">parcial</span>: algum item não tem este valor na tabela; o
          total soma só os valores conhecidos.
        </p>
      ) : null}
    </div>
  );
}
