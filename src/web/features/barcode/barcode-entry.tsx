import { ScanBarcode } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { FoodChoice } from '@/web/features/foods/food-choice';
import { Button } from '@/web/ui/button';
import { choiceOf } from './barcode-food';
import { BarcodeScannerDialog } from './barcode-scanner-dialog';
import { useKeepBarcodeFood } from './use-barcode-food';

/**
 * "Escanear código de barras" where a meal is put together: the product, with the amount the
 * person had, joins the items under review like any food (and is saved only with the meal).
 */
export function BarcodeMealEntry({ onAdd }: { onAdd: (choice: FoodChoice) => void }) {
  const [open, setOpen] = useState(false);
  const keep = useKeepBarcodeFood();
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <ScanBarcode aria-hidden="true" /> Escanear código de barras
      </Button>
      <BarcodeScannerDialog
        open={open}
        onOpenChange={setOpen}
        actionLabel="Adicionar à refeição"
        onUse={async (product, grams) => {
          const food = await keep(product, grams);
          onAdd(choiceOf(food, grams));
          setOpen(false);
          toast.success(`${food.name} foi adicionado à refeição. Revise e salve.`);
        }}
      />
    </>
  );
}

/** "Escanear código de barras" in Meus alimentos: the product kept as one of the person's foods. */
export function BarcodeMyFoodEntry({ disabled }: { disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const keep = useKeepBarcodeFood();
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} disabled={disabled}>
        <ScanBarcode aria-hidden="true" /> Escanear código de barras
      </Button>
      <BarcodeScannerDialog
        open={open}
        onOpenChange={setOpen}
        actionLabel="Salvar em Meus alimentos"
        amountLabel="Porção (g), se o rótulo não disser"
        onUse={async (product, grams) => {
          const food = await keep(product, grams);
          setOpen(false);
          toast.success(`${food.name} está em Meus alimentos.`);
        }}
      />
    </>
  );
}
