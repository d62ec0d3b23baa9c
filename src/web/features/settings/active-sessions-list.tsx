import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Laptop } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { messageOf } from '@/web/lib/api-error';
import { formatDateTime } from '@/web/lib/format';
import { queryKeys } from '@/web/lib/query-keys';
import { Alert } from '@/web/ui/alert';
import { ConfirmDialog } from '@/web/ui/alert-dialog';
import { Badge } from '@/web/ui/badge';
import { Button } from '@/web/ui/button';
import { Spinner } from '@/web/ui/spinner';
import { RememberedDevicesList } from '../devices/remembered-devices-list';
import { fetchSessions, revokeOtherSessions, revokeSession } from './settings-api';

/** The devices signed in to the account, most recent first, with "Sair de todos os outros dispositivos". */
export function ActiveSessionsList() {
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: queryKeys.settingsSessions, queryFn: fetchSessions });
  const [confirming, setConfirming] = useState(false);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.settingsSessions });
  const revokeOthers = useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: () => {
      setConfirming(false);
      refresh();
      toast.success('Você saiu de todos os outros dispositivos.');
    },
    onError: (error) => toast.error(messageOf(error)),
  });
  const revokeOne = useMutation({
    mutationFn: revokeSession,
    onSuccess: () => {
      refresh();
      toast.success('Dispositivo desconectado.');
    },
    onError: (error) => toast.error(messageOf(error)),
  });
  const others = sessions.data?.sessions.filter((s) => !s.current).length ?? 0;

  return (
    <section className="flex flex-col gap-3 border-t border-slate-200 pt-6" aria-labelledby="sessions-title">
      <h3 id="sessions-title" className="font-semibold text-slate-900">
        Dispositivos conectados
      </h3>
      {sessions.isPending ? (
        <Spinner className="size-6 text-brand-700" />
      ) : sessions.isError ? (
        <Alert>{messageOf(sessions.error)}</Alert>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100 rounded-xl border border-slate-200">
          {sessions.data.sessions.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <Laptop className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">
                  {session.device} {session.current ? <Badge variant="solid">Este dispositivo</Badge> : null}
                </p>
                <p className="text-sm text-slate-600">
                  Ativo em {formatDateTime(session.lastSeenAt)} · entrou em {formatDateTime(session.createdAt)}
                </p>
              </div>
              {session.current ? null : (
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={revokeOne.isPending}
                  onClick={() => revokeOne.mutate(session.id)}
                  aria-label={`Desconectar ${session.device}`}
                >
                  Desconectar
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <RememberedDevicesList />
      <Button variant="outline" className="self-start" disabled={others === 0} onClick={() => setConfirming(true)}>
        Sair de todos os outros dispositivos
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Sair de todos os outros dispositivos?"
        confirmLabel="Sair dos outros dispositivos"
        pending={revokeOthers.isPending}
        onConfirm={() => revokeOthers.mutate()}
      >
        <p>
          {others === 1 ? 'O outro dispositivo conectado' : `Os ${others} outros dispositivos conectados`} vão precisar
          entrar de novo. Este dispositivo continua conectado.
        </p>
      </ConfirmDialog>
    </section>
  );
}
