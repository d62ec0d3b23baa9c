import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { NotificationPrefs } from '@/contracts/settings';
import { messageOf } from '@/web/lib/api-error';
import { queryKeys } from '@/web/lib/query-keys';
import { Button } from '@/web/ui/button';
import { CheckboxField } from '@/web/ui/checkbox-field';
import { Spinner } from '@/web/ui/spinner';
import { PushDevicesSection } from '../push/push-devices-section';
import { ReminderPrefsForm } from '../push/reminder-prefs-form';
import { saveNotificationPrefs } from './settings-api';
import { SettingsCard } from '@/web/ui/settings-card';

const OPTIONS: Array<[keyof NotificationPrefs, string, string]> = [
  ['trialReminders', 'Lembretes do teste grátis', 'Quando faltarem 2 dias e no último dia do teste grátis.'],
  ['streakMilestones', 'Sequências de registro', 'Quando você registrar refeições por 3, 7 e 30 dias seguidos.'],
  ['weeklySummary', 'Resumo semanal', 'Toda segunda-feira, um resumo da semana anterior.'],
];

/** Settings → Notificações (#notificacoes): the bell's notifications, push devices and reminders (decision 0049). */
export function NotificationPrefsSection({ prefs }: { prefs: NotificationPrefs }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState(prefs);
  const save = useMutation({
    mutationFn: saveNotificationPrefs,
    onSuccess: (settings) => {
      queryClient.setQueryData(queryKeys.settings, settings);
      toast.success('Preferências de notificação salvas.');
    },
    onError: (error) => toast.error(messageOf(error)),
  });
  return (
    <SettingsCard
      id="notificacoes"
      title="Notificações"
      icon={BellRing}
      description="Escolha o que aparece no sino do painel, no aparelho e no e-mail."
    >
      <fieldset className="flex flex-col gap-4">
        <legend className="sr-only">Notificações que você quer receber</legend>
        {OPTIONS.map(([key, label, hint]) => (
          <CheckboxField
            key={key}
            id={`notify-${key}`}
            checked={values[key]}
            onCheckedChange={(checked) => setValues((current) => ({ ...current, [key]: checked === true }))}
            label={
              <>
                <span className="block font-medium text-slate-900">{label}</span>
                <span className="block text-slate-600">{hint}</span>
              </>
            }
          />
        ))}
      </fieldset>
      <Button className="self-start" disabled={save.isPending} onClick={() => save.mutate(values)}>
        {save.isPending ? <Spinner /> : null}
        Salvar preferências
      </Button>
      <PushDevicesSection />
      <ReminderPrefsForm />
    </SettingsCard>
  );
}
