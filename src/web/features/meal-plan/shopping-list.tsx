import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Printer, Share2 } from 'lucide-react';
import type { ShoppingListDto } from '@/contracts/meal-plans';
import { messageOf } from '@/web/lib/api-error';
import { formatDecimal } from '@/web/lib/format';
import { Alert } from '@/web/ui/alert';
import { Button } from '@/web/ui/button';
import { Card } from '@/web/ui/card';
import { CheckboxField } from '@/web/ui/checkbox-field';
import { Spinner } from '@/web/ui/spinner';
import { checkShoppingItem, getShoppingList } from './meal-plan-api';

export const shoppingKey = ['meal-plan', 'shopping-list'] as const;

const amount = (item: { quantity: number; unit: string }) => `${formatDecimal(item.quantity)} ${item.unit}`;

/** The list as plain text for WhatsApp: sections, then "- Tomate: 0,7 kg", ticked lines marked. */
export function shoppingText(list: ShoppingListDto): string {
  const lines = ['Lista de compras da semana (Nutri)'];
  for (const section of list.sections) {
    lines.push('', `*${section.name}*`);
    for (const item of section.items) lines.push(`${item.checked ? '✓' : '-'} ${item.name}: ${amount(item)}`);
  }
  return lines.join('\n');
}

/** "Lista de compras": by supermarket section, tick off what is bought, share on WhatsApp or print. */
export function ShoppingList() {
  const client = useQueryClient();
  const list = useQuery({ queryKey: shoppingKey, queryFn: getShoppingList });
  const check = useMutation({
    mutationFn: ({ key, checked }: { key: string; checked: boolean }) => checkShoppingItem(key, checked),
    onSuccess: (data) => client.setQueryData(shoppingKey, data),
  });
  if (list.isPending) return <Spinner className="size-6 text-brand-700" />;
  if (list.isError) return <Alert>{messageOf(list.error)}</Alert>;
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(shoppingText(list.data))}`;
  return (
    <Card className="p-5" data-testid="lista-de-compras">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">Lista de compras</h2>
        <div className="flex gap-2 print:hidden">
          <Button size="sm" variant="outline" asChild>
            <a href={whatsapp} target="_blank" rel="noreferrer">
              <Share2 aria-hidden="true" /> Enviar pelo WhatsApp
            </a>
          </Button>
          <Button size="sm" variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden="true" /> Imprimir
          </Button>
        </div>
      </div>
      {check.isError ? <Alert>{messageOf(check.error)}</Alert> : null}
      <div className="grid gap-4 md:grid-cols-2">
        {list.data.sections.map((section) => (
          <section key={section.name} aria-label={section.name}>
            <h3 className="mb-2 font-semibold text-slate-900">{section.name}</h3>
            <ul className="flex flex-col gap-2">
              {section.items.map((item) => (
                <li key={item.key}>
                  <CheckboxField
                    id={`compra-${item.key}`}
                    label={
                      <span className={item.checked ? 'text-slate-500 line-through' : undefined}>
                        {item.name}: {amount(item)}
                      </span>
                    }
                    checked={item.checked}
                    disabled={check.isPending}
                    onCheckedChange={(on) => check.mutate({ key: item.key, checked: on === true })}
                  />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Card>
  );
}
