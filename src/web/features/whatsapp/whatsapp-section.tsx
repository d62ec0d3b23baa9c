import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { WhatsappLinkCode, WhatsappStatus } from '@/contracts/whatsapp';
import { messageOf } from '@/web/lib/api-error';
import { formatDate, formatTime } from '@/web/lib/format';
import { queryKeys } from '@/web/lib/query-keys';
import { Alert } from '@/web/ui/alert';
import { Button } from '@/web/ui/button';
import { CheckboxField } from '@/web/ui/checkbox-field';
import { Spinner } from '@/web/ui/spinner';
import { SettingsCard } from '@/web/ui/settings-card';
import { createLinkCode, fetchWhatsapp, saveWhatsappReminders, unlinkWhatsapp } from './whatsapp-api';

/** While a code is on screen the link is checked every few seconds, so it shows up once the phone sent it. */
const POLL_MS = 3_000;

/**
 * Settings → WhatsApp (#whatsapp, decision 0032): link a number with a
 * one-time code sent from the phone, the opt-in reminders, unlink.
 */
export function WhatsappSection() {
  const queryClient = useQueryClient();
  const [code, setCode] = useState<WhatsappLinkCode | null>(null);
  const status = useQuery({ queryKey: queryKeys.whatsapp, queryFn: fetchWhatsapp });
  const waiting = code !== null && status.data?.link === null;
  const { refetch } = status;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void refetch(), POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, refetch]);
  // Notificações shows a WhatsApp column only while a number is linked, and the meal reminders' WhatsApp switch
  // (decision 0056): a link seen by the polling, an unlink or that switch changed reads its settings again.
  const linkState = status.data ? `${status.data.link !== null}:${status.data.link?.reminders ?? false}` : null;
  const seen = useRef(linkState);
  useEffect(() => {
    if (linkState === null || seen.current === linkState) return;
    if (seen.current !== null) void queryClient.invalidateQueries({ queryKey: queryKeys.reminderSettings });
    seen.current = linkState;
  }, [linkState, queryClient]);
  const apply = (next: WhatsappStatus) => queryClient.setQueryData(queryKeys.whatsapp, next);
  const generate = useMutation({
    mutationFn: createLinkCode,
    onSuccess: setCode,
    onError: (error) => toast.error(messageOf(error)),
  });
  const unlink = useMutation({
    mutationFn: unlinkWhatsapp,
    onSuccess: (next) => {
      setCode(null);
      apply(next);
      toast.success('WhatsApp desconectado.');
    },
    onError: (error) => toast.error(messageOf(error)),
  });
  const reminders = useMutation({
    mutationFn: saveWhatsappReminders,
    onSuccess: (next) => {
      apply(next);
      toast.success(next.link?.reminders ? 'Lembretes ligados.' : 'Lembretes desligados.');
    },
    onError: (error) => toast.error(messageOf(error)),
  });

  return (
    <SettingsCard
      id="whatsapp"
      title="WhatsApp"
      icon={MessageCircle}
      description="Conte o que comeu ou mande a foto do prato pelo WhatsApp e registre com um toque."
    >
      {status.isPending ? (
        <Spinner className="size-5 text-brand-700" />
      ) : status.isError ? (
        <Alert>{messageOf(status.error)}</Alert>
      ) : !status.data.enabled && !status.data.link ? (
        <Alert variant="info">O WhatsApp ainda não está disponível no Nutri.</Alert>
      ) : status.data.link ? (
        <div className="flex flex-col gap-4">
          <p className="text-slate-700">
            Conectado ao número <strong className="text-slate-900">{status.data.link.phone}</strong> desde{' '}
            {formatDate(status.data.link.linkedAt)}.
          </p>
          <CheckboxField
            id="whatsapp-reminders"
            checked={status.data.link.reminders}
            disabled={reminders.isPending || !status.data.enabled}
            onCheckedChange={(checked) => reminders.mutate(checked === true)}
            label={
              <>
                <span className="block font-medium text-slate-900">Lembretes pelo WhatsApp</span>
                <span className="block text-slate-600">
                  “Ainda não registrou o almoço?” à tarde e o do jantar à noite, só quando faltar o registro. Responda
                  PARAR para desligar.
                </span>
              </>
            }
          />
          <Button variant="outline" className="self-start" disabled={unlink.isPending} onClick={() => unlink.mutate()}>
            {unlink.isPending ? <Spinner /> : null}
            Desconectar WhatsApp
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <ol className="list-decimal space-y-1 pl-5 text-slate-700">
            <li>Gere um código aqui.</li>
            <li>
              Envie o código pelo WhatsApp para o Nutri
              {status.data.businessNumber ? ` (${status.data.businessNumber})` : ''} em até 10 minutos.
            </li>
            <li>Pronto: a partir daí, é só conversar.</li>
          </ol>
          {code ? (
            <div className="flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4" aria-live="polite">
              <p className="text-sm text-slate-700">Seu código (vale até {formatTime(code.expiresAt)}):</p>
              <p className="font-mono text-3xl font-bold tracking-widest text-brand-900" data-testid="whatsapp-code">
                {code.code}
              </p>
              {status.data.chatUrl ? (
                <Button asChild className="self-start">
                  <a
                    href={`${status.data.chatUrl}?text=${encodeURIComponent(code.code)}`}
                    target="_blank"
                    rel="noreferrer"
                  >
                    Abrir o WhatsApp com o código
                  </a>
                </Button>
              ) : null}
              <p className="flex items-center gap-2 text-sm text-slate-600">
                <Spinner className="size-4" /> Aguardando a mensagem com o código…
              </p>
              <Button variant="outline" className="self-start" onClick={() => void refetch()}>
                Já enviei o código
              </Button>
            </div>
          ) : null}
          <Button
            variant={code ? 'outline' : 'default'}
            className="self-start"
            disabled={generate.isPending}
            onClick={() => generate.mutate()}
          >
            {generate.isPending ? <Spinner /> : null}
            {code ? 'Gerar outro código' : 'Gerar código'}
          </Button>
        </div>
      )}
    </SettingsCard>
  );
}
