import {
  BarChart3,
  CalendarDays,
  Camera,
  HelpCircle,
  History,
  House,
  Menu,
  MessageCircle,
  Settings,
  NotebookPen,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { cn } from '@/web/lib/cn';
import { Sheet, SheetContent, SheetTrigger } from '@/web/ui/sheet';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex flex-1 flex-col items-center gap-1 py-2 text-xs font-medium',
    isActive ? 'text-brand-700' : 'text-slate-600 hover:text-slate-900',
  );

/** Phone navigation (below the lg breakpoint): Início, Histórico, camera, Chat and the 'Mais' sheet. */
export function BottomBar() {
  const [moreOpen, setMoreOpen] = useState(false);
  return (
    <nav
      aria-label="Navegação inferior"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
    >
      <div className="mx-auto flex max-w-lg items-end px-2">
        <NavLink to="/dashboard" end className={tabClass}>
          <House className="size-5" aria-hidden="true" />
          Início
        </NavLink>
        <NavLink to="/dashboard/history" className={tabClass}>
          <History className="size-5" aria-hidden="true" />
          Histórico
        </NavLink>
        <div className="flex flex-1 justify-center">
          <Link
            to="/dashboard/analyze"
            aria-label="Analisar refeição"
            className="-mt-6 flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg ring-4 ring-white hover:bg-brand-800"
          >
            <Camera className="size-6" aria-hidden="true" />
          </Link>
        </div>
        <NavLink to="/dashboard/chat" className={tabClass}>
          <MessageCircle className="size-5" aria-hidden="true" />
          Chat
        </NavLink>
        <Sheet open={moreOpen} onOpenChange={setMoreOpen}>
          <SheetTrigger className={tabClass({ isActive: moreOpen })}>
            <Menu className="size-5" aria-hidden="true" />
            Mais
          </SheetTrigger>
          <SheetContent side="bottom" title="Mais opções">
            <ul className="flex flex-col gap-1 p-4">
              <MoreLink to="/dashboard/my-foods" icon={<NotebookPen />} onNavigate={() => setMoreOpen(false)}>
                Meus alimentos
              </MoreLink>
              <MoreLink to="/dashboard/plano" icon={<CalendarDays />} onNavigate={() => setMoreOpen(false)}>
                Plano alimentar
              </MoreLink>
              <MoreLink to="/dashboard/stats" icon={<BarChart3 />} onNavigate={() => setMoreOpen(false)}>
                Estatísticas
              </MoreLink>
              <MoreLink to="/dashboard/settings" icon={<Settings />} onNavigate={() => setMoreOpen(false)}>
                Configurações
              </MoreLink>
              <MoreLink to="/help" icon={<HelpCircle />} onNavigate={() => setMoreOpen(false)}>
                Ajuda
              </MoreLink>
            </ul>
          </SheetContent>
        </Sheet>
      </div>
    </nav>
  );
}

function MoreLink({
  to,
  icon,
  onNavigate,
  children,
}: {
  to: string;
  icon: ReactNode;
  onNavigate: () => void;
  children: ReactNode;
}) {
  return (
    <li>
      <Link
        to={to}
        onClick={onNavigate}
        className="flex items-center gap-3 rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100 [&_svg]:size-5 [&_svg]:text-slate-600"
      >
        {icon}
        {children}
      </Link>
    </li>
  );
}
