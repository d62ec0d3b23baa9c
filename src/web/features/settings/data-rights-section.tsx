import { Download, FileArchive, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/web/ui/button';
import { DeleteAccountDialog } from './delete-account-dialog';
import { SettingsCard } from '@/web/ui/settings-card';
import { FreshCodeGate } from '../two-factor/fresh-code-gate';

/**
 * Settings → Seus dados (#dados): the LGPD rights to a copy of one's data
 * (art. 18, II and V) and to its deletion (art. 18, VI). The downloads are
 * plain links: the browser sends the session cookie and saves the file.
 */
export function DataRightsSection({ hasPassword }: { hasPassword: boolean }) {
  const [deleting, setDeleting] = useState(false);
  return (
    <SettingsCard
      id="dados"
      title="Seus dados"
      icon={ShieldAlert}
      description="Pela LGPD, você pode baixar uma cópia de tudo o que guardamos sobre você ou excluir sua conta."
    >
      <FreshCodeGate idPrefix="data-rights" action="baixar seus dados ou excluir a conta">
        <div className="flex flex-col gap-3">
          <h3 className="font-semibold text-slate-900">Baixar meus dados</h3>
          <p className="text-sm text-slate-600">
            O arquivo JSON traz tudo: conta, perfil e metas, refeições com os alimentos, água, pesos, notificações,
            assinatura, faturas e o WhatsApp conectado. O ZIP inclui também planilhas (CSV) e as fotos das refeições.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button asChild variant="outline">
              <a href="/api/account/export" download>
                <Download aria-hidden="true" />
                Baixar meus dados (JSON)
              </a>
            </Button>
            <Button asChild variant="outline">
              <a href="/api/account/export?format=zip" download>
                <FileArchive aria-hidden="true" />
                Baixar com planilhas e fotos (ZIP)
              </a>
            </Button>
          </div>
        </div>
        <div className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-4">
          <h3 className="font-semibold text-red-900">Excluir minha conta</h3>
          <p className="text-sm text-red-900">
            Apaga para sempre seu perfil, refeições, fotos, registros de água e peso, notificações e histórico de
            assinatura, cancela a assinatura e desconecta todos os dispositivos. Não dá para desfazer.
          </p>
          <Button variant="destructive" className="self-start" onClick={() => setDeleting(true)}>
            Excluir minha conta
          </Button>
        </div>
      </FreshCodeGate>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} hasPassword={hasPassword} />
    </SettingsCard>
  );
}
