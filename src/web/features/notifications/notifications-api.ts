import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { notificationsApi } from '@/contracts/api-routes/settings';
import type { NotificationList } from '@/contracts/notifications';
import { api } from '@/web/lib/api-client';
import { messageOf } from '@/web/lib/api-error';
import { queryKeys } from '@/web/lib/query-keys';

const fetchNotifications = () => api(notificationsApi.list);
const markRead = (id: string) => api(notificationsApi.read, { params: { id } });
const markAllRead = () => api(notificationsApi.readAll);

/** The bell's list; asking for it is also what makes the server generate what is due (decision 0015). */
export function useNotifications() {
  return useQuery({ queryKey: queryKeys.notifications, queryFn: fetchNotifications, staleTime: 60_000 });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  const onSuccess = (list: NotificationList) => queryClient.setQueryData(queryKeys.notifications, list);
  const onError = (error: unknown) => toast.error(messageOf(error));
  return {
    one: useMutation({ mutationFn: markRead, onSuccess, onError }),
    all: useMutation({ mutationFn: markAllRead, onSuccess, onError }),
  };
}
