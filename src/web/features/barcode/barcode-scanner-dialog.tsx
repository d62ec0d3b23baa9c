import { ScanBarcode } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { BarcodeProductDto } from '@/contracts/barcode';
import { ApiRequestError, messageOf } from '@/web/lib/api-error';
import { Alert } from '@/web/ui/alert';
import { Button } from '@/web/ui/button';
import { Dialog, DialogContent } from '@/web/ui/dialog';
import { FieldError } from '@/web/ui/field';
import { Input } from '@/web/ui/input';
import { Label } from '@/web/ui/label';
import { Spinner } from '@/web/ui/spinner';
import { lookUpBarcode } from './barcode-api';
import { checkTypedCode } from './barcode-food';
import { BarcodeProductCard } from './barcode-product-card';
import { CAMERA_PROBLEM_TEXT, type CameraProblem } from './camera-problems';

// The camera and the barcode reader (and ZXing's WebAssembly behind it) load only when the scanner opens.
const CameraScanner = lazy(() => import('./camera-scanner'));

/** The nutrition-label reader (its own screen): the way on when a code is unknown. */
export const LABEL_READER_PATH = '/dashboard/my-foods/label';

type Step =
  | { kind: 'scanning' }
  | { kind: 'looking'; code: string }
  | { kind: 'found'; product: BarcodeProductDto }
  | { kind: 'not-found'; code: string; detail: string }
  | { kind: 'failed'; code: string; message: string };

export const NOT_FOUND_TITLE = 'Não encontramos este código';
const OFFLINE_DETAIL = 'Sem conexão: a busca por código precisa de internet. Tente de novo quando a conexão voltar.';

/**
 * "Escanear código de barras": the rear camera (or the digits typed), the product from
 * GET /api/foods/barcode/:code, and the person's portion. A bottom sheet on phones (the Dialog).
 * `onUse` is what the screen does with the product (add it to the meal, keep it in Meus alimentos).
 */
export function BarcodeScannerDialog({
  open,
  onOpenChange,
  actionLabel,
  amountLabel = (unit) => (unit === 'mL' ? 'Quanto você tomou (mL)' : 'Quanto você comeu (g)'),
  onUse,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  actionLabel: string;
  /** The amount box's label, in the product's unit ("g", or "mL" for a drink). */
  amountLabel?: (unit: 'g' | 'mL') => string;
  onUse: (product: BarcodeProductDto, grams: number) => Promise<void>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Escanear código de barras"
        description="Aponte a câmera traseira para o código do produto, ou digite os números abaixo das barras."
      >
        {open ? <ScannerBody actionLabel={actionLabel} amountLabel={amountLabel} onUse={onUse} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ScannerBody({
  actionLabel,
  amountLabel,
  onUse,
}: {
  actionLabel: string;
  amountLabel: (unit: 'g' | 'mL') => string;
  onUse: (product: BarcodeProductDto, grams: number) => Promise<void>;
}) {
  const id = useId();
  const [step, setStep] = useState<Step>({ kind: 'scanning' });
  const [camera, setCamera] = useState<CameraProblem | null>(null);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const [using, setUsing] = useState<{ pending: boolean; error: string | null }>({ pending: false, error: null });
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const lookup = useRef(0);

  // A new result takes the focus, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (step.kind === 'found' || step.kind === 'not-found' || step.kind === 'failed') resultHeading.current?.focus();
  }, [step]);

  async function look(code: string) {
    const mine = ++lookup.current;
    setStep({ kind: 'looking', code });
    setUsing({ pending: false, error: null });
    try {
      const product = await lookUpBarcode(code);
      if (mine === lookup.current) setStep({ kind: 'found', product });
    } catch (error) {
      if (mine !== lookup.current) return;
      const status = error instanceof ApiRequestError ? error.status : -1;
      if (status === 404) setStep({ kind: 'not-found', code, detail: messageOf(error) });
      else if (status === 0 || !navigator.onLine) setStep({ kind: 'not-found', code, detail: OFFLINE_DETAIL });
      else setStep({ kind: 'failed', code, message: messageOf(error) });
    }
  }

  function submitTyped(event: FormEvent) {
    event.preventDefault();
    const check = checkTypedCode(typed);
    setTypedError(check.ok ? null : check.message);
    if (check.ok) void look(check.code);
  }

  async function use(product: BarcodeProductDto, grams: number) {
    setUsing({ pending: true, error: null });
    try {
      await onUse(product, grams);
      setUsing({ pending: false, error: null });
    } catch (error) {
      setUsing({ pending: false, error: messageOf(error) });
    }
  }

  const scanning = step.kind === 'scanning';
  return (
    <div className="mt-4 flex flex-col gap-4">
      {/* What the scan found, said aloud as it changes. */}
      <p role="status" aria-live="polite" className="sr-only">
        {step.kind === 'looking'
          ? `Código ${step.code} lido. Procurando o produto…`
          : step.kind === 'found'
            ? `Produto encontrado: ${step.product.name}`
            : step.kind === 'not-found'
              ? `${NOT_FOUND_TITLE}: ${step.code}`
              : step.kind === 'failed'
                ? step.message
                : ''}
      </p>
      {scanning ? (
        camera ? (
          <Alert variant="info">{CAMERA_PROBLEM_TEXT[camera]}</Alert>
        ) : (
          <Suspense
            fallback={
              <p className="flex items-center gap-2 text-sm text-slate-700">
                <Spinner /> Preparando a câmera…
              </p>
            }
          >
            <CameraScanner onCode={(code) => void look(code)} onProblem={setCamera} />
          </Suspense>
        )
      ) : null}
      {step.kind === 'looking' ? (
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <Spinner /> Procurando o código {step.code}…
        </p>
      ) : null}
      {step.kind === 'found' ? (
        <>
          <BarcodeProductCard
            key={step.product.code}
            product={step.product}
            actionLabel={actionLabel}
            amountLabel={amountLabel}
            pending={using.pending}
            onUse={(grams) => void use(step.product, grams)}
            headingRef={resultHeading}
          />
          {using.error ? (
            <Alert>
              {using.error} <LabelLink />
            </Alert>
          ) : null}
        </>
      ) : null}
      {step.kind === 'not-found' || step.kind === 'failed' ? (
        <section
          aria-labelledby={`${id}-result`}
          className="flex flex-col gap-2 rounded-xl border border-amber-200 bg-amber-50 p-4"
        >
          <h3
            id={`${id}-result`}
            ref={resultHeading}
            tabIndex={-1}
            className="font-semibold text-slate-900 outline-none"
          >
            {step.kind === 'not-found' ? NOT_FOUND_TITLE : 'A busca não respondeu'}
          </h3>
          <p className="text-sm text-slate-700">
            {step.kind === 'not-found' ? step.detail : step.message} (código {step.code})
          </p>
          <p className="text-sm">
            <LabelLink />
          </p>
        </section>
      ) : null}
      {!scanning ? (
        <Button
          variant="outline"
          onClick={() => {
            setCamera(null); // the camera is tried again
            setStep({ kind: 'scanning' });
          }}
        >
          <ScanBarcode aria-hidden="true" /> Escanear outro código
        </Button>
      ) : null}
      <form onSubmit={submitTyped} noValidate className="flex flex-col gap-1.5 border-t border-slate-200 pt-4">
        <Label htmlFor={`${id}-code`}>Digitar o código</Label>
        <div className="flex gap-2">
          <Input
            id={`${id}-code`}
            inputMode="numeric"
            autoComplete="off"
            placeholder="Ex.: 7891000100103"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            aria-invalid={typedError !== null}
            aria-describedby={typedError ? `${id}-code-error` : undefined}
          />
          <Button type="submit" variant="outline" disabled={step.kind === 'looking'}>
            Buscar
          </Button>
        </div>
        {typedError ? <FieldError id={`${id}-code-error`}>{typedError}</FieldError> : null}
      </form>
    </div>
  );
}

function LabelLink() {
  return (
    <Link to={LABEL_READER_PATH} className="font-medium text-brand-800 underline">
      Ler a tabela nutricional
    </Link>
  );
}
