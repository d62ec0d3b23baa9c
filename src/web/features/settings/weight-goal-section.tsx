import { Flag } from 'lucide-react';
import { WeightGoalForm } from '../body/weight-goal-form';
import { SettingsCard } from '@/web/ui/settings-card';

/** Settings → Meta de peso (#meta-de-peso): the goal weight, the weekly rate and the estimate (decision 0053). */
export function WeightGoalSection() {
  return (
    <SettingsCard
      id="meta-de-peso"
      title="Meta de peso"
      icon={Flag}
      description="O peso que você quer alcançar e em que ritmo; mostramos uma data estimada."
    >
      <WeightGoalForm />
    </SettingsCard>
  );
}
