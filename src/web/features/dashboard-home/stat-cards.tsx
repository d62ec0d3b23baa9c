import { Check, Flame, Info, Target, UtensilsCrossed } from 'lucide-react';
import type { ReactNode } from 'react';
import { MEAL_SLOT_LABELS } from '@/contracts/meals';
import type { DayStats } from '@/contracts/stats';
import { plannedSlots } from '@/domain/meals/meal-slots';
import { ON_TARGET_TOLERANCE, WEEK_DAYS } from '@/domain/stats/day-stats';
import { cn } from '@/web/lib/cn';
import { formatInteger } from '@/web/lib/format';
import { Card } from '@/web/ui/card';
import { Progress } from '@/web/ui/progress';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/web/ui/tooltip';

/** The specification's four stat cards, from the person's logged meals. */
export function StatCards({ day }: { day: DayStats }) {
  const target = day.energyTargetKcal;
  const planned = plannedSlots(day.mealsPerDay);
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard icon={<Flame className="size-4" />} title="Calorias hoje">
        <p className="text-2xl font-bold text-slate-900">
          {formatInteger(day.energyKcal)}
          <span className="text-base font-medium text-slate-600"> / {target ? formatInteger(target) : '—'} kcal</span>
        </p>
        {/* The bar stops at 100% (decision 0011); the number above says how far past. */}
        <Progress
          value={target ? (day.energyKcal / target) * 100 : 0}
          aria-label="Calorias consumidas em relação à meta"
          className="mt-3"
        />
      </StatCard>
      <StatCard icon={<UtensilsCrossed className="size-4" />} title="Refeições">
        <p className="text-2xl font-bold text-slate-900">
          {day.mealsLogged}
          <span className="text-base font-medium text-slate-600"> / {day.mealsPerDay}</span>
        </p>
        <ul className="mt-3 flex gap-1.5" aria-label="Refeições do dia">
          {planned.map((slot) => {
            const done = day.slotsLogged.includes(slot);
            return (
              <li key={slot} className="flex flex-col items-center gap-1">
                <span
                  className={cn(
                    'flex size-6 items-center justify-center rounded-full border',
                    done ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 text-transparent',
                  )}
                >
                  <Check className="size-3.5" aria-hidden="true" />
                </span>
                <span className="text-xs text-slate-600">
                  {MEAL_SLOT_LABELS[slot]}
                  <span className="sr-only">{done ? ': registrada' : ': ainda não'}</span>
                </span>
              </li>
            );
          })}
        </ul>
      </StatCard>
      <StatCard icon={<Target className="size-4" />} title="Meta da semana" aside={<WeeklyDefinition />}>
        <div className="flex items-center gap-4">
          <Ring percent={day.weeklyProgressPct} />
          <p className="text-sm text-slate-600">dos últimos {WEEK_DAYS} dias dentro da meta de calorias</p>
        </div>
      </StatCard>
      <StatCard icon={<Flame className="size-4" />} title="Dias seguidos">
        <p className="flex items-center gap-2 text-2xl font-bold text-slate-900">
          {day.streakDays} {day.streakDays === 1 ? 'dia' : 'dias'}
          {day.streakDays > 3 ? <Flame className="size-6 text-orange-600" aria-label="Sequência em chamas" /> : null}
        </p>
        <p className="mt-1 text-sm text-slate-600">com pelo menos uma refeição registrada</p>
      </StatCard>
    </div>
  );
}

function StatCard({
  icon,
  title,
  aside,
  children,
}: {
  icon: ReactNode;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="p-5">
      <h2 className="flex items-center justify-between gap-2 text-sm font-medium text-slate-600">
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="text-brand-700">
            {icon}
          </span>
          {title}
        </span>
        {aside}
      </h2>
      <div className="mt-3">{children}</div>
    </Card>
  );
}

function WeeklyDefinition() {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          className="rounded-full p-0.5 text-slate-500 hover:text-slate-800"
          aria-label="Como a meta da semana é calculada"
        >
          <Info className="size-4" aria-hidden="true" />
        </button>
      </TooltipTrigger>
      <TooltipContent className="max-w-64">
        Porcentagem dos últimos {WEEK_DAYS} dias (hoje incluído) em que as calorias ficaram a até{' '}
        {ON_TARGET_TOLERANCE * 100}% da sua meta, para mais ou para menos. Dias sem refeições não contam como dentro da
        meta.
      </TooltipContent>
    </Tooltip>
  );
}

/** A progress ring (SVG), labelled for screen readers. */
function Ring({ percent }: { percent: number }) {
  const radius = 26;
  const circumference = 2 * Math.PI * radius;
  return (
    <svg
      width="64"
      height="64"
      viewBox="0 0 64 64"
      role="img"
      aria-label={`${percent}% da meta da semana`}
      className="shrink-0"
    >
      <circle cx="32" cy="32" r={radius} fill="none" strokeWidth="7" className="stroke-slate-200" />
      <circle
        cx="32"
        cy="32"
        r={radius}
        fill="none"
        strokeWidth="7"
        strokeLinecap="round"
        className="stroke-brand-600"
        strokeDasharray={circumference}
        strokeDashoffset={circumference * (1 - Math.min(100, percent) / 100)}
        transform="rotate(-90 32 32)"
      />
      <text x="32" y="37" textAnchor="middle" className="fill-slate-900 text-sm font-bold">
        {percent}%
      </text>
    </svg>
  );
}
