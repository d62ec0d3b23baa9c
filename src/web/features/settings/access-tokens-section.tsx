import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bot, Copy, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import {
  ACCESS_TOKEN_SCOPE_LABELS,
  ACCESS_TOKEN_SCOPES,
  accessTokenCreateSchema,
  type AccessToken,
  type AccessTokenCreated,
} from '@/contracts/access-tokens';
import { messageOf } from '@/web/lib/api-error';
import { applyServerErrors } from '@/web/lib/form-errors';
import { formatDateTime } from '@/web/lib/format';
import { queryKeys } from '@/web/lib/query-keys';
import { Alert } from '@/web/ui/alert';
import { ConfirmDialog } from '@/web/ui/alert-dialog';
import { Badge } from '@/web/ui/badge';
import { Button } from '@/web/ui/button';
import { Field } from '@/web/ui/field';
import { Input } from '@/web/ui/input';
import { NativeSelect } from '@/web/ui/native-select';
import { Spinner } from '@/web/ui/spinner';
import { createAccessToken, fetchAccessTokens, revokeAccessToken } from './settings-api';
import { FreshCodeGate } from '../two-factor/fresh-code-gate';
import { SettingsCard } from '@/web/ui/settings-card';

const SCOPE_HINTS = {
  read: 'O assistente consulta alimentos, analisa refeições e lê seu dia, histórico e estatísticas.',
  read_write: 'Além de consultar, o assistente pode registrar refeições no seu diário.',
} as const;

/**
 * Settings → Assistentes de IA (#assistentes): personal access tokens for
 * MCP clients such as Claude Desktop (docs/decisions/0033-mcp-server.md). A
 * new token is shown once, here, with a copy button; the list shows names and
 * use, never tokens.
 */
export function AccessTokensSection() {
  const queryClient = useQueryClient();
  const tokens = useQuery({ queryKey: queryKeys.accessTokens, queryFn: fetchAccessTokens });
  const [created, setCreated] = useState<AccessTokenCreated | null>(null);
  const [revoking, setRevoking] = useState<AccessToken | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // Closed until asked for; a person who already has tokens finds it open.
  const [advanced, setAdvanced] = useState(false);
  const [seenTokens, setSeenTokens] = useState(false);
  const hasTokens = (tokens.data?.items.length ?? 0) > 0;
  if (hasTokens && !advanced && !seenTokens) {
    setSeenTokens(true);
    setAdvanced(true);
  }
  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.accessTokens });
  const form = useForm({
    resolver: zodResolver(accessTokenCreateSchema),
    defaultValues: { name: '', scope: 'read' as const },
  });
  const scope = useWatch({ control: form.control, name: 'scope' });
  const create = useMutation({
    mutationFn: createAccessToken,
    onSuccess: (token) => {
      setCreated(token);
      form.reset({ name: '', scope: 'read' });
      refresh();
    },
    onError: (error) => setFormError(applyServerErrors(error, form.setError, ['name', 'scope'])),
  });
  const revoke = useMutation({
    mutationFn: revokeAccessToken,
    onSuccess: (_, id) => {
      setRevoking(null);
      if (created?.id === id) setCreated(null);
      refresh();
      toast.success('Token revogado. O assistente que o usava perdeu o acesso.');
    },
    onError: (error) => toast.error(messageOf(error)),
  });
  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    create.mutate(values);
  });
  const full = tokens.data ? tokens.data.items.length >= tokens.data.max : false;
  const endpoint = `${window.location.origin}/mcp`;

  const copy = async (token: string) => {
    try {
      await navigator.clipboard.writeText(token);
      toast.success('Token copiado.');
    } catch {
      toast.error('Não foi possível copiar. Selecione o token e copie manualmente.');
    }
  };

  return (
    <SettingsCard
      id="assistentes"
      title="Assistentes de IA"
      icon={Bot}
      description="Se você usa um assistente de IA como o Claude, pode deixá-lo consultar os alimentos e o seu dia no Nutri — e, se quiser, registrar refeições por você."
    >
      {/* The integration words (MCP, token, Authorization) are for the few who set it up (issue 25). */}
      <details
        className="group flex flex-col gap-6"
        open={advanced || Boolean(created)}
        onToggle={(event) => setAdvanced(event.currentTarget.open)}
      >
        <summary className="cursor-pointer font-medium text-brand-700">Avançado: conectar um assistente</summary>
        <div className="mt-4 flex flex-col gap-6">
          <div className="flex flex-col gap-2 text-sm text-slate-700">
            <p>
              Endereço do servidor MCP: <code className="rounded bg-slate-100 px-1.5 py-0.5 break-all">{endpoint}</code>
            </p>
            <p>
              Use o token no cabeçalho{' '}
              <code className="rounded bg-slate-100 px-1.5 py-0.5">Authorization: Bearer …</code>. Trate-o como uma
              senha: quem tiver o token acessa seus dados. Revogue quando não usar mais.
            </p>
          </div>

          {created ? (
            <div
              role="status"
              className="flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4"
              aria-labelledby="new-token-title"
            >
              <h3 id="new-token-title" className="font-semibold text-slate-900">
                Token “{created.name}” criado
              </h3>
              <p className="text-sm text-slate-700">Copie agora: por segurança, ele não será mostrado de novo.</p>
              <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
                <Input
                  readOnly
                  value={created.token}
                  aria-label="Novo token de acesso"
                  className="w-full min-w-0 font-mono text-xs sm:flex-1"
                  onFocus={(event) => event.currentTarget.select()}
                />
                <Button
                  type="button"
                  variant="outline"
                  className="self-start sm:self-auto"
                  onClick={() => void copy(created.token)}
                >
                  <Copy aria-hidden="true" />
                  Copiar token
                </Button>
              </div>
              <Button type="button" variant="ghost" className="self-start" onClick={() => setCreated(null)}>
                Já copiei
              </Button>
            </div>
          ) : null}

          <FreshCodeGate idPrefix="access-token" action="criar um token">
            <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Criar token de acesso">
              {formError ? <Alert>{formError}</Alert> : null}
              <Field
                id="token-name"
                label="Nome do token"
                hint="Para você reconhecer depois, por exemplo “Claude no notebook”."
                error={form.formState.errors.name?.message}
              >
                {(control) => <Input {...control} {...form.register('name')} autoComplete="off" maxLength={60} />}
              </Field>
              <Field
                id="token-scope"
                label="Acesso"
                hint={SCOPE_HINTS[scope]}
                error={form.formState.errors.scope?.message}
              >
                {(control) => (
                  <NativeSelect {...control} {...form.register('scope')}>
                    {ACCESS_TOKEN_SCOPES.map((scope) => (
                      <option key={scope} value={scope}>
                        {ACCESS_TOKEN_SCOPE_LABELS[scope]}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </Field>
              {full ? (
                <p className="text-sm text-slate-700">
                  Você chegou ao limite de {tokens.data?.max} tokens. Revogue algum para criar outro.
                </p>
              ) : null}
              <Button type="submit" className="self-start" disabled={create.isPending || full}>
                {create.isPending ? <Spinner /> : <KeyRound aria-hidden="true" />}
                Criar token
              </Button>
            </form>
          </FreshCodeGate>

          <section className="flex flex-col gap-3 border-t border-slate-200 pt-6" aria-labelledby="tokens-title">
            <h3 id="tokens-title" className="font-semibold text-slate-900">
              Seus tokens
            </h3>
            {tokens.isPending ? (
              <Spinner className="size-6 text-brand-700" />
            ) : tokens.isError ? (
              <Alert>{messageOf(tokens.error)}</Alert>
            ) : tokens.data.items.length === 0 ? (
              <p className="text-sm text-slate-600">Nenhum token criado. Nenhum assistente acessa sua conta.</p>
            ) : (
              <ul className="flex flex-col divide-y divide-slate-100 rounded-xl border border-slate-200">
                {tokens.data.items.map((token) => (
                  <li key={token.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
                    <KeyRound className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
                    <div className="min-w-0 flex-1">
                      <p className="font-medium text-slate-900">
                        {token.name} <Badge>{ACCESS_TOKEN_SCOPE_LABELS[token.scope]}</Badge>
                      </p>
                      <p className="text-sm text-slate-600">
                        <span className="font-mono">{token.preview}…</span> · criado em{' '}
                        {formatDateTime(token.createdAt)} ·{' '}
                        {token.lastUsedAt ? `último uso em ${formatDateTime(token.lastUsedAt)}` : 'nunca usado'}
                      </p>
                    </div>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setRevoking(token)}
                      aria-label={`Revogar o token ${token.name}`}
                    >
                      Revogar
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </details>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => (open ? undefined : setRevoking(null))}
        title={`Revogar o token “${revoking?.name ?? ''}”?`}
        confirmLabel="Revogar token"
        destructive
        pending={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking.id)}
      >
        <p>O assistente que usa este token perde o acesso na hora. Não dá para desfazer.</p>
      </ConfirmDialog>
    </SettingsCard>
  );
}
