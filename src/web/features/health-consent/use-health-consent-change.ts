import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { messageOf } from '@/web/lib/api-error';
import { queryKeys } from '@/web/lib/query-keys';
import { giveHealthConsent, withdrawHealthConsent } from './health-consent-api';

/** Giving or withdrawing the consent changes /api/me (`healthConsentRequired`), the status and the audit log. */
export function useHealthConsentChange(kind: 'give' | 'withdraw') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: kind === 'give' ? giveHealthConsent : withdrawHealthConsent,
    onSuccess: (status) => {
      queryClient.setQueryData(queryKeys.healthConsent, status);
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
      void queryClient.invalidateQueries({ queryKey: ['settings', 'audit-log'] });
      toast.success(
        kind === 'give'
          ? 'Autorização registrada. Você já pode registrar refeições, água, peso e conversar com a nutricionista.'
          : 'Autorização retirada. O Nutri parou de tratar novos dados de saúde seus.',
      );
    },
    onError: (error) => toast.error(messageOf(error)),
  });
}
