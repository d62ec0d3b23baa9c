import { Target } from 'lucide-react';
import type { Settings } from '@/contracts/settings';
import { formatGrams, formatKcal, formatMl } from '@/web/lib/format';
import { Badge } from '@/web/ui/badge';
import { useCurrentUser } from '../auth/use-current-user';
import { GoalsOverrideForm } from './goals-override-form';
import { GoalsRecomputeForm } from './goals-recompute-form';
import { SettingsCard } from '@/web/ui/settings-card';

/**
 * Settings → Metas (#metas): the targets in force, recomputed from the
 * profile (Mifflin–St Jeor, src/domain/goals) or typed by the person.
 * The dashboard's 'Ajustar metas' tile and the weight card link here.
 */
export function GoalsSection({ settings }: { settings: Settings }) {
  const me = useCurrentUser();
  const targets = me.targets;
  return (
    <SettingsCard
      id="metas"
      title="Metas"
      icon={Target}
      description="Suas metas diárias de energia, macronutrientes, água e refeições."
      aside={
        <Badge variant={settings.targetsOverridden ? 'warning' : 'solid'}>
          {settings.targetsOverridden ? 'Definidas por você' : 'Calculadas pelo perfil'}
        </Badge>
      }
    >
      {targets ? (
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3 lg:grid-cols-6" aria-label="Metas em vigor">
          <Target_ label="Energia" value={formatKcal(targets.energyKcal)} />
          <Target_ label="Proteínas" value={formatGrams(targets.proteinG)} />
          <Target_ label="Carboidratos" value={formatGrams(targets.carbsG)} />
          <Target_ label="Gorduras" value={formatGrams(targets.fatG)} />
          <Target_ label="Água" value={formatMl(targets.waterMl)} />
          <Target_ label="Refeições" value={`${me.mealsPerDay} por dia`} />
        </dl>
      ) : null}
      <GoalsRecomputeForm latestWeightKg={settings.latestWeightKg} />
      <GoalsOverrideForm />
      <p className="text-xs text-slate-600">
        As metas são estimativas educativas e não substituem a orientação de um nutricionista ou médico.
      </p>
    </SettingsCard>
  );
}

function Target_({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-semibold text-slate-900">{value}</dd>
    </div>
  );
}
