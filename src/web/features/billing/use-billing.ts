import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { SubscriptionView } from '@/contracts/billing';
import { confirmationEmailSentence } from '@/contracts/email-delivery';
import { useEmailDelivery } from '../auth/auth-providers';
import { messageOf } from '@/web/lib/api-error';
import { queryKeys } from '@/web/lib/query-keys';
import {
  cancelSubscription,
  fetchInvoices,
  fetchSubscription,
  goToCheckout,
  resumeSubscription,
  startCardChange,
  startSubscription,
} from './billing-api';

export function useSubscription() {
  return useQuery({ queryKey: queryKeys.billingSubscription, queryFn: fetchSubscription, staleTime: 10_000 });
}

export function useInvoices() {
  return useQuery({ queryKey: queryKeys.billingInvoices, queryFn: fetchInvoices, staleTime: 10_000 });
}

/** After any change: the subscription, the invoices and /api/me (trial pill, user menu, gates) are re-read. */
function useRefreshBilling() {
  const queryClient = useQueryClient();
  return (subscription?: SubscriptionView) => {
    if (subscription) queryClient.setQueryData(queryKeys.billingSubscription, subscription);
    void queryClient.invalidateQueries({ queryKey: ['billing'] });
    void queryClient.invalidateQueries({ queryKey: queryKeys.me });
  };
}

/** Opens the hosted checkout (subscribe or change card). */
export function useCheckout(kind: 'subscribe' | 'update_card') {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: kind === 'subscribe' ? startSubscription : startCardChange,
    onSuccess: ({ checkoutUrl }) => goToCheckout(checkoutUrl, navigate),
    onError: (error) => toast.error(messageOf(error)),
  });
}

export function useCancelSubscription(onDone: () => void) {
  const refresh = useRefreshBilling();
  const emailDelivery = useEmailDelivery();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (subscription) => {
      refresh(subscription);
      onDone();
      toast.success(`Cancelamento confirmado.${confirmationEmailSentence(emailDelivery, 'os detalhes')}`);
    },
    onError: (error) => toast.error(messageOf(error)),
  });
}

export function useResumeSubscription(onDone: () => void) {
  const refresh = useRefreshBilling();
  return useMutation({
    mutationFn: resumeSubscription,
    onSuccess: (subscription) => {
      refresh(subscription);
      onDone();
      toast.success('Cancelamento desfeito: sua assinatura continua.');
    },
    onError: (error) => toast.error(messageOf(error)),
  });
}
