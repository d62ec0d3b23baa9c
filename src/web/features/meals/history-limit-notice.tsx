import { Link } from 'react-router';
import { formatLongDate } from '@/web/lib/format';

/** Shown when history or statistics stop at the last 7 days because the trial ended without Premium. */
export function HistoryLimitNotice({ from }: { from: string | null | undefined }) {
  if (!from) return null;
  return (
    <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      Sem o Premium, você vê os últimos 7 dias (desde {formatLongDate(from)}). Seus registros antigos continuam
      guardados e podem ser exportados.{' '}
      <Link to="/dashboard/settings#assinatura" className="font-semibold underline">
        Assinar Premium
      </Link>
    </p>
  );
}
