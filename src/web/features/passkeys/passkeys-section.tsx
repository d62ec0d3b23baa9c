import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '@/web/lib/api-error';
import { queryKeys } from '@/web/lib/query-keys';
import { Alert } from '@/web/ui/alert';
import { Button } from '@/web/ui/button';
import { Spinner } from '@/web/ui/spinner';
import { FreshCodeGate } from '../two-factor/fresh-code-gate';
import { PasskeyAddForm } from './passkey-add-form';
import { PasskeyItem } from './passkey-item';
import { fetchPasskeys } from './passkeys-api';

/** Settings → Segurança → "Passkeys" (decision 0052): add, name and remove. */
export function PasskeysSection({ hasPassword, accountEmail }: { hasPassword: boolean; accountEmail: string }) {
  const list = useQuery({ queryKey: queryKeys.passkeys, queryFn: fetchPasskeys });
  const [adding, setAdding] = useState(false);
  const supported = browserSupportsWebAuthn();
  return (
    <section className="flex flex-col gap-3 border-t border-slate-200 pt-6" aria-labelledby="passkeys-title">
      <h3 id="passkeys-title" className="font-semibold text-slate-900">
        Passkeys
      </h3>
      <p className="text-sm text-slate-700">
        Entre sem senha, com a digital, o rosto ou o PIN do seu celular ou computador. A passkey fica no seu
        dispositivo, não pode ser adivinhada e só funciona no Nutri: um site falso não consegue usá-la. Ela já vale pela
        verificação em duas etapas.
      </p>
      {list.isPending ? (
        <Spinner className="size-6 text-brand-700" />
      ) : list.isError ? (
        <Alert>{messageOf(list.error)}</Alert>
      ) : list.data.passkeys.length > 0 ? (
        <ul
          aria-label="Suas passkeys"
          className="flex flex-col divide-y divide-slate-100 rounded-xl border border-slate-200"
        >
          {list.data.passkeys.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">Nenhuma passkey adicionada.</p>
      )}
      {!supported ? (
        <Alert variant="info">Este navegador não oferece passkeys. Atualize-o ou use outro para adicionar uma.</Alert>
      ) : adding ? (
        <FreshCodeGate idPrefix="passkey-add" action="adicionar uma passkey">
          <PasskeyAddForm hasPassword={hasPassword} accountEmail={accountEmail} onDone={() => setAdding(false)} />
        </FreshCodeGate>
      ) : (
        <Button variant="outline" className="self-start" onClick={() => setAdding(true)}>
          Adicionar passkey
        </Button>
      )}
    </section>
  );
}
