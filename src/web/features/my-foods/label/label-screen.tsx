import { ArrowLeft, Camera, ImageUp } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { PHOTO_ACCEPT, photoFileProblem } from '@/web/features/photos/photo-file-check';
import { Alert } from '@/web/ui/alert';
import { Button } from '@/web/ui/button';
import { Card } from '@/web/ui/card';
import { DocumentTitle } from '@/web/ui/document-title';
import { Progress } from '@/web/ui/progress';
import type { LabelPhotoReading, ReadProgress } from './read-label-photo';
import { LabelFoodForm } from './label-food-form';

type Stage =
  | { kind: 'idle' }
  | { kind: 'reading'; progress: ReadProgress }
  | { kind: 'read'; result: LabelPhotoReading; preview: string }
  | { kind: 'problem'; message: string };

export const NOT_A_LABEL =
  'Não encontramos uma tabela nutricional nesta foto. Fotografe só a tabela, reta, bem iluminada e ocupando quase toda a foto — ou digite os valores em “Novo alimento”. Nada foi salvo.';
const UNREADABLE = 'Não conseguimos abrir esta foto. Use uma foto JPEG, PNG ou WebP. Nada foi salvo.';

/** Loading, decoding and reading, as one bar: the first read also fetches the OCR files (about 5 MB). */
function percent(progress: ReadProgress) {
  if (progress.stage === 'preparing') return 5;
  if (progress.stage === 'loading') return 5 + progress.share * 25;
  return 30 + progress.share * 70;
}

/**
 * /dashboard/my-foods/label ("Ler tabela nutricional"): a photo of the label's nutrition table is read
 * on the device and pre-fills a new food of "Meus alimentos" for the person to check and confirm
 * (docs/decisions/0034-nutrition-label-reading.md). The barcode scanner sends here when a product is
 * not found.
 */
export function LabelScreen() {
  const camera = useRef<HTMLInputElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });

  async function read(file: File | undefined) {
    if (!file) return;
    const problem = photoFileProblem(file);
    if (problem) {
      setStage({ kind: 'problem', message: problem });
      return;
    }
    setStage({ kind: 'reading', progress: { stage: 'preparing', share: 0 } });
    try {
      // The OCR (tesseract.js and this module) is a chunk of its own, fetched on the first photo.
      const { readLabelPhoto } = await import('./read-label-photo');
      const result = await readLabelPhoto(file, (progress) => setStage({ kind: 'reading', progress }));
      if (!result.reading.looksLikeLabel) {
        setStage({ kind: 'problem', message: NOT_A_LABEL });
        return;
      }
      setStage({ kind: 'read', result, preview: URL.createObjectURL(file) });
    } catch {
      setStage({ kind: 'problem', message: UNREADABLE });
    }
  }

  const reading = stage.kind === 'reading';
  const chooseInput = (ref: typeof camera, capture: boolean, label: string) => (
    <input
      ref={ref}
      type="file"
      accept={PHOTO_ACCEPT}
      capture={capture ? 'environment' : undefined}
      className="sr-only"
      tabIndex={-1}
      aria-label={label}
      onChange={(event) => {
        void read(event.target.files?.[0]);
        event.target.value = ''; // the same photo again still counts
      }}
    />
  );
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle page="Ler tabela nutricional" />
      <div>
        <Button variant="link" asChild className="px-0">
          <Link to="/dashboard/my-foods">
            <ArrowLeft aria-hidden="true" /> Meus alimentos
          </Link>
        </Button>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Ler tabela nutricional</h1>
        <p className="text-sm text-slate-600">
          Fotografe a tabela nutricional da embalagem: lemos os valores no seu aparelho — a foto não sai dele — e você
          confere antes de salvar em Meus alimentos.
        </p>
      </div>
      <Card className="flex flex-col gap-4 p-5">
        {chooseInput(camera, true, 'Foto da tabela pela câmera')}
        {chooseInput(picker, false, 'Arquivo da foto da tabela')}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => camera.current?.click()} disabled={reading}>
            <Camera aria-hidden="true" /> Tirar foto
          </Button>
          <Button variant="outline" onClick={() => picker.current?.click()} disabled={reading}>
            <ImageUp aria-hidden="true" /> Escolher foto
          </Button>
        </div>
        <p className="text-sm text-slate-600">
          Dica: a tabela inteira, reta e bem iluminada, sem reflexo. Funciona também sem conexão depois da primeira
          leitura.
        </p>
        {stage.kind === 'reading' ? (
          <div className="flex flex-col gap-2" role="status">
            <p className="text-sm font-medium text-slate-900">
              {stage.progress.stage === 'loading' ? 'Preparando o leitor…' : 'Lendo a tabela…'}
            </p>
            <Progress value={percent(stage.progress)} aria-label="Progresso da leitura da tabela" />
          </div>
        ) : null}
        {stage.kind === 'problem' ? <Alert>{stage.message}</Alert> : null}
      </Card>
      {stage.kind === 'read' ? (
        <Card className="flex flex-col gap-4 p-5">
          <div className="flex flex-col items-start gap-4 sm:flex-row">
            <img
              src={stage.preview}
              alt="Foto da tabela nutricional lida"
              className="max-h-48 rounded-md border border-slate-200 object-contain"
            />
            <div className="min-w-0 flex-1">
              <h2 className="text-lg font-semibold text-slate-900">Confira os valores lidos</h2>
              <p className="text-sm text-slate-600">
                {stage.result.reading.layout === 'rdc360'
                  ? 'Tabela no modelo antigo (só por porção).'
                  : 'Tabela no modelo novo (por 100 g e por porção).'}
                {stage.result.reading.servingsPerPack
                  ? ` ${stage.result.reading.servingsPerPack} porções por embalagem.`
                  : ''}
              </p>
            </div>
          </div>
          <LabelFoodForm reading={stage.result.reading} image={stage.result.image} />
        </Card>
      ) : null}
    </div>
  );
}
