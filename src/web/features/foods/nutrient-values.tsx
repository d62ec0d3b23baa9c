import type { NutrientName, NutrientsDto } from '@/contracts/foods';
import { formatDecimal, formatInteger } from '@/web/lib/format';

/** The five figures people follow, in the order nutrition labels use (Anvisa RDC 429/2020). */
export const SHOWN_NUTRIENTS: { key: NutrientName; label: string; short: string; unit: string }[] = [
  { key: 'energyKcal', label: 'Energia', short: 'Energia', unit: 'kcal' },
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

/**
 * A compact row of the five figures; `partial` marks totals that leave out an unknown figure. `oneRowOnPhone` keeps
 * the five in one row on the phone with short labels (the full ones stay for screen readers): the analysis keeps its
 * total in sight there, and in two rows it hid a quarter of the screen (issue 25).
 */
export function NutrientValues({
  nutrients,
  partial = [],
  className,
  oneRowOnPhone = false,
}: {
  nutrients: NutrientsDto;
  partial?: readonly string[];
  className?: string;
  oneRowOnPhone?: boolean;
}) {
  const anyPartial = SHOWN_NUTRIENTS.some(({ key }) => partial.includes(key) && nutrients[key] !== null);
  return (
    <div className={className}>
      {/* Three columns on the phone, five from sm: at 390 px five cut "Carboidratos" (issue 25). */}
      <dl
        className={`grid gap-2 text-center sm:grid-cols-5 ${oneRowOnPhone ? 'grid-cols-5 max-sm:gap-1' : 'grid-cols-3'}`}
      >
        {SHOWN_NUTRIENTS.map(({ key, label, short, unit }) => (
          <div key={key} className={`rounded-lg bg-slate-50 px-1 ${oneRowOnPhone ? 'py-1 sm:py-2' : 'py-2'}`}>
            <dt className="text-xs text-slate-600">
              {oneRowOnPhone && short !== label ? (
                <>
                  <span aria-hidden="true" className="sm:hidden">
                    {short}
                  </span>
                  <span className="max-sm:sr-only">{label}</span>
                </>
              ) : (
                label
              )}
            </dt>
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
