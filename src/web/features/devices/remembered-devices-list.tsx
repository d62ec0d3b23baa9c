import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Smartphone } from 'lucide-react';
import { toast } from 'sonner';
import { messageOf } from '@/web/lib/api-error';
import { formatDate, formatDateTime } from '@/web/lib/format';
import { queryKeys } from '@/web/lib/query-keys';
import { Alert } from '@/web/ui/alert';
import { Badge } from '@/web/ui/badge';
import { Button } from '@/web/ui/button';
import { fetchRememberedDevices, forgetDevice } from './devices-api';

/**
 * Under "Dispositivos conectados": the browsers remembered for the second step
 * ("Lembrar este dispositivo por 30 dias", decision 0042), each forgettable.
 * Nothing is shown while there are none.
 */
export function RememberedDevicesList() {
  const queryClient = useQueryClient();
  const devices = useQuery({ queryKey: queryKeys.rememberedDevices, queryFn: fetchRememberedDevices });
  const forget = useMutation({
    mutationFn: forgetDevice,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.rememberedDevices });
      toast.success('Dispositivo esquecido. Ele vai pedir o código na próxima vez que entrar.');
    },
    onError: (error) => toast.error(messageOf(error)),
  });
  if (devices.isError) return <Alert>{messageOf(devices.error)}</Alert>;
  if (!devices.data || devices.data.devices.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold text-slate-900">Lembrados para a verificação em duas etapas</h4>
      <ul className="flex flex-col divide-y divide-slate-100 rounded-xl border border-slate-200">
        {devices.data.devices.map((device) => (
          <li key={device.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
            <Smartphone className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <p className="font-medium text-slate-900">
                {device.device} {device.current ? <Badge variant="solid">Este dispositivo</Badge> : null}
              </p>
              <p className="text-sm text-slate-600">
                Sem código até {formatDate(device.rememberedUntil)} · último acesso em{' '}
                {formatDateTime(device.lastSeenAt)}
              </p>
            </div>
            <Button
              variant="ghost"
              size="sm"
              disabled={forget.isPending}
              onClick={() => forget.mutate(device.id)}
              aria-label={`Esquecer ${device.device}`}
            >
              Esquecer
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
