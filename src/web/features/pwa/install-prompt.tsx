import { Download, X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Button } from '@/web/ui/button';
import { dismissInstall, install, onInstallPromptChange, shouldOfferInstall } from './install-prompt-state';

/** A phone or tablet (a coarse pointer), where the app lands on the home screen; else a computer's desktop. */
function onTouchDevice(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

/** "Instale o Nutri": offered after the second logged meal, dismissible for good. */
export function InstallPrompt() {
  const offer = useSyncExternalStore(onInstallPromptChange, shouldOfferInstall, () => false);
  if (!offer) return null;
  const phone = onTouchDevice();
  return (
    <section
      aria-labelledby="instalar-titulo"
      className="mx-auto mt-4 flex max-w-6xl items-center gap-3 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900 sm:mx-6 lg:mx-8"
    >
      <Download className="size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <h2 id="instalar-titulo" className="font-semibold">
          {phone ? 'Instale o Nutri no seu celular' : 'Instale o Nutri neste computador'}
        </h2>
        <p>
          {phone ? 'Abre direto da tela inicial' : 'Abre numa janela própria'} e registra refeições mesmo sem conexão.
        </p>
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
