import type { ReactNode } from 'react';
import { Card } from '@/web/ui/card';

export interface DataColumn {
  label: string;
  values: readonly (string | number)[];
}

/**
 * A chart with a caption and the same figures as a table behind "Ver dados em
 * tabela": the drawing is hidden from screen readers and out of the tab order
 * (accessibilityLayer off); the caption and the table are the accessible form.
 */
export function ChartFigure({
  title,
  summary,
  rows,
  columns,
  children,
}: {
  title: string;
  summary: string;
  rows: readonly string[];
  columns: readonly DataColumn[];
  children: ReactNode;
}) {
  return (
    <Card className="p-5">
      <figure className="flex flex-col gap-3">
        <figcaption>
          <h2 className="font-semibold text-slate-900">{title}</h2>
          <p className="text-sm text-slate-600">{summary}</p>
        </figcaption>
        <div aria-hidden="true" className="h-56 w-full">
          {children}
        </div>
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-brand-700">Ver dados em tabela</summary>
          <div className="mt-2 max-h-64 overflow-auto">
            <table className="w-full text-left">
              <caption className="sr-only">{title}</caption>
              <thead>
                <tr>
                  <th scope="col" className="py-1 pr-3">
                    &nbsp;
                  </th>
                  {columns.map((column) => (
                    <th key={column.label} scope="col" className="py-1 pr-3">
                      {column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, i) => (
                  <tr key={row} className="border-t border-slate-100">
                    <th scope="row" className="py-1 pr-3 font-normal">
                      {row}
                    </th>
                    {columns.map((column) => (
                      <td key={column.label} className="py-1 pr-3">
                        {column.values[i]}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </figure>
    </Card>
  );
}
