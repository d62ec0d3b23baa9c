import { Download, X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Button } from '@/web/ui/button';
import { dismissInstall, install, onInstallPromptChange, shouldOfferInstall } from './install-prompt-state';

/** "Instale o Nutri": offered after the second logged meal, dismissible for good. */
export function InstallPrompt() {
  const offer = useSyncExternalStore(onInstallPromptChange, shouldOfferInstall, () => false);
  if (!offer) return null;
  return (
    <section
      aria-labelledby="instalar-titulo"
      className="mx-auto mt-4 flex max-w-6xl items-center gap-3 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900 sm:mx-6 lg:mx-8"
    >
      <Download className="size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <h2 id="instalar-titulo" className="font-semibold">
          Instale o Nutri no seu celular
        </h2>
        <p>Abre direto da tela inicial e registra refeições mesmo sem conexão.</p>
      </div>
      <Button size="sm" onClick={() => void install()}>
        Instalar
      </Button>
      <Button variant="ghost" size="icon" onClick={dismissInstall} aria-label="Agora não">
        <X aria-hidden="true" />
      </Button>
    </section>
  );
}
