import { CloudOff, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { formatDateTime } from '@/web/lib/format';
import { Button } from '@/web/ui/button';
import { cancel } from './write-queue';
import { dropQueuedPhoto, type QueuedPhoto } from './photo-queue';
import { useOnline } from './online-status';
import { reviewPath, usePendingWrites, useQueuedPhotos } from './use-write-queue';

/**
 * Under the top bar on every signed-in screen: "Sem conexão" while offline, and the writes still
 * waiting to reach the server, each of which can be cancelled before it is sent.
 */
export function ConnectionStatus({ userId }: { userId: string }) {
  const online = useOnline();
  const pending = usePendingWrites(userId);
  const photos = useQueuedPhotos(userId);
  if (online && pending.length === 0 && photos.length === 0) return null;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 pt-4 sm:px-6 lg:px-8">
      {!online && (
        <div role="status" className="flex items-center gap-2 rounded-lg bg-slate-800 px-3 py-2 text-sm text-white">
          <CloudOff className="size-4 shrink-0" aria-hidden="true" />
          <span>
            <strong>Sem conexão.</strong> Você pode registrar refeições, água e peso: enviamos quando a conexão voltar.
          </span>
        </div>
      )}
      {pending.length > 0 && (
        <section aria-labelledby="pendentes-titulo" className="rounded-lg border border-amber-200 bg-amber-50 p-3">
          <h2 id="pendentes-titulo" className="flex items-center gap-2 text-sm font-semibold text-amber-900">
            <Clock className="size-4" aria-hidden="true" />
            {pending.length === 1 ? '1 registro aguardando envio' : `${pending.length} registros aguardando envio`}
          </h2>
          <ul className="mt-2 flex flex-col gap-1" aria-label="Registros pendentes">
            {pending.map((item) => (
              <li key={item.id} className="flex items-center justify-between gap-3 text-sm text-slate-800">
                <span className="min-w-0">
                  <span className="block truncate">{item.label}</span>
                  {item.refusal && <span className="block text-red-800">Não enviado: {item.refusal}</span>}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => void cancel(item.id)}
                  aria-label={`Cancelar ${item.label}`}
                >
                  Cancelar
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {photos.length > 0 && <QueuedPhotos photos={photos} />}
    </div>
  );
}

const photoLabel = (photo: QueuedPhoto) => `Foto do prato de ${formatDateTime(photo.queuedAt)}`;

/** Photos taken offline: waiting for the connection, or analysed and waiting for the person's review. */
function QueuedPhotos({ photos }: { photos: QueuedPhoto[] }) {
  return (
    <section aria-labelledby="fotos-pendentes-titulo" className="rounded-lg border border-amber-200 bg-amber-50 p-3">
      <h2 id="fotos-pendentes-titulo" className="flex items-center gap-2 text-sm font-semibold text-amber-900">
        <Clock className="size-4" aria-hidden="true" />
        {photos.length === 1 ? '1 foto pendente' : `${photos.length} fotos pendentes`}
      </h2>
      <ul className="mt-2 flex flex-col gap-1" aria-label="Fotos pendentes">
        {photos.map((photo) => (
          <li key={photo.id} className="flex items-center justify-between gap-3 text-sm text-slate-800">
            <span className="min-w-0">
              <span className="block truncate">{photoLabel(photo)}</span>
              <span className={photo.state === 'refused' ? 'block text-red-800' : 'block text-slate-600'}>
                {photo.state === 'waiting'
                  ? 'Aguardando conexão para enviar e analisar'
                  : photo.state === 'ready'
                    ? 'Analisada: revise para registrar a refeição'
                    : `Não enviada: ${photo.refusal ?? ''}`}
              </span>
            </span>
            <span className="flex shrink-0 items-center gap-1">
              {photo.state === 'ready' ? (
                <Button asChild variant="outline" size="sm">
                  <Link to={reviewPath(photo)} aria-label={`Revisar ${photoLabel(photo)}`}>
                    Revisar
                  </Link>
                </Button>
              ) : null}
              <Button
                variant="ghost"
                size="sm"
                onClick={() => void dropQueuedPhoto(photo.id)}
                aria-label={`Cancelar ${photoLabel(photo)}`}
              >
                Cancelar
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
