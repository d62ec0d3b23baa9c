import { Menu } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import type { Me } from '@/contracts/me';
import { Button } from '@/web/ui/button';
import { Sheet, SheetContent, SheetTrigger } from '@/web/ui/sheet';
import { pageTitleFor } from './nav-items';
import { NotificationsButton } from './notifications-button';
import { SideMenu } from './side-menu';
import { TrialPill } from './trial-pill';
import { UserMenu } from './user-menu';

/** Title by path, trial pill, bell and user menu; below lg a button opens the side menu in a sheet. */
export function TopBar({ me }: { me: Me }) {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-slate-200 bg-white/95 px-3 backdrop-blur sm:px-6">
      <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
        <SheetTrigger asChild>
          <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Abrir menu">
            <Menu className="size-5" />
          </Button>
        </SheetTrigger>
        <SheetContent side="left" title="Menu" hideTitle>
          <SideMenu onNavigate={() => setMenuOpen(false)} />
        </SheetContent>
      </Sheet>
      <p className="min-w-0 flex-1 truncate text-base font-semibold text-slate-900 sm:text-lg">
        {pageTitleFor(pathname)}
      </p>
      <TrialPill me={me} />
      <NotificationsButton />
      <UserMenu me={me} />
    </header>
  );
}
