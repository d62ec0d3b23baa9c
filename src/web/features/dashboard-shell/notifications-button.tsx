import { Bell } from 'lucide-react';
import { useNavigate } from 'react-router';
import { formatDateTime } from '@/web/lib/format';
import { cn } from '@/web/lib/cn';
import { Button } from '@/web/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/web/ui/dropdown-menu';
import { useMarkRead, useNotifications } from '../notifications/notifications-api';

/**
 * The bell: real in-app notifications (trial ending, streak milestones,
 * weekly summary). The dot shows only while something is unread; choosing a
 * notification marks it read and opens what it is about.
 */
export function NotificationsButton() {
  const navigate = useNavigate();
  const list = useNotifications();
  const mark = useMarkRead();
  const unread = list.data?.unreadCount ?? 0;
  const items = list.data?.items ?? [];
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={unread > 0 ? `Notificações (${unread} não ${unread === 1 ? 'lida' : 'lidas'})` : 'Notificações'}
        >
          <Bell className="size-5" />
          {unread > 0 ? (
            <span
              data-testid="notifications-dot"
              className="absolute top-2 right-2 size-2.5 rounded-full bg-red-600 ring-2 ring-white"
            />
          ) : null}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-[min(92vw,22rem)]">
        <DropdownMenuLabel className="font-semibold text-slate-900">Notificações</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {items.length === 0 ? (
          <DropdownMenuItem disabled>
            {list.isError ? 'Não foi possível carregar as notificações.' : 'Nenhuma notificação por enquanto.'}
          </DropdownMenuItem>
        ) : (
          <div className="max-h-96 overflow-y-auto">
            {items.map((n) => (
              <DropdownMenuItem
                key={n.id}
                className="flex-col items-start gap-0.5 whitespace-normal"
                onSelect={() => {
                  if (!n.readAt) mark.one.mutate(n.id);
                  if (n.link) navigate(n.link);
                }}
              >
                <span className={cn('flex w-full items-center gap-2 text-slate-900', !n.readAt && 'font-semibold')}>
                  {!n.readAt ? <span className="size-2 shrink-0 rounded-full bg-brand-700" aria-hidden="true" /> : null}
                  <span className="flex-1">{n.title}</span>
                  {!n.readAt ? <span className="sr-only">(não lida)</span> : null}
                </span>
                <span className="text-sm text-slate-700">{n.body}</span>
                <span className="text-xs text-slate-600">{formatDateTime(n.createdAt)}</span>
              </DropdownMenuItem>
            ))}
          </div>
        )}
        {unread > 0 ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem
              className="justify-center font-semibold text-brand-800"
              onSelect={() => mark.all.mutate()}
            >
              Marcar todas como lidas
            </DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
