import { useQuery } from '@tanstack/react-query';
import { MessageCircle, Lightbulb } from 'lucide-react';
import { Link } from 'react-router';
import { greetingFor, localDate } from '@/domain/calendar/sao-paulo';
import { tipForDate } from '@/web/features/dashboard-home/daily-tips';
import { QuickActions } from '@/web/features/dashboard-home/quick-actions';
import { getDayStats } from '@/web/features/stats/stats-api';
import { StatCards } from '@/web/features/dashboard-home/stat-cards';
import { TrialBanner } from '@/web/features/dashboard-home/trial-banner';
import { WaterCard } from '@/web/features/body/water-card';
import { WeightCard } from '@/web/features/body/weight-card';
import { RatingPrompt } from '@/web/features/ratings/rating-prompt';
import { queryKeys } from '@/web/lib/query-keys';
import { Button } from '@/web/ui/button';
import { DocumentTitle } from '@/web/ui/document-title';
import { Spinner } from '@/web/ui/spinner';
import { firstName, useCurrentUser } from '../auth/use-current-user';
import { WeeklyReviewCard } from '@/web/features/weekly-review/weekly-review-card';
import { DailyTargetsCard } from './daily-targets-card';
import { DiaryCard } from './diary-card';

/** /dashboard: the specification's home, every figure from the person's own log and targets. */
export function DashboardHome() {
  const me = useCurrentUser();
  const now = new Date();
  const day = useQuery({ queryKey: queryKeys.dayStats, queryFn: getDayStats });
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle page="Início" />
      <TrialBanner me={me} now={now} />
      <RatingPrompt />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {greetingFor(now)}, {firstName(me.name)}!
      </h1>
      {/* Today's foods and macros first, at both sizes (issue 25: on the phone the diary sat below the chat card and
          four stacked figure cards, about 1,250 px down). */}
      {day.data ? null : day.isError ? (
        <p role="alert" className="text-red-700">
          {day.error.message}
        </p>
      ) : (
        <p className="flex items-center gap-2 text-slate-600">
          <Spinner /> Carregando o seu dia…
        </p>
      )}
      {day.data ? <DiaryCard day={day.data} /> : null}
      {day.data ? (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <WaterCard day={day.data} />
          <WeightCard />
        </div>
      ) : null}
      {day.data ? <StatCards day={day.data} /> : null}
      <section
        aria-labelledby="chat-card-title"
        className="flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-6 text-white"
      >
        <div className="max-w-xl">
          <h2 id="chat-card-title" className="flex items-center gap-2 text-lg font-semibold">
            <MessageCircle className="size-5" aria-hidden="true" /> Sua nutricionista virtual, 24 horas
          </h2>
          <p className="mt-1 text-brand-50">
            Pergunte sobre o seu dia, as calorias de um alimento ou peça uma sugestão de lanche.
          </p>
        </div>
        <Button asChild variant="outline" className="border-white bg-white text-brand-900 hover:bg-brand-50">
          <Link to="/dashboard/chat">Começar Conversa</Link>
        </Button>
      </section>
      <WeeklyReviewCard />
      <QuickActions />
      <DailyTargetsCard me={me} />
      <section aria-labelledby="dica-title" className="rounded-2xl border border-slate-200 bg-white p-5">
        <h2 id="dica-title" className="flex items-center gap-2 font-semibold text-slate-900">
          <Lightbulb className="size-5 text-amber-600" aria-hidden="true" /> Dica do Dia
        </h2>
        <p className="mt-2 text-slate-700">{tipForDate(localDate(now))}</p>
      </section>
      <p className="text-xs text-slate-600">
        O Nutri não substitui um nutricionista, médico ou outro profissional de saúde. As informações são educativas e a
        IA pode errar; consulte um profissional antes de mudanças significativas na alimentação.
      </p>
    </div>
  );
}
