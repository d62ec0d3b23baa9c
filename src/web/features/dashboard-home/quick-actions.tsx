import { BarChart3, Camera, History, MessageCircle, Settings2, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

const TILES: { to: string; label: string; icon: LucideIcon }[] = [
  { to: '/dashboard/analyze', label: 'Analisar refeição', icon: Camera },
  { to: '/dashboard/chat', label: 'Nutricionista Virtual', icon: MessageCircle },
  { to: '/dashboard/history', label: 'Histórico', icon: History },
  { to: '/dashboard/settings#metas', label: 'Ajustar metas', icon: Settings2 },
  { to: '/dashboard/stats', label: 'Estatísticas', icon: BarChart3 },
];

/** 'O que você quer fazer?': what the app does today (no 'Em breve' placeholders, issue 25). */
export function QuickActions() {
  return (
    <section aria-labelledby="acoes-title">
      <h2 id="acoes-title" className="text-lg font-semibold text-slate-900">
        O que você quer fazer?
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {TILES.map(({ to, label, icon: Icon }) => (
          <li key={label}>
            <Link
              to={to}
              className="flex h-full flex-col items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 font-medium text-slate-900 hover:border-brand-200 hover:bg-brand-50/50"
            >
              <Icon className="size-6 text-brand-700" aria-hidden="true" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
