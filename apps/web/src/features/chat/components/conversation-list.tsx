import { MessageSquare } from 'lucide-react';
import { NavLink } from 'react-router';
import { Skeleton } from '@/components/ui/spinner';
import { cn, relativeTime } from '@/lib/utils';
import { useConversations } from '../api/get-conversations';
import { preloadConversationView } from './lazy-conversation-view';

function preload() {
  void preloadConversationView().catch(() => undefined);
}

/** Recent Conversations: title and relative created time ('Just now' without a date). */
export function ConversationList({ onNavigate }: { onNavigate?: () => void }) {
  const { data: conversations, isLoading, isError } = useConversations();
  if (isLoading) {
    return (
      <div className="grid gap-2 px-2">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    );
  }
  if (isError) return <p className="px-3 text-xs text-destructive">Could not load conversations.</p>;
  if (!conversations?.length) return <p className="px-3 text-xs text-muted-foreground">No conversations yet. Ask your first question.</p>;
  const sorted = [...conversations].sort((a, b) => new Date(b.createdAt ?? 0).getTime() - new Date(a.createdAt ?? 0).getTime());
  return (
    <ul className="grid gap-0.5">
      {sorted.map((conversation) => (
        <li key={conversation.id}>
          <NavLink
            to={`/app/chat/${conversation.id}`}
            onClick={onNavigate}
            // About to open a conversation: its view (a separate chunk) starts loading before the click.
            onPointerEnter={preload}
            onFocus={preload}
            className={({ isActive }) =>
              cn('flex items-start gap-2.5 rounded-lg px-3 py-2 transition-colors', isActive ? 'bg-primary-soft text-primary-soft-foreground' : 'hover:bg-muted')
            }
          >
            <MessageSquare className="mt-0.5 h-4 w-4 shrink-0 opacity-70" aria-hidden="true" />
            <span className="grid min-w-0">
              <span className="truncate text-sm font-medium">{conversation.title || 'Untitled conversation'}</span>
              <span className="text-xs opacity-80">{relativeTime(conversation.createdAt)}</span>
            </span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
