import { Camera, Clock, ImageUp, Paperclip, RefreshCw, Sparkles } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import type { PhotoAnalysis } from '@/contracts/photos';
import { useCurrentUser } from '@/web/features/auth/use-current-user';
import { useOnline } from '@/web/features/offline/online-status';
import { PhotoQueueError, queuePhoto } from '@/web/features/offline/photo-queue';
import { ApiRequestError, messageOf } from '@/web/lib/api-error';
import { cn } from '@/web/lib/cn';
import { Alert } from '@/web/ui/alert';
import { Button } from '@/web/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/ui/card';
import { Spinner } from '@/web/ui/spinner';
import { analyzePhoto, usePhotoRecognition, type PhotoProgress } from '@/web/features/photos/photo-api';
import { PHOTO_ACCEPT, photoFileProblem } from '@/web/features/photos/photo-file-check';
import { PhotoAttached, PhotoSendingStatus } from './photo-status';

type Stage =
  | { kind: 'idle' }
  | { kind: 'sending'; progress: PhotoProgress }
  | { kind: 'done'; analysed: boolean }
  | { kind: 'queued' }
  | { kind: 'error'; message: string };

/**
 * Photo of the plate: the phone's camera (`capture="environment"`), a file, or
 * drag and drop on a desktop; a preview before sending; upload progress, then
 * "Analisando…". Hands the server's analysis to `onAnalyzed`. Without a vision
 * model on the server the same photo is only attached to the meal ("Anexar
 * foto") and the person describes the plate — never a button that cannot work.
 */
export function PhotoCapture({ hint, onAnalyzed }: { hint: string; onAnalyzed: (result: PhotoAnalysis) => void }) {
  const id = useId();
  const camera = useRef<HTMLInputElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [dragging, setDragging] = useState(false);
  const recognizes = usePhotoRecognition();
  const online = useOnline();
  const me = useCurrentUser();

  // The preview's object URL lives as long as that preview.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  function choose(chosen: File | undefined) {
    if (!chosen) return;
    const problem = photoFileProblem(chosen);
    setFile(problem ? null : chosen);
    setPreview(problem ? null : URL.createObjectURL(chosen));
    setStage(problem ? { kind: 'error', message: problem } : { kind: 'idle' });
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  }

  /** No connection (or the upload got no answer): the photo waits on the device (decision 0030, addendum). */
  async function keepForLater(chosen: File) {
    try {
      await queuePhoto(me.id, chosen, hint);
      setFile(null);
      setPreview(null);
      setStage({ kind: 'queued' });
    } catch (error) {
      setStage({
        kind: 'error',
        message: error instanceof PhotoQueueError ? error.message : 'Não conseguimos guardar a foto neste aparelho.',
      });
    }
  }

  async function send() {
    if (!file) return;
    if (!navigator.onLine) return keepForLater(file);
    setStage({ kind: 'sending', progress: { uploaded: 0, analysing: false } });
    try {
      const result = await analyzePhoto(file, hint, (progress) => setStage({ kind: 'sending', progress }));
      setStage({ kind: 'done', analysed: result.model !== null && !result.needsDescription });
      onAnalyzed(result);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 0) return keepForLater(file);
      setStage({ kind: 'error', message: messageOf(error) });
    }
  }

  const sending = stage.kind === 'sending';
  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>Foto do prato</CardTitle>
        <CardDescription>
          {recognizes === false
            ? 'A foto fica guardada com a refeição e você descreve o prato em poucas palavras. '
            : 'Fotografe o prato de cima, com boa luz. '}
          JPEG, PNG ou WebP de até 15 MB.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
          data-testid="photo-drop-zone"
          className={cn(
            'flex min-h-40 flex-col items-center justify-center gap-3 rounded-lg border-2 border-dashed p-4 text-center',
            dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-slate-50',
          )}
        >
          {preview ? (
            <img src={preview} alt="Prévia da foto do prato" className="max-h-64 rounded-md object-contain" />
          ) : (
            <>
              <ImageUp aria-hidden="true" className="size-8 text-slate-500" />
              <p className="text-sm text-slate-600">Arraste a foto para cá ou use os botões abaixo.</p>
            </>
          )}
        </div>
        <input
          ref={camera}
          type="file"
          accept={PHOTO_ACCEPT}
          capture="environment"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = ''; // choosing the same file again still counts
          }}
        />
        <input
          ref={picker}
          type="file"
          accept={PHOTO_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label="Arquivo da foto"
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = ''; // choosing the same file again still counts
          }}
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => camera.current?.click()} disabled={sending}>
            <Camera aria-hidden="true" /> {file ? 'Tirar outra' : 'Tirar foto'}
          </Button>
          <Button variant="outline" onClick={() => picker.current?.click()} disabled={sending}>
            {file ? <RefreshCw aria-hidden="true" /> : <ImageUp aria-hidden="true" />}{' '}
            {file ? 'Trocar arquivo' : 'Escolher arquivo'}
          </Button>
          {file && !online && !sending ? (
            <Button onClick={() => void send()}>
              <Clock aria-hidden="true" /> Guardar para analisar depois
            </Button>
          ) : file && stage.kind !== 'done' && recognizes !== undefined ? (
            <Button onClick={() => void send()} disabled={sending}>
              {sending ? <Spinner /> : recognizes ? <Sparkles aria-hidden="true" /> : <Paperclip aria-hidden="true" />}{' '}
              {recognizes ? 'Analisar foto' : 'Anexar foto'}
            </Button>
          ) : null}
        </div>
        {stage.kind === 'sending' ? (
          <PhotoSendingStatus progress={stage.progress} recognizes={recognizes !== false} />
        ) : null}
        {stage.kind === 'done' ? <PhotoAttached analysed={stage.analysed} /> : null}
        {stage.kind === 'queued' ? (
          <p role="status" className="text-sm font-medium text-amber-900">
            Sem conexão: a foto ficou guardada no aparelho. Quando a conexão voltar, ela é enviada e analisada, e
            avisamos para você revisar e registrar a refeição.
          </p>
        ) : null}
        {stage.kind === 'error' ? <Alert>{stage.message}</Alert> : null}
      </CardContent>
    </Card>
  );
}
