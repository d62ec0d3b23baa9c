import { CheckCircle2 } from 'lucide-react';
import { Progress } from '@/web/ui/progress';
import { Spinner } from '@/web/ui/spinner';
import type { PhotoProgress } from '@/web/features/photos/photo-api';

/** Upload progress, then what the server is doing with the photo: analysing it, or only keeping it. */
export function PhotoSendingStatus({ progress, recognizes }: { progress: PhotoProgress; recognizes: boolean }) {
  const percent = Math.round(progress.uploaded * 100);
  return (
    <div role="status" className="flex flex-col gap-2 text-sm text-slate-700">
      {progress.analysing ? (
        <p className="flex items-center gap-2">
          <Spinner /> {recognizes ? 'Analisando a foto…' : 'Guardando a foto…'}
        </p>
      ) : (
        <>
          <p>Enviando foto… {percent}%</p>
          <Progress value={percent} aria-label="Envio da foto" />
        </>
      )}
    </div>
  );
}

/** The photo is with the meal: nothing more to press until another photo is chosen. */
export function PhotoAttached({ analysed }: { analysed: boolean }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm font-medium text-brand-800">
      <CheckCircle2 aria-hidden="true" className="size-4" />
      {analysed ? 'Foto analisada e anexada à refeição.' : 'Foto anexada à refeição.'}
    </p>
  );
}
