import { Bell } from 'lucide-react';
import { Button } from '@/web/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/web/ui/dropdown-menu';

/**
 * The bell. There is no notifications API yet, so nothing is ever unread and
 * no dot is drawn (a permanent dot would be a false signal).
 */
export function NotificationsButton() {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Notificações">
          <Bell className="size-5" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem disabled>Nenhuma notificação por enquanto.</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
