import { useEffect, useState } from 'react';
import { PLANS } from '@soe/shared';
import { useParams } from 'react-router';
import { Dialog, SheetContent } from '@/components/ui/dialog';
import { useConversations } from '@/features/chat/api/get-conversations';
import { ConversationView } from '@/features/chat/components/conversation-view';
import { HomeView } from '@/features/chat/components/home-view';
import { DocumentsTable } from '@/features/documents/components/documents-table';
import { useComposerDocuments } from '@/features/documents/hooks/use-composer-documents';
import { useSystems } from '@/features/systems/api/get-systems';
import { useUser } from '@/lib/auth';
import { useIsMobile } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';
import { AppHeader } from './workspace/app-header';
import { WorkspaceSidebar } from './workspace/workspace-sidebar';

const SIDEBAR_KEY = 'soe-sidebar-collapsed';

/** /app and /app/chat[/:id]: the main app — sidebar, header, and the home view or a conversation. */
export default function WorkspaceRoute() {
  const { conversationId: param } = useParams();
  const conversationId = param && /^\d+$/.test(param) ? Number(param) : undefined;
  const { data: user } = useUser();
  const { data: systems = [] } = useSystems();
  const { data: conversations = [] } = useConversations();
  const isMobile = useIsMobile();
  const composerDocuments = useComposerDocuments(conversationId);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(() => {
    try {
      return localStorage.getItem(SIDEBAR_KEY) === '1';
    } catch {
      return false;
    }
  });

  useEffect(() => {
    try {
      localStorage.setItem(SIDEBAR_KEY, collapsed ? '1' : '0');
    } catch {
      // storage unavailable: the choice lasts for this page only
    }
  }, [collapsed]);

  useEffect(() => {
    if (!isMobile) setMobileOpen(false);
  }, [isMobile]);

  const conversation = conversations.find((item) => item.id === conversationId);
  const title = conversationId !== undefined ? (conversation?.title ?? 'Conversation') : 'New conversation';

  useEffect(() => {
    document.title = `${title} · SOE`;
  }, [title]);

  if (!user) return null;
  const plan = PLANS[user.subscriptionTier] ?? PLANS.free;
  const connectedCount = systems.filter((system) => system.status === 'connected' || system.status === 'limited').length;
  const demo = systems.find((system) => system.isDemo) ?? systems.find((system) => system.connectionDetails?.connector === 'demo');
  const sidebar = <WorkspaceSidebar user={user} canConnect={systems.filter((system) => !system.isDemo).length < plan.maxSystems} onNavigate={() => setMobileOpen(false)} />;

  return (
    <div className="flex h-full min-h-0">
      <aside aria-label="Workspace" className={cn('hidden w-72 shrink-0 border-r border-border md:block', collapsed && 'md:hidden')}>
        {sidebar}
      </aside>
      <Dialog open={mobileOpen} onOpenChange={setMobileOpen}>
        <SheetContent side="left" title="Workspace" hideTitle className="w-80">
          {sidebar}
        </SheetContent>
      </Dialog>
      <div className="flex min-w-0 flex-1 flex-col">
        <AppHeader
          user={user}
          title={title}
          systems={systems}
          sidebarOpen={isMobile ? mobileOpen : !collapsed}
          onToggleSidebar={() => (isMobile ? setMobileOpen(true) : setCollapsed((value) => !value))}
        />
        <main className="min-h-0 flex-1 overflow-y-auto">
          {conversationId !== undefined ? (
            <ConversationView
              key={conversationId}
              conversationId={conversationId}
              connectedCount={connectedCount}
              documents={<DocumentsTable conversationId={conversationId} />}
              composerDocuments={composerDocuments}
            />
          ) : (
            <HomeView demoSystemId={demo?.id} />
          )}
        </main>
      </div>
    </div>
  );
}
