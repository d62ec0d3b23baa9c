import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { messageOf } from '@/web/lib/api-error';
import { queryKeys } from '@/web/lib/query-keys';
import { ConfirmDialog } from '@/web/ui/alert-dialog';
import { Button } from '@/web/ui/button';
import { FreshCodeGate } from './fresh-code-gate';
import { regenerateRecoveryCodes } from './two-factor-api';

/**
 * "Gerar novos códigos de recuperação": behind a code of the last 10 minutes
 * (a sensitive action, decision 0052) and a confirmation, since the old codes
 * stop working at once. The new ones go to `onCodes`, shown once.
 */
export function RegenerateRecoveryCodes({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const regenerate = useMutation({
    mutationFn: regenerateRecoveryCodes,
    onSuccess: ({ recoveryCodes }) => {
      setConfirming(false);
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: queryKeys.twoFactor });
      onCodes(recoveryCodes);
    },
    onError: (error) => {
      setConfirming(false);
      toast.error(messageOf(error));
    },
  });
  if (!open) {
    return (
      <Button variant="outline" className="self-start" onClick={() => setOpen(true)}>
        Gerar novos códigos de recuperação
      </Button>
    );
  }
  return (
    <FreshCodeGate idPrefix="recovery-codes" action="gerar novos códigos de recuperação">
      <div className="flex flex-wrap gap-3">
        <Button className="self-start" onClick={() => setConfirming(true)}>
          Gerar novos códigos
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)}>
          Cancelar
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Gerar novos códigos de recuperação?"
        confirmLabel="Gerar novos códigos"
        pending={regenerate.isPending}
        onConfirm={() => regenerate.mutate()}
      >
        Os códigos de recuperação atuais deixam de valer na hora, inclusive os que você guardou. Os dez novos aparecem
        uma vez só.
      </ConfirmDialog>
    </FreshCodeGate>
  );
}
