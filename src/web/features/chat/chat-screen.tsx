import { RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { chatMessages as texts } from '@/contracts/chat';
import { PremiumGate } from '@/web/features/billing/premium-gate';
import { Button } from '@/web/ui/button';
import { Card } from '@/web/ui/card';
import { DocumentTitle } from '@/web/ui/document-title';
import { Spinner } from '@/web/ui/spinner';
import { ChatActionCard } from './chat-action-card';
import { ChatDisclaimer } from './chat-disclaimer';
import { ChatComposer } from './chat-composer';
import { ChatHeader } from './chat-header';
import { ChatSuggestions } from './chat-suggestions';
import { MessageBubble } from './message-bubble';
import { useChat } from './use-chat';

/** /dashboard/chat behind the Premium gate (the Paywall once the trial is over). */
export function ChatRoute() {
  return (
    <PremiumGate feature="chat">
      <ChatScreen />
    </PremiumGate>
  );
}

/** 'Chat com Nutricionista': history from the API, replies streamed as they arrive, actions, clear and retry. */
export function ChatScreen() {
  const chat = useChat();
  const [draft, setDraft] = useState('');
  const conversation = useRef<HTMLDivElement>(null);
  const { messages, live } = chat;
  const last = messages.at(-1);
  // A stored question without a reply (the reply failed, or the tab closed): offer the retry again.
  const unanswered = !live && last?.role === 'user' ? last : null;
  const liveQuestionShown = live?.question.id && messages.some((m) => m.id === live.question.id);

  // Scroll the conversation, never the page: scrollIntoView would also move the window under the tab bar.
  useEffect(() => {
    const box = conversation.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [messages.length, live?.streamed, live?.status]);

  async function ask(text: string) {
    setDraft('');
    if (!(await chat.send(text))) setDraft(text);
  }

  return (
    // The screen fills the window between the top bar (4rem) and the main's bottom padding (dashboard-layout:
    // 1.5rem on top; 7rem under it on phones, clearing the tab bar and its camera button; 2.5rem on desktop),
    // so only the conversation scrolls and the message box always sits above the tab bar.
    <div className="flex h-[calc(100dvh-12.5rem-env(safe-area-inset-bottom))] min-h-[24rem] flex-col gap-3 sm:gap-4 lg:h-[calc(100dvh-8rem)]">
      <DocumentTitle page="Chat com Nutricionista" />
      <ChatHeader mode={chat.mode} canClear={messages.length > 0 && !chat.busy} onCleared={chat.forgetLive} />
      <ChatDisclaimer text={chat.mode === 'offline' ? texts.disclaimerOffline : texts.disclaimer} />
      <Card className="relative flex min-h-0 flex-1 flex-col overflow-hidden">
        {/* relative: the screen-reader labels (sr-only, absolute) are placed and clipped in here, not on the page. */}
        <div ref={conversation} className="relative flex-1 overflow-y-auto p-4" aria-label="Conversa">
          {chat.history.isPending ? (
            <p className="flex items-center gap-2 text-slate-600">
              <Spinner /> Carregando conversa…
            </p>
          ) : chat.history.isError ? (
            <p role="alert" className="text-red-700">
              {chat.history.error.message}
            </p>
          ) : (
            <>
              {chat.history.hasNextPage ? (
                <div className="mb-3 flex justify-center">
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={chat.history.isFetchingNextPage}
                    onClick={() => chat.history.fetchNextPage()}
                  >
                    Carregar mensagens anteriores
                  </Button>
                </div>
              ) : null}
              {messages.length === 0 && !live ? (
                <ChatSuggestions onPick={(text) => void ask(text)} disabled={chat.busy} />
              ) : null}
              <div role="log" aria-live="polite" aria-label="Mensagens">
                <ol className="flex flex-col gap-3">
                  {messages.map((m) => (
                    <MessageBubble key={m.id} role={m.role} text={m.text}>
                      {m.actions.map((a) => (
                        <ChatActionCard key={a.id} action={a} />
                      ))}
                    </MessageBubble>
                  ))}
                  {live && !liveQuestionShown ? <MessageBubble role="user" text={live.question.text} /> : null}
                  {live?.status === 'streaming' ? (
                    <MessageBubble role="assistant" text={live.streamed} busy>
                      {live.streamed ? null : (
                        <span className="flex items-center gap-2 text-slate-600">
                          <Spinner /> Pensando…
                        </span>
                      )}
                    </MessageBubble>
                  ) : null}
                </ol>
              </div>
              {live?.status === 'failed' || unanswered ? (
                <RetryNotice
                  message={live?.error ?? 'Esta mensagem ficou sem resposta.'}
                  disabled={chat.busy}
                  onRetry={() => {
                    const question = live?.question.id
                      ? { id: live.question.id, text: live.question.text }
                      : unanswered;
                    if (question) void chat.retry(question);
                  }}
                  canRetry={Boolean(live?.question.id ?? unanswered)}
                />
              ) : null}
              {chat.refusal ? (
                <p role="alert" className="mt-3 text-sm text-red-700">
                  {chat.refusal}
                </p>
              ) : null}
            </>
          )}
        </div>
        <ChatComposer busy={chat.busy} text={draft} setText={setDraft} onSend={(text) => void ask(text)} />
      </Card>
    </div>
  );
}

function RetryNotice(props: { message: string; canRetry: boolean; disabled: boolean; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="mt-3 flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
    >
      <span className="flex-1">{props.message}</span>
      {props.canRetry ? (
        <Button size="sm" variant="outline" disabled={props.disabled} onClick={props.onRetry}>
          <RotateCcw /> Tentar de novo
        </Button>
      ) : null}
    </div>
  );
}
