import { useState } from 'react';
import type { SubscriptionView } from '@/contracts/billing';
import { ConfirmDialog } from '@/web/ui/alert-dialog';
import { Button } from '@/web/ui/button';
import {
  cancelConfirmation,
  cardChangeConfirmation,
  resumeConfirmation,
  subscribeConfirmation,
} from './subscription-copy';
import { useCancelSubscription, useCheckout, useResumeSubscription } from './use-billing';

type Action = 'subscribe' | 'card' | 'cancel' | 'resume';

/** The buttons a state allows, each behind a confirmation that says what happens to access and charges. */
export function SubscriptionActions({ subscription: s }: { subscription: SubscriptionView }) {
  const [open, setOpen] = useState<Action | null>(null);
  const close = () => setOpen(null);
  const subscribe = useCheckout('subscribe');
  const changeCard = useCheckout('update_card');
  const cancel = useCancelSubscription(close);
  const resume = useResumeSubscription(close);

  const canSubscribe = !s.subscribed;
  const canChangeCard = s.subscribed && s.status !== 'canceled';
  const canCancel = s.subscribed && s.status !== 'canceled';
  const canResume = s.status === 'canceled';

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      {canSubscribe ? <Button onClick={() => setOpen('subscribe')}>Assinar Premium</Button> : null}
      {canResume ? <Button onClick={() => setOpen('resume')}>Desfazer cancelamento</Button> : null}
      {canChangeCard ? (
        <Button variant={s.status === 'past_due' ? 'default' : 'outline'} onClick={() => setOpen('card')}>
          Trocar cartão
        </Button>
      ) : null}
      {canCancel ? (
        <Button
          variant="ghost"
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
          onClick={() => setOpen('cancel')}
        >
          Cancelar assinatura
        </Button>
      ) : null}

      <ConfirmDialog
        open={open === 'subscribe'}
        onOpenChange={(o) => setOpen(o ? 'subscribe' : null)}
        title="Assinar o Nutri Premium"
        confirmLabel="Continuar para o pagamento"
        pending={subscribe.isPending}
        onConfirm={() => subscribe.mutate()}
      >
        <Lines lines={subscribeConfirmation(s)} />
      </ConfirmDialog>
      <ConfirmDialog
        open={open === 'card'}
        onOpenChange={(o) => setOpen(o ? 'card' : null)}
        title="Trocar o cartão"
        confirmLabel="Continuar para o novo cartão"
        pending={changeCard.isPending}
        onConfirm={() => changeCard.mutate()}
      >
        <Lines lines={cardChangeConfirmation(s)} />
      </ConfirmDialog>
      <ConfirmDialog
        open={open === 'cancel'}
        onOpenChange={(o) => setOpen(o ? 'cancel' : null)}
        title="Cancelar a assinatura?"
        confirmLabel="Confirmar cancelamento"
        cancelLabel="Manter assinatura"
        destructive
        pending={cancel.isPending}
        onConfirm={() => cancel.mutate()}
      >
        <Lines lines={cancelConfirmation(s)} />
      </ConfirmDialog>
      <ConfirmDialog
        open={open === 'resume'}
        onOpenChange={(o) => setOpen(o ? 'resume' : null)}
        title="Desfazer o cancelamento"
        confirmLabel="Continuar assinando"
        pending={resume.isPending}
        onConfirm={() => resume.mutate()}
      >
        <Lines lines={resumeConfirmation(s)} />
      </ConfirmDialog>
    </div>
  );
}

function Lines({ lines }: { lines: string[] }) {
  return lines.map((line) => <p key={line}>{line}</p>);
}
