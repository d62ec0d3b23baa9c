import { BarChart3, CreditCard, ExternalLink, LifeBuoy, LogOut, Settings, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Me } from '@/contracts/me';
import { Badge } from '@/web/ui/badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/web/ui/dropdown-menu';
import { useLogout } from '../auth/use-logout';
import { statusLabel } from '../billing/subscription-copy';
import { useContactInfo } from '../help/contact-info';
import { daysLeftLabel, premiumLabel, trialInfo } from './trial';
import { UserAvatar } from './user-avatar';

/** Avatar button opening name, e-mail, trial badge and the account items of the specification. */
export function UserMenu({ me }: { me: Me }) {
  const logout = useLogout();
  const { supportEmail } = useContactInfo();
  const trial = trialInfo(me, new Date());
  const premium = premiumLabel(me);
  const subscriptionBadge = statusLabel(me.subscription.status, me.subscription.subscribed);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label="Menu do usuário"
        className="flex items-center gap-2 rounded-full p-0.5 hover:bg-slate-100 lg:rounded-lg lg:py-1 lg:pr-2 lg:pl-1"
      >
        <UserAvatar name={me.name} avatarUrl={me.avatarUrl} />
        <span className="hidden max-w-40 truncate text-sm font-medium text-slate-800 lg:block">{me.name}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72">
        <DropdownMenuLabel className="flex items-center gap-3">
          <UserAvatar name={me.name} avatarUrl={me.avatarUrl} className="size-10" />
          <span className="min-w-0">
            <span className="block truncate font-semibold text-slate-900">{me.name}</span>
            <span className="block truncate text-slate-600">{me.email}</span>
            {trial ? (
              <Badge variant="warning" className="mt-1">
                Teste grátis · {daysLeftLabel(trial.daysLeft)}
              </Badge>
            ) : premium ? (
              <Badge className="mt-1">{premium}</Badge>
            ) : null}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <MenuLink to="/dashboard/settings#perfil" icon={<User />} label="Perfil" />
        <MenuLink to="/dashboard/settings" icon={<Settings />} label="Configurações" />
        <MenuLink to="/dashboard/stats" icon={<BarChart3 />} label="Estatísticas" />
        <DropdownMenuItem asChild>
          <a href={`mailto:${supportEmail}`} target="_blank" rel="noreferrer">
            <LifeBuoy />
            <span className="flex-1">Suporte</span>
            <ExternalLink />
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/dashboard/settings#assinatura">
            <CreditCard />
            <span className="flex-1">Gerenciar assinatura</span>
            <Badge variant={me.subscription.status === 'active' || premium ? 'default' : 'warning'}>
              {subscriptionBadge}
            </Badge>
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          className="text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800 [&_svg]:text-red-700"
          disabled={logout.isPending}
          onSelect={() => logout.mutate()}
        >
          <LogOut />
          Sair
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function MenuLink({ to, icon, label }: { to: string; icon: ReactNode; label: string }) {
  return (
    <DropdownMenuItem asChild>
      <Link to={to}>
        {icon}
        {label}
      </Link>
    </DropdownMenuItem>
  );
}
