import { Beef, Droplets, Flame, Nut, UtensilsCrossed, Wheat, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { Me } from '@/contracts/me';
import { formatGrams, formatKcal, formatMl } from '@/web/lib/format';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/ui/card';

/** The person's computed targets (from onboarding). Only real figures: no consumption is shown until meals exist. */
export function DailyTargetsCard({ me }: { me: Me }) {
  const targets = me.targets;
  return (
    <Card aria-labelledby="metas-title">
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div>
          <CardTitle id="metas-title">Suas metas diárias</CardTitle>
          <CardDescription>Calculadas a partir do seu perfil e nível de atividade.</CardDescription>
        </div>
        <Link to="/dashboard/settings#metas" className="shrink-0 text-sm font-semibold text-brand-700 hover:underline">
          Ajustar metas
        </Link>
      </CardHeader>
      <CardContent>
        {targets ? (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            <Target
              icon={Flame}
              label="Calorias"
              value={formatKcal(targets.energyKcal)}
              tone="bg-orange-50 text-orange-700"
            />
            <Target
              icon={Beef}
              label="Proteína"
              value={formatGrams(targets.proteinG)}
              tone="bg-rose-50 text-rose-700"
            />
            <Target
              icon={Wheat}
              label="Carboidratos"
              value={formatGrams(targets.carbsG)}
              tone="bg-amber-50 text-amber-800"
            />
            <Target icon={Nut} label="Gorduras" value={formatGrams(targets.fatG)} tone="bg-yellow-50 text-yellow-800" />
            <Target icon={Droplets} label="Água" value={formatMl(targets.waterMl)} tone="bg-sky-50 text-sky-700" />
            <Target
              icon={UtensilsCrossed}
              label="Refeições"
              value={`${me.mealsPerDay} por dia`}
              tone="bg-brand-50 text-brand-700"
            />
          </dl>
        ) : (
          <p className="text-slate-600">Suas metas ainda não foram calculadas.</p>
        )}
      </CardContent>
    </Card>
  );
}

function Target({ icon: Icon, label, value, tone }: { icon: LucideIcon; label: string; value: string; tone: string }) {
  return (
    <div className="rounded-xl border border-slate-200 p-4">
      <dt className="flex items-center gap-2 text-sm text-slate-600">
        <span className={`flex size-7 items-center justify-center rounded-lg ${tone}`}>
          <Icon className="size-4" aria-hidden="true" />
        </span>
        {label}
      </dt>
      <dd className="mt-2 text-xl font-bold text-slate-900">{value}</dd>
    </div>
  );
}
