import { HelpCircle } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { cn } from '@/web/lib/cn';
import { Badge } from '@/web/ui/badge';
import { BrandLogo } from '@/web/ui/brand-logo';
import { APP_VERSION_LABEL } from './app-links';
import { sideMenuItems, type NavItem } from './nav-items';

/** The side menu: fixed on desktop, inside a sheet on smaller screens (`onNavigate` closes it). */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <div className="flex h-full flex-col">
      <Link to="/dashboard" onClick={onNavigate} className="m-4 self-start rounded-lg" aria-label="Nutri — Início">
        <BrandLogo />
      </Link>
      <nav aria-label="Menu principal" className="flex-1 overflow-y-auto px-3">
        <ul className="flex flex-col gap-1">
          {sideMenuItems.map((item) => (
            <li key={item.to}>
              <SideMenuLink item={item} onNavigate={onNavigate} />
            </li>
          ))}
          <li>
            <Link
              to="/help"
              onClick={onNavigate}
              className="flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
            >
              <HelpCircle className="size-5" aria-hidden="true" />
              Ajuda
            </Link>
          </li>
        </ul>
      </nav>
      <div className="border-t border-slate-200 px-6 py-4 text-xs text-slate-600">
        <p>Nutri {APP_VERSION_LABEL}</p>
        <p className="mt-1 flex gap-3">
          <Link to="/terms" onClick={onNavigate} className="underline hover:text-slate-900">
            Termos
          </Link>
          <Link to="/privacy" onClick={onNavigate} className="underline hover:text-slate-900">
            Privacidade
          </Link>
          <Link to="/fontes" onClick={onNavigate} className="underline hover:text-slate-900">
            Fontes
          </Link>
        </p>
      </div>
    </div>
  );
}

function SideMenuLink({ item, onNavigate }: { item: NavItem; onNavigate?: (() => void) | undefined }) {
  const Icon = item.icon;
  return (
    <NavLink
      to={item.to}
      end
      onClick={onNavigate}
      className={({ isActive }) =>
        cn(
          'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
          item.featured
            ? 'my-1 bg-gradient-to-r from-brand-700 to-teal-700 text-white shadow-sm hover:from-brand-800 hover:to-teal-800'
            : isActive
              ? 'bg-brand-50 text-brand-800'
              : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
          item.featured && isActive && 'ring-2 ring-brand-300 ring-offset-2',
        )
      }
    >
      <Icon className="size-5" aria-hidden="true" />
      <span className="flex-1">{item.label}</span>
      {item.featured ? (
        <Badge variant="neutral" className="bg-white text-brand-800">
          IA
        </Badge>
      ) : null}
    </NavLink>
  );
}
