import { useEffect, useMemo, useRef, useState } from 'react';
import { AlertTriangle, MessagesSquare, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ApiError, errorMessage } from '@/lib/api-client';
import { notify, notifyError } from '@/lib/toast';
import { useRegenerateAnswer, useStopAnswer } from '../api/answer-control';
import { useConversation } from '../api/get-conversation';
import { useSuggestions } from '../api/get-suggestions';
import { useUpdateConversation } from '../api/update-conversation';
import { showShortcuts } from '../hooks/use-chat-shortcuts';
import { suggestionChips } from '../lib/suggestion-chips';
import { useMessages } from '../api/get-messages';
import { useSendMessage } from '../api/send-message';
import { usePendingExchange } from '../hooks/use-pending-exchange';
import { useAssistantTyping, useQueryProgress, useStreamedReply } from '../hooks/use-realtime-chat';
import { Composer, type ComposerHandle } from './composer';
import type { ComposerDocuments } from './document-chips';
import type { Message } from '../types';
import { useAnswerFeedback } from '../api/answer-feedback';
import { AlternativeChips } from './alternative-chips';
import { CorrectionDialog } from './correction-dialog';
import { MessageActions } from './message-actions';
import { MessageBubble } from './message-bubble';
import { QueryDisclosure } from './query-disclosure';
import { SystemPicker, type PickableSystem } from './system-picker';
import { ThinkingIndicator } from './thinking-indicator';

interface Props {
  conversationId: number;
  connectedCount: number;
  /** The Documents tab's content; supplied by the page so this feature stays independent. */
  documents: React.ReactNode;
  /** The conversation's documents for the composer's chips and upload; supplied by the page like `documents`. */
  composerDocuments?: ComposerDocuments;
  /** The user's systems: the composer's picker and "@" mentions offer them. */
  systems?: PickableSystem[];
  /**
   * Under an answer that asked what a term means: how to define it as a business term of its system. Supplied by
   * the page (the systems feature owns business terms), so this feature stays independent.
   */
  defineTerm?: (term: UnknownTerm) => React.ReactNode;
  /**
   * Beside an answer from data's own actions: what else can be done with it ("Pin to dashboard"). Supplied by the
   * page like `defineTerm`, so this feature stays independent.
   */
  answerActions?: (answer: AnswerFromData) => React.ReactNode;
}

/** An answer that ran queries, with the question it replies to. */
export interface AnswerFromData {
  messageId: number;
  question: string;
  content: string;
  queries: NonNullable<Message['queries']>;
}

type UnknownTerm = NonNullable<NonNullable<Message['reading']>['unknownTerm']>;

/** Suggestion chips above the composer. */
const SUGGESTED_CHIPS = 3;

interface DisplayMessage {
  key: string;
  id?: number;
  role: 'user' | 'assistant';
  content: string;
  timestamp?: string;
  systemSources?: string[];
  status?: string;
  reading?: Message['reading'];
  queries?: Message['queries'];
}

/** A message sent from this tab, shown at once until the server's copy arrives. */
interface Outgoing {
  clientMessageId: string;
  content: string;
  at: string;
}

function newClientMessageId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(16).slice(2)}`;
}

/** A selected conversation: tabs Chat and Documents (spec §2). */
export function ConversationView({
  conversationId,
  connectedCount,
  documents,
  composerDocuments,
  systems = [],
  defineTerm,
  answerActions,
}: Props) {
  const { data: messages = [], isLoading, isError, error, refetch } = useMessages(conversationId);
  const pending = usePendingExchange(conversationId);
  const send = useSendMessage();
  const stop = useStopAnswer(conversationId);
  const regenerate = useRegenerateAnswer(conversationId);
  const [outgoing, setOutgoing] = useState<Outgoing | null>(null);
  const { data: conversation } = useConversation(conversationId);
  const updateConversation = useUpdateConversation();
  const { data: suggested } = useSuggestions();
  // Chips for the systems this conversation asks (all of them unless its picker chose some).
  const chips = useMemo(() => {
    const picked = conversation?.systemIds;
    return suggestionChips(
      picked?.length ? suggested?.filter((s) => picked.includes(s.systemId)) : suggested,
      SUGGESTED_CHIPS,
    );
  }, [suggested, conversation?.systemIds]);
  const composer = useRef<ComposerHandle>(null);
  // assistant_typing and message_delta from /ws: shown in every tab of the user, not only the one that sent.
  const assistantTyping = useAssistantTyping(conversationId);
  const streamed = useStreamedReply(conversationId);
  // A query running past 2 s: the line under the indicator counts the seconds; Stop cancels it in the database.
  const progress = useQueryProgress(conversationId);
  const endRef = useRef<HTMLDivElement>(null);
  const feedback = useAnswerFeedback();
  // What this tab said of each answer (thumbs), and the answer whose correction dialog is open.
  const [verdicts, setVerdicts] = useState<Record<number, 'up' | 'down'>>({});
  const [correcting, setCorrecting] = useState<number | null>(null);

  const shown = useMemo<DisplayMessage[]>(() => {
    // The home flow's question shows at once; the server's copy replaces it when it arrives.
    if (messages.length === 0 && pending) {
      const local: DisplayMessage[] = [
        { key: 'pending-user', role: 'user', content: pending.prompt, timestamp: pending.askedAt },
      ];
      if (pending.status === 'answered' && pending.response !== undefined) {
        local.push({
          key: 'pending-assistant',
          role: 'assistant',
          content: pending.response,
          timestamp: pending.askedAt,
          systemSources: pending.systemSources,
        });
      }
      return local;
    }
    const list: DisplayMessage[] = messages.map((m) => ({ ...m, key: String(m.id) }));
    if (outgoing && !messages.some((m) => m.clientMessageId === outgoing.clientMessageId)) {
      list.push({
        key: `out-${outgoing.clientMessageId}`,
        role: 'user',
        content: outgoing.content,
        timestamp: outgoing.at,
      });
    }
    return list;
  }, [messages, pending, outgoing]);

  const last = shown[shown.length - 1];
  const lastAnswer = [...messages].reverse().find((m) => m.role === 'assistant');
  // An answer is being written: sent from here, regenerating, or announced by the server for any tab.
  const answering =
    send.isPending ||
    regenerate.isPending ||
    assistantTyping ||
    (pending?.status === 'asking' && !messages.some((m) => m.role === 'assistant')) ||
    last?.status === 'streaming';
  // The answer in progress shows where it will land: after the question, or in place of the answer being regenerated.
  const liveAfterLast = answering && last?.role === 'user';
  const askError =
    pending?.status === 'failed' && !messages.some((m) => m.role === 'assistant') ? pending.error : undefined;

  const hasStreamed = streamed.length > 0;
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [shown.length, answering, hasStreamed]);

  function onSend(
    content: string,
    { documentIds }: { documentIds: number[] | undefined } = { documentIds: composer.current?.documentIds() },
  ): boolean {
    const clientMessageId = newClientMessageId();
    setOutgoing({ clientMessageId, content, at: new Date().toISOString() });
    send.mutate(
      { content, conversationId, clientMessageId, ...(documentIds ? { documentIds } : {}) },
      {
        onError: (cause) => {
          setOutgoing(null);
          composer.current?.restore(content, documentIds);
          notifyError(
            'Error sending message',
            errorMessage(cause, 'Your message could not be sent. Please try again.'),
          );
        },
      },
    );
    return true;
  }

  function onStop() {
    stop.mutate(undefined, {
      onError: (cause) => notifyError('Could not stop the answer', errorMessage(cause, 'Please try again.')),
    });
  }

  function onRegenerate(messageId: number) {
    regenerate.mutate(messageId, {
      onError: (cause) => notifyError('Could not regenerate the answer', errorMessage(cause, 'Please try again.')),
    });
  }

  /** The question an answer replies to, as the user typed it: asked again after a correction. */
  function questionOf(answerId: number): string | undefined {
    const at = messages.findIndex((m) => m.id === answerId);
    return messages
      .slice(0, Math.max(at, 0))
      .reverse()
      .find((m) => m.role === 'user')?.content;
  }

  function onThumbsUp(messageId: number) {
    feedback.mutate(
      { messageId, body: { verdict: 'up' } },
      {
        onSuccess: () => {
          setVerdicts((v) => ({ ...v, [messageId]: 'up' }));
          notify('Reading saved', 'This question is answered the same way from now on.');
        },
        onError: (cause) => notifyError('Could not save the reading', errorMessage(cause, 'Please try again.')),
      },
    );
  }

  function renderMessage({ key, ...message }: DisplayMessage) {
    if (message.role === 'assistant' && message.status === 'streaming') {
      return streamed ? (
        <MessageBubble key={key} message={{ ...message, content: streamed }} streaming />
      ) : (
        <ThinkingIndicator key={key} detail={progress} />
      );
    }
    const isLastAnswer =
      message.role === 'assistant' && message.id !== undefined && message.id === lastAnswer?.id && last?.key === key;
    const more =
      answerActions && message.role === 'assistant' && message.id !== undefined && message.queries?.length
        ? answerActions({
            messageId: message.id,
            question: questionOf(message.id) ?? '',
            content: message.content,
            queries: message.queries,
          })
        : null;
    const actions =
      message.role === 'assistant' && message.id !== undefined ? (
        <MessageActions
          more={more}
          content={message.content}
          onRegenerate={isLastAnswer && !answering ? () => onRegenerate(message.id!) : undefined}
          regenerating={regenerate.isPending}
          failed={message.status === 'error'}
          feedback={
            message.reading?.correctable
              ? {
                  verdict: verdicts[message.id] ?? null,
                  pending: feedback.isPending,
                  onUp: () => onThumbsUp(message.id!),
                  onDown: () => setCorrecting(message.id!),
                }
              : undefined
          }
        />
      ) : undefined;
    const unknownTerm = message.reading?.unknownTerm;
    const chips = message.reading?.alternatives.length ? (
      <AlternativeChips
        alternatives={message.reading.alternatives}
        disabled={answering}
        onAsk={(question) => onSend(question)}
      />
    ) : null;
    const define = unknownTerm && defineTerm ? defineTerm(unknownTerm) : null;
    const query =
      message.role === 'assistant' && message.queries?.length ? (
        <QueryDisclosure queries={message.queries} conversationId={conversationId} />
      ) : null;
    const below =
      query || chips || define ? (
        <>
          {query}
          {chips}
          {define}
        </>
      ) : undefined;
    return <MessageBubble key={key} message={message} actions={actions} below={below} />;
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
        <div className="relative min-h-0 flex-1 overflow-y-auto">
          <div
            role="log"
            aria-label="Messages"
            aria-live="polite"
            className="mx-auto grid w-full max-w-3xl gap-5 px-4 py-6 sm:px-6"
          >
            {isLoading && !pending ? (
              <Spinner label="Loading messages…" />
            ) : isError && !pending ? (
              <div role="alert" className="rounded-xl border border-border bg-surface p-5">
                <p className="flex items-center gap-2 font-semibold">
                  <AlertTriangle className="h-4 w-4 text-destructive" aria-hidden="true" />
                  Error Loading Messages
                </p>
                <p className="mt-1 text-sm text-muted-foreground">
                  Error fetching messages: {error instanceof ApiError ? error.status : 'network'}
                </p>
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
              shown.map(renderMessage)
            )}
            {liveAfterLast ? (
              streamed ? (
                <MessageBubble message={{ role: 'assistant', content: streamed }} streaming />
              ) : (
                <ThinkingIndicator detail={progress} />
              )
            ) : null}
            {askError ? (
              <p
                role="alert"
                className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
              >
                {askError}
              </p>
            ) : null}
            <div ref={endRef} />
          </div>
        </div>
        <div className="border-t border-border bg-background/80 px-4 py-3 backdrop-blur sm:px-6">
          <div className="mx-auto w-full max-w-3xl">
            <Composer
              ref={composer}
              onSend={onSend}
              sending={send.isPending}
              connectedCount={connectedCount}
              answering={answering}
              onStop={onStop}
              documents={composerDocuments}
              systems={systems}
              suggestions={chips}
              autoFocus
              lastQuestion={[...shown].reverse().find((m) => m.role === 'user')?.content}
              onShowShortcuts={showShortcuts}
              conversationId={conversationId}
              picker={
                systems.length > 1 ? (
                  <SystemPicker
                    systems={systems}
                    selected={conversation?.systemIds}
                    disabled={updateConversation.isPending}
                    onChange={(systemIds) =>
                      updateConversation.mutate(
                        { id: conversationId, systemIds },
                        {
                          onError: (cause) =>
                            notifyError('Could not change the systems', errorMessage(cause, 'Please try again.')),
                        },
                      )
                    }
                  />
                ) : null
              }
            />
          </div>
        </div>
      </TabsContent>
      <TabsContent value="documents" className="min-h-0 flex-1 overflow-y-auto px-4 py-6 sm:px-6">
        <div className="mx-auto w-full max-w-3xl">{documents}</div>
      </TabsContent>
      <CorrectionDialog
        messageId={correcting}
        queries={messages.find((m) => m.id === correcting)?.queries}
        onClose={() => setCorrecting(null)}
        onSaved={() => {
          const question = correcting !== null ? questionOf(correcting) : undefined;
          if (correcting !== null) setVerdicts((v) => ({ ...v, [correcting]: 'down' }));
          if (question) onSend(question);
        }}
      />
    </Tabs>
  );
}
