import { greetingFor } from '@/domain/calendar/sao-paulo';
import { DocumentTitle } from '@/web/ui/document-title';
import { firstName, useCurrentUser } from '../auth/use-current-user';
import { DailyTargetsCard } from './daily-targets-card';

/**
 * Dashboard index for now: greeting (São Paulo hour) and the real daily
 * targets. Stat cards, tips and the trial banner come with the home issue.
 */
export function DashboardHome() {
  const me = useCurrentUser();
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle page="Dashboard" />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {greetingFor(new Date())}, {firstName(me.name)}!
        </h1>
        <p className="mt-1 text-slate-600">Que bom ter você aqui. Estas são as suas metas para hoje.</p>
      </div>
      <DailyTargetsCard me={me} />
      <p className="text-xs text-slate-600">
        O Nutri não substitui um nutricionista ou médico. As metas são estimativas educativas; consulte um profissional
        antes de mudanças significativas na alimentação.
      </p>
    </div>
  );
}
