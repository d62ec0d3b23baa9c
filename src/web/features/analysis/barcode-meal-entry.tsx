import { ScanBarcode } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { choiceOf } from '@/web/features/barcode/barcode-food';
import { BarcodeScannerDialog } from '@/web/features/barcode/barcode-scanner-dialog';
import type { FoodChoice } from '@/web/features/foods/food-choice';
import { useKeepBarcodeFood } from '@/web/features/my-foods/use-keep-barcode-food';
import { Button } from '@/web/ui/button';

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
