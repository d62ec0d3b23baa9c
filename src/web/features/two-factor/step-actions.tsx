import type { ReactNode } from 'react';
import { Button } from '@/web/ui/button';
import { Spinner } from '@/web/ui/spinner';

/** A two-factor step's buttons: the step's action (with a spinner while it runs) and "Cancelar". */
export function StepActions({
  pending,
  onCancel,
  destructive = false,
  children,
}: {
  pending: boolean;
  onCancel: () => void;
  destructive?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={pending}>
        {pending ? <Spinner /> : null}
        {children}
      </Button>
      <Button type="button" variant="ghost" onClick={onCancel}>
        Cancelar
      </Button>
    </div>
  );
}
