import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Bot, Sparkles, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { ChatMode } from '@/contracts/chat';
import { messageOf } from '@/web/lib/api-error';
import { queryKeys } from '@/web/lib/query-keys';
import { ConfirmDialog } from '@/web/ui/alert-dialog';
import { Badge } from '@/web/ui/badge';
import { Button } from '@/web/ui/button';
import { clearChat } from './chat-api';

const MODE_TEXT: Record<ChatMode, { label: string; hint: string }> = {
  offline: {
    // Not "offline": with a no-wifi icon it read as "you are offline" (issue 25). It answers inside Nutri.
    label: 'Assistente integrado',
    hint: 'Respostas da tabela TACO e dos seus registros, sem modelo de IA externo.',
  },
  model: {
    label: 'Modelo de IA',
    hint: 'Um modelo de linguagem responde; os números vêm da tabela TACO e dos seus registros.',
  },
};

/** Title, which engine answers, and "Limpar conversa" (confirmed first: it cannot be undone). */
export function ChatHeader({
  mode,
  canClear,
  onCleared,
}: {
  mode: ChatMode | null;
  canClear: boolean;
  onCleared: () => void;
}) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const clear = useMutation({
    mutationFn: clearChat,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.chat });
      onCleared();
      setOpen(false);
      toast.success('Conversa apagada.');
    },
    onError: (error) => toast.error(messageOf(error)),
  });
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">Chat com Nutricionista</h1>
        {mode ? (
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <Badge variant={mode === 'model' ? 'solid' : 'neutral'}>
              {mode === 'model' ? (
                <Sparkles className="size-3" aria-hidden="true" />
              ) : (
                <Bot className="size-3" aria-hidden="true" />
              )}
              {MODE_TEXT[mode].label}
            </Badge>
            <span className="hidden sm:inline">{MODE_TEXT[mode].hint}</span>
          </p>
        ) : null}
      </div>
      {/* On phones only the icon shows, so the title and the button share one row and the conversation gets the room. */}
      <Button
        variant="outline"
        size="sm"
        aria-label="Limpar conversa"
        title="Limpar conversa"
        disabled={!canClear}
        onClick={() => setOpen(true)}
      >
        <Trash2 /> <span className="hidden sm:inline">Limpar conversa</span>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Limpar a conversa?"
        confirmLabel="Limpar conversa"
        destructive
        pending={clear.isPending}
        onConfirm={() => clear.mutate()}
      >
        Todas as mensagens desta conversa serão apagadas. As refeições que você já registrou continuam no Histórico.
      </ConfirmDialog>
    </div>
  );
}
