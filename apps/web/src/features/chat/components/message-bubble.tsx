import type { ReactNode } from 'react';
import { Sparkles } from 'lucide-react';
import { clockTime } from '@/lib/utils';
import type { Message } from '../types';
import { AssistantContent } from './assistant-content';

export interface BubbleMessage extends Pick<Message, 'role' | 'content' | 'systemSources'> {
  timestamp?: string;
  status?: string;
}

interface Props {
  message: BubbleMessage;
  /** The answer is still being written: blocks whose data has not arrived show as placeholders. */
  streaming?: boolean;
  /** Copy / regenerate controls under an answer. */
  actions?: ReactNode;
  /** Under the answer, above its time: the other readings of the question (chips). */
  below?: ReactNode;
}

/** A user or assistant message with its time stamp; assistant replies name their sources. */
export function MessageBubble({ message, streaming = false, actions, below }: Props) {
  const time = clockTime(message.timestamp);
  if (message.role === 'user') {
    return (
      <div className="flex justify-end">
        <div className="max-w-[85%] sm:max-w-[75%]">
          <div className="whitespace-pre-wrap break-words rounded-2xl rounded-br-sm bg-primary px-4 py-2.5 text-sm text-primary-foreground shadow-xs">
            {message.content}
          </div>
          <p className="mt-1 text-right text-xs text-muted-foreground">
            <span className="sr-only">You, </span>
            {time}
          </p>
        </div>
      </div>
    );
  }
  return (
    <div className="group flex gap-3" aria-busy={streaming || undefined}>
      <span
        className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground"
        aria-hidden="true"
      >
        <Sparkles className="h-4 w-4" />
      </span>
      <div className="min-w-0 max-w-full flex-1 sm:max-w-[85%]">
        <div className="break-words rounded-2xl rounded-tl-sm border border-border bg-surface px-4 py-3 shadow-xs">
          <AssistantContent content={message.content} streaming={streaming} />
          {message.status === 'stopped' ? (
            <p className="mt-2 text-xs italic text-muted-foreground">
              {message.content ? 'Stopped' : 'Stopped before any text was written'}
            </p>
          ) : null}
        </div>
        {below}
        <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
          <p className="text-xs text-muted-foreground">
            <span className="sr-only">SOE, </span>
            {time}
            {message.systemSources?.length ? <span> · Sources: {message.systemSources.join(', ')}</span> : null}
          </p>
          {actions}
        </div>
      </div>
    </div>
  );
}
