import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { MEAL_SLOT_LABELS, MEAL_SLOTS } from '@/contracts/meals';
import {
  KIND_CHANNELS,
  type ReminderChannel,
  type ReminderKind,
  type ReminderSettings,
  type ReminderSettingsView,
} from '@/contracts/reminders';
import { messageOf } from '@/web/lib/api-error';
import { queryKeys } from '@/web/lib/query-keys';
import { Button } from '@/web/ui/button';
import { Checkbox } from '@/web/ui/checkbox';
import { Field } from '@/web/ui/field';
import { Input } from '@/web/ui/input';
import { Spinner } from '@/web/ui/spinner';
import { fetchReminderSettings, saveReminderSettings } from './push-api';
import { withServerChanges } from './reminder-draft';

const KINDS: Array<[ReminderKind, string, string]> = [
  ['meal', 'Refeições', 'No horário em que você costuma comer, só se a refeição ainda não foi registrada.'],
  ['water', 'Água', 'Ao longo do dia, quando você estiver abaixo do ritmo da sua meta.'],
  ['weekly', 'Sua semana', 'Toda segunda-feira, o resumo da semana anterior com uma sugestão.'],
  ['billing', 'Assinatura', 'Fim do teste grátis e cobrança recusada (o e-mail desses avisos sempre vai).'],
];
const CHANNEL_WORDS: Record<ReminderChannel, [string, string]> = {
  push: ['No aparelho', 'no aparelho'],
  email: ['Por e-mail', 'por e-mail'],
  whatsapp: ['No WhatsApp', 'no WhatsApp'],
};
const SOURCE_WORDS = { learned: 'aprendido dos seus registros', default: 'horário comum', manual: 'definido por você' };

/** Settings → Notificações: what to be reminded of and where, quiet hours, the daily cap and meal times. */
export function ReminderPrefsForm() {
  const settings = useQuery({ queryKey: queryKeys.reminderSettings, queryFn: fetchReminderSettings });
  if (!settings.data) return settings.isError ? <p role="alert">{messageOf(settings.error)}</p> : <Spinner />;
  return <Form initial={settings.data} />;
}

function Form({ initial }: { initial: ReminderSettingsView }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<ReminderSettings>(initial);
  // Settings read again (the WhatsApp section linked a number or flipped its switch): what changed on the server
  // replaces the draft's value, the person's other unsaved changes stay.
  const [loaded, setLoaded] = useState(initial);
  if (loaded !== initial) {
    setLoaded(initial);
    setValues((draft) => withServerChanges(draft, loaded, initial));
  }
  const save = useMutation({
    mutationFn: saveReminderSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.reminderSettings, saved);
      // The WhatsApp section shows the meal reminders' WhatsApp switch too (decision 0056).
      void queryClient.invalidateQueries({ queryKey: queryKeys.whatsapp });
      toast.success('Lembretes salvos.');
    },
    onError: (error) => toast.error(messageOf(error)),
  });
  // The WhatsApp column only when the number is linked and the operator set WhatsApp up.
  const columns: ReminderChannel[] = initial.whatsappLinked ? ['push', 'email', 'whatsapp'] : ['push', 'email'];
  const setChannel = (kind: ReminderKind, channel: ReminderChannel, on: boolean) =>
    setValues((v) => ({ ...v, channels: { ...v.channels, [kind]: { ...v.channels[kind], [channel]: on } } }));
  return (
    <section aria-labelledby="reminders-title" className="flex flex-col gap-4 border-t border-slate-200 pt-4">
      <h3 id="reminders-title" className="font-semibold text-slate-900">
        Lembretes
      </h3>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Lembretes por canal</caption>
        <thead>
          <tr className="text-slate-600">
            <th scope="col" className="py-1 font-medium">
              Tipo
            </th>
            {columns.map((channel) => (
              <th key={channel} scope="col" className="py-1 text-center font-medium">
                {CHANNEL_WORDS[channel][0]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {KINDS.map(([kind, label, hint]) => (
            <tr key={kind} className="border-t border-slate-100 align-top">
              <th scope="row" className="py-2 pr-2 font-normal">
                <span className="block font-medium text-slate-900">{label}</span>
                <span className="block text-slate-600">{hint}</span>
              </th>
              {columns.map((channel) => (
                <td key={channel} className="py-2 text-center">
                  {KIND_CHANNELS[kind].includes(channel) ? (
                    <Checkbox
                      aria-label={`${label} ${CHANNEL_WORDS[channel][1]}`}
                      checked={values.channels[kind][channel]}
                      onCheckedChange={(checked) => setChannel(kind, channel, checked === true)}
                    />
                  ) : (
                    <span
                      className="text-slate-400"
                      aria-label={`${label} ${CHANNEL_WORDS[channel][1]}: não disponível`}
                    >
                      —
                    </span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {initial.whatsappLinked && (
        <p className="text-sm text-slate-600">
          No WhatsApp, as refeições lembradas são o almoço e o jantar, e a mensagem vai pelo número conectado.
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id="quiet-from" label="Silêncio a partir de">
          {(control) => (
            <Input
              {...control}
              type="time"
              value={values.quietFrom}
              onChange={(e) => setValues((v) => ({ ...v, quietFrom: e.target.value }))}
            />
          )}
        </Field>
        <Field id="quiet-to" label="Silêncio até">
          {(control) => (
            <Input
              {...control}
              type="time"
              value={values.quietTo}
              onChange={(e) => setValues((v) => ({ ...v, quietTo: e.target.value }))}
            />
          )}
        </Field>
        <Field id="daily-cap" label="Lembretes por dia, no máximo">
          {(control) => (
            <Input
              {...control}
              type="number"
              min={1}
              max={12}
              value={values.dailyCap}
              onChange={(e) => setValues((v) => ({ ...v, dailyCap: Number(e.target.value) }))}
            />
          )}
        </Field>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-900">Horário de cada refeição</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {MEAL_SLOTS.map((slot) => {
            const usual = initial.usualTimes[slot];
            const hint =
              usual && usual.source !== 'manual'
                ? `${usual.time} (${SOURCE_WORDS[usual.source]})`
                : usual
                  ? undefined
                  : 'Sem lembrete até aprender o seu horário';
            return (
              <Field key={slot} id={`meal-time-${slot}`} label={MEAL_SLOT_LABELS[slot]} hint={hint}>
                {(control) => (
                  <Input
                    {...control}
                    type="time"
                    value={values.mealTimes[slot] ?? ''}
                    onChange={(e) =>
                      setValues((v) => {
                        const mealTimes = { ...v.mealTimes };
                        if (e.target.value) mealTimes[slot] = e.target.value;
                        else delete mealTimes[slot];
                        return { ...v, mealTimes };
                      })
                    }
                  />
                )}
              </Field>
            );
          })}
        </div>
      </fieldset>
      <Button
        className="self-start"
        disabled={save.isPending}
        onClick={() =>
          save.mutate({
            channels: values.channels,
            mealTimes: values.mealTimes,
            quietFrom: values.quietFrom,
            quietTo: values.quietTo,
            dailyCap: values.dailyCap,
          })
        }
      >
        {save.isPending ? <Spinner /> : null}
        Salvar lembretes
      </Button>
    </section>
  );
}
