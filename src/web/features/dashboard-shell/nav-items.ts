import {
  BarChart3,
  CalendarDays,
  Camera,
  History,
  LayoutDashboard,
  MessageCircle,
  NotebookPen,
  Settings,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Highlighted entry with the 'IA' tag (the virtual nutritionist). */
  featured?: boolean;
}

/** Side-menu entries, in the product's order (decision 0029). */
export const sideMenuItems: NavItem[] = [
  // 'Início' as on the phone's bottom bar: plain pt-BR, not the English 'Dashboard' (issue 25).
  { to: '/dashboard', label: 'Início', icon: LayoutDashboard },
  { to: '/dashboard/analyze', label: 'Analisar Refeição', icon: Camera },
  { to: '/dashboard/history', label: 'Histórico', icon: History },
  // The person's own foods (docs/decisions/0026-my-foods.md), next to the log they feed.
  { to: '/dashboard/my-foods', label: 'Meus alimentos', icon: NotebookPen },
  // The week's meal plan (decision 0048), Premium.
  { to: '/dashboard/plano', label: 'Plano alimentar', icon: CalendarDays },
  { to: '/dashboard/stats', label: 'Estatísticas', icon: BarChart3 },
  { to: '/dashboard/chat', label: 'Nutricionista Virtual', icon: MessageCircle, featured: true },
  { to: '/dashboard/settings', label: 'Configurações', icon: Settings },
];

/** Top-bar title by path; unknown paths under /dashboard fall back to 'Início'. */
const titles: Record<string, string> = {
  '/dashboard': 'Início',
  '/dashboard/chat': 'Nutricionista Virtual',
  '/dashboard/analyze': 'Analisar Refeição',
  '/dashboard/history': 'Histórico',
  '/dashboard/my-foods': 'Meus alimentos',
  '/dashboard/plano': 'Plano alimentar',
  '/dashboard/stats': 'Estatísticas',
  '/dashboard/settings': 'Configurações',
};

export function pageTitleFor(pathname: string): string {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return titles[normalized] ?? 'Início';
}
