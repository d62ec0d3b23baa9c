import { Info, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/web/ui/button';

const STORAGE_KEY = 'nutri:chat-disclaimer-closed';

function closedBefore(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * The chat's health notice, closable (issue 25: on the phone it left 369 px for the conversation). Once closed on
 * this device it folds into one "Aviso de saúde" button that opens it again; it is never gone for good.
 */
export function ChatDisclaimer({ text }: { text: string }) {
  const [closed, setClosed] = useState(closedBefore);
  const remember = (value: boolean) => {
    setClosed(value);
    try {
      localStorage.setItem(STORAGE_KEY, String(value));
    } catch {
      // Not kept: closed for this visit only.
    }
  };
  if (closed)
    return (
      <Button variant="link" size="sm" className="self-start px-0" onClick={() => remember(false)}>
        <Info aria-hidden="true" /> Aviso de saúde
      </Button>
    );
  return (
    <div
      role="note"
      aria-label="Aviso de saúde"
      className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-xs text-amber-900 sm:text-sm"
    >
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p className="flex-1">{text}</p>
      <button
        type="button"
        className="-m-1 h-fit rounded-md p-1 text-amber-900 hover:bg-amber-100"
        aria-label="Fechar o aviso de saúde"
        onClick={() => remember(true)}
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
