import { useEffect, useState, type FormEvent } from 'react';
import { MessageSquare, MoreHorizontal, Pencil, Search, Trash2, X } from 'lucide-react';
import { NavLink, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Field } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { notify, notifyError } from '@/lib/toast';
import { cn, relativeTime } from '@/lib/utils';
import { useDeleteConversation } from '../api/delete-conversation';
import { useConversations } from '../api/get-conversations';
import { useConversationSearch } from '../api/search-conversations';
import { useUpdateConversation } from '../api/update-conversation';
import type { Conversation } from '../types';
import { preloadConversationView } from './lazy-conversation-view';

function preload() {
  void preloadConversationView().catch(() => undefined);
}

const SEARCH_DELAY_MS = 250;

/** The search box's text, settled: the server is asked once typing pauses. */
function useSettled(value: string, delay: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

interface Item {
  conversation: Conversation;
  snippet?: string | null;
}

/**
 * Recent Conversations: search (titles and message text, on the server), and for each conversation its
 * title, when it started, and a menu to rename or delete it (with a confirmation in the app).
 */
export function ConversationList({ onNavigate }: { onNavigate?: () => void }) {
  const { data: conversations, isLoading, isError } = useConversations();
  const [query, setQuery] = useState('');
  const settled = useSettled(query, SEARCH_DELAY_MS);
  const searching = query.trim().length > 0;
  const search = useConversationSearch(searching ? settled : '');
  const [renaming, setRenaming] = useState<Conversation | null>(null);
  const [deleting, setDeleting] = useState<Conversation | null>(null);

  let body: React.ReactNode;
  if (searching) {
    const results = search.data ?? [];
    body = search.isError ? (
      <p className="px-3 text-xs text-destructive">{errorMessage(search.error, 'Could not search conversations.')}</p>
    ) : !search.data && search.isFetching ? (
      <p className="px-3 text-xs text-muted-foreground">Searching…</p>
    ) : results.length === 0 ? (
      <p className="px-3 text-xs text-muted-foreground">No conversations match “{query.trim()}”.</p>
    ) : (
      <Items
        items={results.map((r) => ({ conversation: r, snippet: r.snippet }))}
        onNavigate={onNavigate}
        onRename={setRenaming}
        onDelete={setDeleting}
      />
    );
  } else if (isLoading) {
    body = (
      <div className="grid gap-2 px-2">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    );
  } else if (isError) {
    body = <p className="px-3 text-xs text-destructive">Could not load conversations.</p>;
  } else if (!conversations?.length) {
    body = <p className="px-3 text-xs text-muted-foreground">No conversations yet. Ask your first question.</p>;
  } else {
    const sorted = [...conversations].sort(
      (a, b) => new Date(b.createdAt ?? 0).getTime() - new Date(a.createdAt ?? 0).getTime(),
    );
    body = (
      <Items
        items={sorted.map((conversation) => ({ conversation }))}
        onNavigate={onNavigate}
        onRename={setRenaming}
        onDelete={setDeleting}
      />
    );
  }

  return (
    <div className="grid gap-2">
      {conversations?.length || searching ? (
        <div role="search" className="relative mx-1">
          <Search
            className="pointer-events-none absolute left-2.5 top-1/2 h-3.5 w-3.5 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && query) {
                event.stopPropagation();
                setQuery('');
              }
            }}
            placeholder="Search conversations"
            aria-label="Search conversations"
            className="h-8 w-full rounded-md border border-input bg-background pl-8 pr-7 text-sm outline-none placeholder:text-muted-foreground focus-visible:border-primary/60 focus-visible:ring-2 focus-visible:ring-primary/20 [&::-webkit-search-cancel-button]:hidden"
          />
          {query ? (
            <button
              type="button"
              aria-label="Clear search"
              onClick={() => setQuery('')}
              className="absolute right-1.5 top-1/2 -translate-y-1/2 rounded p-0.5 text-muted-foreground hover:text-foreground"
            >
              <X className="h-3.5 w-3.5" aria-hidden="true" />
            </button>
          ) : null}
        </div>
      ) : null}
      {body}
      <RenameDialog conversation={renaming} onClose={() => setRenaming(null)} />
      <DeleteConversationDialog conversation={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

function Items({
  items,
  onNavigate,
  onRename,
  onDelete,
}: {
  items: Item[];
  onNavigate?: () => void;
  onRename: (conversation: Conversation) => void;
  onDelete: (conversation: Conversation) => void;
}) {
  return (
    <ul className="grid gap-0.5" aria-label="Conversations">
      {items.map(({ conversation, snippet }) => {
        const title = conversation.title || 'Untitled conversation';
        return (
          <li key={conversation.id} className="group relative">
            <NavLink
              to={`/app/chat/${conversation.id}`}
              onClick={onNavigate}
              // About to open a conversation: its view (a separate chunk) starts loading before the click.
              onPointerEnter={preload}
              onFocus={preload}
              className={({ isActive }) =>
                cn(
                  'flex items-start gap-2.5 rounded-lg py-2 pl-3 pr-10 transition-colors',
                  isActive ? 'bg-primary-soft text-primary-soft-foreground' : 'hover:bg-muted',
                )
              }
            >
              <MessageSquare className="mt-0.5 h-4 w-4 shrink-0 opacity-70" aria-hidden="true" />
              <span className="grid min-w-0">
                <span className="truncate text-sm font-medium">{title}</span>
                {snippet ? (
                  <span className="line-clamp-2 text-xs opacity-80">{snippet}</span>
                ) : (
                  <span className="text-xs opacity-80">{relativeTime(conversation.createdAt)}</span>
                )}
              </span>
            </NavLink>
            <DropdownMenu>
              <DropdownMenuTrigger
                aria-label={`Options for ${title}`}
                className="absolute right-1.5 top-2 rounded-md p-1 text-muted-foreground opacity-100 transition-opacity hover:bg-background/70 hover:text-foreground focus-visible:opacity-100 data-[state=open]:opacity-100 md:opacity-0 md:group-hover:opacity-100"
              >
                <MoreHorizontal className="h-4 w-4" aria-hidden="true" />
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end" className="min-w-40">
                <DropdownMenuItem onSelect={() => onRename(conversation)}>
                  <Pencil aria-hidden="true" />
                  Rename
                </DropdownMenuItem>
                <DropdownMenuItem
                  onSelect={() => onDelete(conversation)}
                  className="text-destructive [&_svg]:text-destructive"
                >
                  <Trash2 aria-hidden="true" />
                  Delete
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          </li>
        );
      })}
    </ul>
  );
}

function RenameDialog({ conversation, onClose }: { conversation: Conversation | null; onClose: () => void }) {
  const update = useUpdateConversation();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (conversation) {
      setTitle(conversation.title);
      setError(undefined);
    }
  }, [conversation]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!conversation) return;
    const value = title.trim();
    if (!value) return setError('Title is required');
    if (value === conversation.title) return onClose();
    update.mutate(
      { id: conversation.id, title: value },
      {
        onSuccess: onClose,
        onError: (cause) => setError(errorMessage(cause, 'Could not rename the conversation. Please try again.')),
      },
    );
  }

  return (
    <Dialog open={conversation !== null} onOpenChange={(open) => !open && onClose()}>
      {conversation ? (
        <DialogContent title="Rename conversation">
          <form onSubmit={onSubmit} className="grid gap-4">
            <Field
              label="Title"
              value={title}
              maxLength={200}
              onChange={(event) => setTitle(event.target.value)}
              error={error}
              autoFocus
              onFocus={(event) => event.target.select()}
            />
            <div className="flex justify-end gap-2">
              <Button type="button" variant="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" disabled={update.isPending}>
                Save
              </Button>
            </div>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function DeleteConversationDialog({
  conversation,
  onClose,
}: {
  conversation: Conversation | null;
  onClose: () => void;
}) {
  const remove = useDeleteConversation();
  const navigate = useNavigate();
  const { conversationId } = useParams();
  return (
    <ConfirmDialog
      open={conversation !== null}
      title="Delete conversation"
      description="Are you sure you want to delete this conversation? Its messages are deleted with it."
      subject={conversation?.title}
      confirmLabel="Delete"
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() =>
        conversation &&
        remove.mutate(conversation.id, {
          onSuccess: () => {
            if (conversationId === String(conversation.id)) navigate('/app');
            notify('Conversation deleted', conversation.title);
            onClose();
          },
          onError: (cause) =>
            notifyError('Delete failed', errorMessage(cause, 'Could not delete the conversation. Please try again.')),
        })
      }
    />
  );
}
