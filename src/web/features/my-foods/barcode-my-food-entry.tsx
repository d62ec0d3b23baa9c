import { ScanBarcode } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { BarcodeScannerDialog } from '@/web/features/barcode/barcode-scanner-dialog';
import { Button } from '@/web/ui/button';
import { useKeepBarcodeFood } from './use-keep-barcode-food';

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
        amountLabel={(unit) => `Porção (${unit}), se o rótulo não disser`}
        onUse={async (product, grams) => {
          const food = await keep(product, grams);
          setOpen(false);
          toast.success(`${food.name} está em Meus alimentos.`);
        }}
      />
    </>
  );
}
