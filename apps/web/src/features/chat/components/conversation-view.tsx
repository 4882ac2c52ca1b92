import { useEffect, useMemo, useRef } from 'react';
import { AlertTriangle, MessagesSquare, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ApiError, errorMessage } from '@/lib/api-client';
import { notifyError } from '@/lib/toast';
import { useMessages } from '../api/get-messages';
import { useSendMessage } from '../api/send-message';
import { usePendingExchange } from '../hooks/use-pending-exchange';
import { useAssistantTyping } from '../hooks/use-realtime-chat';
import { Composer } from './composer';
import { MessageBubble } from './message-bubble';
import { ThinkingIndicator } from './thinking-indicator';

interface Props {
  conversationId: number;
  connectedCount: number;
  /** The Documents tab's content; supplied by the page so this feature stays independent. */
  documents: React.ReactNode;
}

interface DisplayMessage {
  key: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp?: string;
  systemSources?: string[];
  status?: string;
}

function newClientMessageId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(16).slice(2)}`;
}

/** A selected conversation: tabs Chat and Documents (spec §2). */
export function ConversationView({ conversationId, connectedCount, documents }: Props) {
  const { data: messages = [], isLoading, isError, error, refetch } = useMessages(conversationId);
  const pending = usePendingExchange(conversationId);
  const send = useSendMessage();
  // assistant_typing from /ws: shows in every tab of the user, not only the one that sent.
  const assistantTyping = useAssistantTyping(conversationId);
  const endRef = useRef<HTMLDivElement>(null);

  // The home flow's question shows at once; the server's copy replaces it when it arrives.
  const shown = useMemo<DisplayMessage[]>(() => {
    if (messages.length > 0 || !pending) return messages.map((m) => ({ ...m, key: String(m.id) }));
    const local: DisplayMessage[] = [{ key: 'pending-user', role: 'user', content: pending.prompt, timestamp: pending.askedAt }];
    if (pending.status === 'answered' && pending.response !== undefined) {
      local.push({ key: 'pending-assistant', role: 'assistant', content: pending.response, timestamp: pending.askedAt, systemSources: pending.systemSources });
    }
    return local;
  }, [messages, pending]);

  const last = messages[messages.length - 1];
  const thinking =
    send.isPending ||
    assistantTyping ||
    (pending?.status === 'asking' && !messages.some((m) => m.role === 'assistant')) ||
    (last?.role === 'assistant' && last.status === 'streaming' && !last.content);
  const askError = pending?.status === 'failed' && !messages.some((m) => m.role === 'assistant') ? pending.error : undefined;

  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [shown.length, thinking]);

  async function onSend(content: string): Promise<boolean> {
    try {
      await send.mutateAsync({ content, conversationId, clientMessageId: newClientMessageId() });
      return true;
    } catch (cause) {
      notifyError('Error sending message', errorMessage(cause, 'Your message could not be sent. Please try again.'));
      return false;
    }
  }

  return (
    <Tabs defaultValue="chat" className="flex h-full min-h-0 flex-col">
      <div className="border-b border-border px-4 sm:px-6">
        <TabsList className="my-2 h-9">
          <TabsTrigger value="chat" className="h-7">
            Chat
          </TabsTrigger>
          <TabsTrigger value="documents" className="h-7">
            Documents
          </TabsTrigger>
        </TabsList>
      </div>
      <TabsContent value="chat" className="flex min-h-0 flex-1 flex-col data-[state=inactive]:hidden">
        <div className="min-h-0 flex-1 overflow-y-auto">
          <div role="log" aria-label="Messages" aria-live="polite" className="mx-auto grid w-full max-w-3xl gap-5 px-4 py-6 sm:px-6">
            {isLoading && !pending ? (
              <Spinner label="Loading messages…" />
            ) : isError && !pending ? (
              <div role="alert" className="rounded-xl border border-border bg-surface p-5">
                <p className="flex items-center gap-2 font-semibold">
                  <AlertTriangle className="h-4 w-4 text-destructive" aria-hidden="true" />
                  Error Loading Messages
                </p>
                <p className="mt-1 text-sm text-muted-foreground">Error fetching messages: {error instanceof ApiError ? error.status : 'network'}</p>
                <Button variant="secondary" size="sm" className="mt-3" onClick={() => void refetch()}>
                  <RotateCw className="h-4 w-4" aria-hidden="true" />
                  Try Again
                </Button>
              </div>
            ) : shown.length === 0 ? (
              <div className="flex flex-col items-center gap-3 py-16 text-center">
                <MessagesSquare className="h-8 w-8 text-muted-foreground" aria-hidden="true" />
                <p className="text-sm text-muted-foreground">Type your message below to get started</p>
              </div>
            ) : (
              shown.map(({ key, ...message }) => <MessageBubble key={key} message={message} />)
            )}
            {thinking ? <ThinkingIndicator /> : null}
            {askError ? (
              <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200">
                {askError}
              </p>
            ) : null}
            <div ref={endRef} />
          </div>
        </div>
        <div className="border-t border-border bg-background/80 px-4 py-3 backdrop-blur sm:px-6">
          <div className="mx-auto w-full max-w-3xl">
            <Composer onSend={onSend} sending={send.isPending} connectedCount={connectedCount} />
          </div>
        </div>
      </TabsContent>
      <TabsContent value="documents" className="min-h-0 flex-1 overflow-y-auto px-4 py-6 sm:px-6">
        <div className="mx-auto w-full max-w-3xl">{documents}</div>
      </TabsContent>
    </Tabs>
  );
}
