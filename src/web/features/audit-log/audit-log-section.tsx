import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useState } from 'react';
import { AUDIT_EVENT_LABELS } from '@/contracts/audit-log';
import { messageOf } from '@/web/lib/api-error';
import { formatDateTime } from '@/web/lib/format';
import { queryKeys } from '@/web/lib/query-keys';
import { Alert } from '@/web/ui/alert';
import { Button } from '@/web/ui/button';
import { Spinner } from '@/web/ui/spinner';
import { SettingsCard } from '@/web/ui/settings-card';
import { fetchAuditLog } from './audit-log-api';

/**
 * Settings → Atividade da conta (#atividade): the person's own audit log,
 * newest first, 20 at a time (decision 0046). Times in Brasília's pt-BR form.
 */
export function AuditLogSection() {
  const [page, setPage] = useState(1);
  const log = useQuery({ queryKey: queryKeys.auditLog(page), queryFn: () => fetchAuditLog(page) });
  return (
    <SettingsCard
      id="atividade"
      title="Atividade da conta"
      icon={History}
      description="Entradas, exportações, assistentes de IA conectados, autorizações e mudanças de segurança da sua conta."
    >
      {log.isPending ? (
        <Spinner className="size-5 text-brand-700" />
      ) : log.isError ? (
        <Alert>{messageOf(log.error)}</Alert>
      ) : log.data.items.length === 0 ? (
        <p className="text-sm text-slate-600">Nenhuma atividade registrada ainda.</p>
      ) : (
        <div className="flex flex-col gap-3">
          <ol
            aria-label="Atividade da conta"
            className="flex flex-col divide-y divide-slate-100 rounded-xl border border-slate-200"
          >
            {log.data.items.map((event) => (
              <li key={event.id} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
                <span className="font-medium text-slate-900">
                  {AUDIT_EVENT_LABELS[event.kind]}
                  {event.detail ? <span className="font-normal text-slate-600"> · {event.detail}</span> : null}
                </span>
                <time dateTime={event.at} className="text-sm text-slate-600">
                  {formatDateTime(event.at)}
                </time>
              </li>
            ))}
          </ol>
          <div className="flex gap-3">
            {page > 1 ? (
              <Button variant="outline" size="sm" onClick={() => setPage(page - 1)}>
                Mais recentes
              </Button>
            ) : null}
            {log.data.nextPage ? (
              <Button variant="outline" size="sm" onClick={() => setPage(log.data.nextPage ?? page)}>
                Mais antigas
              </Button>
            ) : null}
          </div>
        </div>
      )}
    </SettingsCard>
  );
}
