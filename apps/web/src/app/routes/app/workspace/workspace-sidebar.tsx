import type { SessionUser } from '@soe/shared';
import { Plus, SquarePen } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { DialogTrigger } from '@/components/ui/dialog';
import { ConversationList } from '@/features/chat/components/conversation-list';
import { ProviderSelect } from '@/features/llm-providers/components/provider-select';
import { ConnectSystemDialog } from '@/features/systems/components/connect-system-dialog';
import { SystemList } from '@/features/systems/components/system-list';
import { displayName, initial } from '@/lib/utils';
import { roleLabel } from './role-label';

function SectionTitle({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <h2 id={id} className="px-3 text-xs font-semibold uppercase tracking-wider text-muted-foreground">
      {children}
    </h2>
  );
}

/** The main app's sidebar (spec §2): systems, provider, recent conversations and the signed-in user. */
export function WorkspaceSidebar({
  user,
  canConnect,
  onNavigate,
  besideClose,
}: {
  user: SessionUser;
  canConnect: boolean;
  onNavigate?: () => void;
  /** In the phone's sheet, whose close button sits top right: the first row leaves it room. */
  besideClose?: boolean;
}) {
  return (
    <div className="flex h-full flex-col bg-surface">
      <div className={besideClose ? 'p-3 pr-12' : 'p-3'}>
        <Link to="/app" onClick={onNavigate} className={buttonClasses('secondary', 'md', 'w-full justify-start')}>
          <SquarePen className="h-4 w-4" aria-hidden="true" />
          New question
        </Link>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto pb-4">
        <section aria-labelledby="systems-heading" className="grid gap-2 px-2 pt-2">
          <SectionTitle id="systems-heading">Connected Systems</SectionTitle>
          <SystemList />
          <ConnectSystemDialog
            canConnect={canConnect}
            trigger={
              <DialogTrigger asChild>
                <Button variant="ghost" size="sm" className="mx-1 justify-start text-primary">
                  <Plus className="h-4 w-4" aria-hidden="true" />
                  Connect System
                </Button>
              </DialogTrigger>
            }
          />
        </section>
        <section className="mt-5 px-5">
          <ProviderSelect />
        </section>
        <section aria-labelledby="conversations-heading" className="mt-6 grid gap-2 px-2">
          <SectionTitle id="conversations-heading">Recent Conversations</SectionTitle>
          <ConversationList onNavigate={onNavigate} />
        </section>
      </div>
      <div className="flex items-center gap-3 border-t border-border p-4">
        <span
          aria-hidden="true"
          className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-semibold text-primary-soft-foreground"
        >
          {initial(user.username)}
        </span>
        <div className="grid min-w-0">
          <p className="truncate text-sm font-semibold" data-testid="sidebar-user">
            {displayName(user)}
          </p>
          <p className="truncate text-xs text-muted-foreground">{roleLabel(user)}</p>
        </div>
      </div>
    </div>
  );
}
