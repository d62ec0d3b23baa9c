import { Copy } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/web/ui/button';

/** The ten recovery codes, shown once right after the activation (decision 0042) or a new set (decision 0052). */
export function RecoveryCodesPanel({
  codes,
  onDone,
  heading = 'Verificação em duas etapas ativada. Guarde seus códigos de recuperação',
}: {
  codes: string[];
  onDone: () => void;
  heading?: string;
}) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success('Códigos copiados.');
    } catch {
      toast.error('Não foi possível copiar. Selecione os códigos e copie manualmente.');
    }
  };
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4"
      aria-labelledby="recovery-title"
    >
      <h4 id="recovery-title" className="font-semibold text-slate-900">
        {heading}
      </h4>
      <p className="text-sm text-slate-700">
        Se perder o celular, cada código abaixo entra no lugar do código do app, uma única vez. Guarde-os em um lugar
        seguro (um gerenciador de senhas, por exemplo): por segurança, eles não serão mostrados de novo.
      </p>
      <ul
        aria-label="Códigos de recuperação"
        className="grid grid-cols-2 gap-2 font-mono text-sm text-slate-900 sm:grid-cols-5"
      >
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-white px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          Copiar códigos
        </Button>
        <Button type="button" onClick={onDone}>
          Já guardei os códigos
        </Button>
      </div>
    </div>
  );
}
