import { useId, useState } from 'react';
import type { BarcodeProductDto } from '@/contracts/barcode';
import type { NutrientName } from '@/contracts/foods';
import type { LabelDetailKey } from '@/domain/my-foods/label-figures';
import { coreNutrientsForGrams } from '@/domain/foods/nutrients';
import { formatDecimal, formatInteger } from '@/web/lib/format';
import { Button } from '@/web/ui/button';
import { Input } from '@/web/ui/input';
import { Label } from '@/web/ui/label';
import { Spinner } from '@/web/ui/spinner';
import { PORTION_MAX_G, PORTION_MIN_G, startingGrams, typedGrams, unitText } from './barcode-food';

type Row = { label: string; unit: 'kcal' | 'g' | 'mg' } & (
  { key: NutrientName; detail?: false } | { key: LabelDetailKey; detail: true }
);

/**
 * In the order of a Brazilian nutrition table (ANVISA RDC 429/2020), sugars and the kinds of fat indented under
 * their whole. The main figures always show ("—" when unknown); a detail only when Open Food Facts gives it.
 */
const ROWS: Row[] = [
  { key: 'energyKcal', label: 'Valor energético', unit: 'kcal' },
  { key: 'carbsG', label: 'Carboidratos', unit: 'g' },
  { key: 'sugarsTotalG', label: 'Açúcares totais', unit: 'g', detail: true },
  { key: 'sugarsAddedG', label: 'Açúcares adicionados', unit: 'g', detail: true },
  { key: 'proteinG', label: 'Proteínas', unit: 'g' },
  { key: 'fatG', label: 'Gorduras totais', unit: 'g' },
  { key: 'saturatedFatG', label: 'Gorduras saturadas', unit: 'g', detail: true },
  { key: 'transFatG', label: 'Gorduras trans', unit: 'g', detail: true },
  { key: 'fiberG', label: 'Fibra alimentar', unit: 'g' },
  { key: 'sodiumMg', label: 'Sódio', unit: 'mg' },
];

/** A row's figures per 100 g and per the label's portion (undefined: no portion). */
function figuresOf(product: BarcodeProductDto, row: Row): [number | null, number | null | undefined] {
  return row.detail
    ? [product.details.per100g[row.key], product.details.perPortion?.[row.key]]
    : [product.per100g[row.key], product.perPortion?.[row.key]];
}

/** A figure, or "—" read aloud as "não informado": a value the label does not give is never a 0. */
function Figure({ value, unit }: { value: number | null | undefined; unit: string }) {
  if (value === null || value === undefined) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">não informado</span>
      </>
    );
  }
  return <>{`${unit === 'kcal' || unit === 'mg' ? formatInteger(value) : formatDecimal(value)} ${unit}`}</>;
}

/**
 * The product the code named, with the server's figures per 100 g and per the label's portion, and
 * how much the person had. Open Food Facts' data is under the ODbL, which asks for the attribution.
 */
export function BarcodeProductCard({
  product,
  actionLabel,
  amountLabel,
  pending,
  onUse,
  headingRef,
}: {
  product: BarcodeProductDto;
  actionLabel: string;
  amountLabel: (unit: 'g' | 'mL') => string;
  pending: boolean;
  onUse: (grams: number) => void;
  headingRef?: React.Ref<HTMLHeadingElement>;
}) {
  const id = useId();
  const [amount, setAmount] = useState(formatDecimal(startingGrams(product)));
  const grams = typedGrams(amount);
  const eaten = grams === null ? null : coreNutrientsForGrams(product.per100g, grams);
  // A drink's label is per 100 mL: shown, asked and logged in millilitres (decision 0058).
  const unit = unitText(product);
  return (
    <section
      aria-labelledby={`${id}-name`}
      className="flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50/40 p-4"
    >
      <div>
        <h3 id={`${id}-name`} ref={headingRef} tabIndex={-1} className="font-semibold text-slate-900 outline-none">
          {product.name}
        </h3>
        <p className="text-sm text-slate-600">
          {product.brand ?? 'Marca não informada'} · código {product.code}
        </p>
      </div>
      <table className="w-full text-sm">
        <caption className="sr-only">Informação nutricional de {product.name}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs text-slate-600">
            <th scope="col" className="py-1 font-medium">
              Nutriente
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              100 {unit}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {product.portion ? `Porção: ${product.portion.label}` : 'Porção: não informada'}
            </th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => {
            const [per100g, perPortion] = figuresOf(product, row);
            if (row.detail && per100g === null) return null;
            return (
              <tr key={row.key} className="border-b border-slate-100">
                <th
                  scope="row"
                  className={`py-1 text-left font-normal text-slate-700 ${row.detail ? 'pl-4 text-slate-600' : ''}`}
                >
                  {row.label}
                </th>
                <td className="py-1 text-right text-slate-900">
                  <Figure value={per100g} unit={row.unit} />
                </td>
                <td className="py-1 text-right text-slate-900">
                  <Figure value={perPortion} unit={row.unit} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="text-xs text-slate-600">
        Dados:{' '}
        <a
          className="underline"
          href={`https://world.openfoodfacts.org/product/${product.code}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          Open Food Facts
        </a>{' '}
        (
        <a
          className="underline"
          href="https://opendatacommons.org/licenses/odbl/1-0/"
          target="_blank"
          rel="noopener noreferrer"
          title={product.source.attribution}
        >
          ODbL
        </a>
        )
      </p>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-grams`}>{amountLabel(unit)}</Label>
        <Input
          id={`${id}-grams`}
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          aria-invalid={grams === null}
          aria-describedby={`${id}-eaten`}
        />
        <p
          id={`${id}-eaten`}
          className={grams === null ? 'text-sm font-medium text-red-700' : 'text-sm text-slate-700'}
        >
          {eaten
            ? `Em ${formatDecimal(grams ?? 0)} ${unit}: ${eaten.energyKcal === null ? 'energia não informada' : `${formatInteger(eaten.energyKcal)} kcal`}`
            : `Informe de ${PORTION_MIN_G} a ${formatInteger(PORTION_MAX_G)} ${unit}.`}
        </p>
      </div>
      <Button disabled={grams === null || pending} onClick={() => grams !== null && onUse(grams)}>
        {pending ? <Spinner /> : null} {actionLabel}
      </Button>
    </section>
  );
}
