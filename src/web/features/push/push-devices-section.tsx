import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Smartphone } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { messageOf } from '@/web/lib/api-error';
import { formatDateTime } from '@/web/lib/format';
import { queryKeys } from '@/web/lib/query-keys';
import { Alert } from '@/web/ui/alert';
import { Button } from '@/web/ui/button';
import { Spinner } from '@/web/ui/spinner';
import { fetchPushDevices, removePushDevice, sendTestPush } from './push-api';
import { enablePushHere, pushSupport, type PushSupport } from './push-support';

/**
 * Notificações no aparelho (decision 0049): the explanation comes first and the browser's permission prompt
 * only after a click on "Ativar notificações neste aparelho" — never on load. On an iPhone not installed,
 * how to add Nutri to the Home Screen instead. Then the devices, each removable, and a test notification.
 */
export function PushDevicesSection() {
  const queryClient = useQueryClient();
  const [support, setSupport] = useState<PushSupport>(() => pushSupport());
  const devices = useQuery({ queryKey: queryKeys.pushDevices, queryFn: fetchPushDevices });
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.pushDevices });
  const enable = useMutation({
    mutationFn: enablePushHere,
    onSuccess: (allowed) => {
      setSupport(pushSupport());
      if (allowed) toast.success('Notificações ativadas neste aparelho.');
      void refresh();
    },
    onError: (error) => toast.error(`Não foi possível ativar as notificações: ${messageOf(error)}`),
  });
  const remove = useMutation({
    mutationFn: removePushDevice,
    onSuccess: () => {
      toast.success('Aparelho removido.');
      void refresh();
    },
    onError: (error) => toast.error(messageOf(error)),
  });
  const test = useMutation({
    mutationFn: sendTestPush,
    onSuccess: ({ sent }) => {
      toast.success(
        sent === 0
          ? 'Nenhum aparelho recebeu: ative as notificações primeiro.'
          : `Notificação enviada para ${sent} ${sent === 1 ? 'aparelho' : 'aparelhos'}.`,
      );
      void refresh();
    },
    onError: (error) => toast.error(messageOf(error)),
  });
  const list = devices.data?.devices ?? [];
  return (
    <section aria-labelledby="push-title" className="flex flex-col gap-3 border-t border-slate-200 pt-4">
      <h3 id="push-title" className="flex items-center gap-2 font-semibold text-slate-900">
        <Smartphone className="size-4 text-brand-700" aria-hidden="true" />
        Notificações no aparelho
      </h3>
      <p className="text-sm text-slate-700">
        O Nutri pode avisar no celular ou no computador quando chegar a hora em que você costuma comer e a refeição
        ainda não foi registrada, lembrar da água ao longo do dia e mandar o resumo da semana às segundas. Você escolhe
        abaixo o que receber, e nada chega nas horas de silêncio.
      </p>
      {support === 'ios-not-installed' ? (
        <Alert variant="info">
          No iPhone, as notificações funcionam com o Nutri instalado: toque em Compartilhar e depois em “Adicionar à
          Tela de Início”. Abra o Nutri pelo ícone e volte aqui para ativar.
        </Alert>
      ) : support === 'unsupported' ? (
        <Alert variant="info">
          Este navegador não recebe notificações. Use o Chrome, o Edge, o Firefox ou o Safari atualizados.
        </Alert>
      ) : support === 'denied' ? (
        <Alert variant="info">
          As notificações estão bloqueadas para o Nutri neste navegador. Libere nas configurações do site (o cadeado ao
          lado do endereço) e tente de novo.
        </Alert>
      ) : (
        <Button className="self-start" disabled={enable.isPending} onClick={() => enable.mutate()}>
          {enable.isPending ? <Spinner /> : null}
          Ativar notificações neste aparelho
        </Button>
      )}
      {list.length > 0 ? (
        <ul
          aria-label="Aparelhos com notificações"
          className="flex flex-col divide-y divide-slate-200 rounded-md border border-slate-200"
        >
          {list.map((device) => (
            <li key={device.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
              <span>
                <span className="block font-medium text-slate-900">{device.deviceName ?? 'Aparelho'}</span>
                <span className="block text-slate-600">Desde {formatDateTime(device.createdAt)}</span>
              </span>
              <Button
                variant="outline"
                size="sm"
                disabled={remove.isPending}
                aria-label={`Remover ${device.deviceName ?? 'aparelho'}`}
                onClick={() => remove.mutate(device.id)}
              >
                Remover
              </Button>
            </li>
          ))}
        </ul>
      ) : devices.isSuccess ? (
        <p className="text-sm text-slate-600">Nenhum aparelho recebe notificações ainda.</p>
      ) : null}
      {list.length > 0 ? (
        <Button variant="outline" className="self-start" disabled={test.isPending} onClick={() => test.mutate()}>
          {test.isPending ? <Spinner /> : null}
          Enviar uma notificação de teste
        </Button>
      ) : null}
    </section>
  );
}
