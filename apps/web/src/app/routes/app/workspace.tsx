import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { PLANS } from '@soe/shared';
import { useParams } from 'react-router';
import { Dialog, SheetContent } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useConversations } from '@/features/chat/api/get-conversations';
import { HomeView } from '@/features/chat/components/home-view';
import { ShortcutsDialog } from '@/features/chat/components/shortcuts-dialog';
import { useChatShortcuts } from '@/features/chat/hooks/use-chat-shortcuts';
import { LazyConversationView } from '@/features/chat/components/lazy-conversation-view';
import { useComposerDocuments } from '@/features/documents/hooks/use-composer-documents';
import { PinButton } from '@/features/dashboards/components/pin-dialog';
import { useSystems } from '@/features/systems/api/get-systems';
import { useUser } from '@/lib/auth';
import { useIsMobile } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';
import { AppHeader } from './workspace/app-header';
import { WorkspaceSidebar } from './workspace/workspace-sidebar';

// Only an answer that asked what a term means shows it: the term form is fetched then, not with the workspace.
const DefineTermDialog = lazy(() =>
  import('@/features/systems/components/business-terms-dialog').then((m) => ({ default: m.DefineTermDialog })),
);

const SIDEBAR_KEY = 'soe-sidebar-collapsed';

// A conversation's Documents tab is rendered only when chosen: its table loads then, not with /app.
const DocumentsTable = lazy(() =>
  import('@/features/documents/components/documents-table').then((module) => ({ default: module.DocumentsTable })),
);

/** Shown while the conversation view arrives: the same place and label as its own loading state. */
function LoadingConversation() {
  return (
    <div className="mx-auto grid w-full max-w-3xl px-4 py-6 sm:px-6">
      <Spinner label="Loading messages…" />
    </div>
  );
}

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
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  useChatShortcuts(useCallback(() => setShortcutsOpen(true), []));
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
  const connectedCount = systems.filter(
    (system) => system.status === 'connected' || system.status === 'limited',
  ).length;
  const demo =
    systems.find((system) => system.isDemo) ?? systems.find((system) => system.connectionDetails?.connector === 'demo');
  const canConnect = systems.filter((system) => !system.isDemo).length < plan.maxSystems;
  const sidebar = <WorkspaceSidebar user={user} canConnect={canConnect} onNavigate={() => setMobileOpen(false)} />;

  return (
    <div className="flex h-full min-h-0">
      <aside
        aria-label="Workspace"
        className={cn('hidden w-72 shrink-0 border-r border-border md:block', collapsed && 'md:hidden')}
      >
        {sidebar}
      </aside>
      <Dialog open={mobileOpen} onOpenChange={setMobileOpen}>
        <SheetContent side="left" title="Workspace" hideTitle className="w-80">
          <WorkspaceSidebar user={user} canConnect={canConnect} onNavigate={() => setMobileOpen(false)} besideClose />
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
        <main className="relative min-h-0 flex-1 overflow-y-auto">
          {conversationId !== undefined ? (
            // The first paint at /app is the home view: the conversation view is fetched when one opens (or earlier,
            // see preloadConversationView), so it has its own boundary rather than the page-wide loader.
            <Suspense fallback={<LoadingConversation />}>
              <LazyConversationView
                key={conversationId}
                conversationId={conversationId}
                connectedCount={connectedCount}
                documents={
                  <Suspense fallback={<Spinner label="Loading documents…" />}>
                    <DocumentsTable conversationId={conversationId} />
                  </Suspense>
                }
                composerDocuments={composerDocuments}
                systems={systems.map((system) => ({ id: system.id, name: system.name }))}
                answerActions={(answer) => <PinButton {...answer} />}
                defineTerm={(term) => (
                  <Suspense fallback={null}>
                    <DefineTermDialog phrase={term.phrase} systemId={term.systemId} systemName={term.systemName} />
                  </Suspense>
                )}
              />
            </Suspense>
          ) : (
            <HomeView demoSystemId={demo?.id} documents={composerDocuments} />
          )}
        </main>
      </div>
      <ShortcutsDialog open={shortcutsOpen} onOpenChange={setShortcutsOpen} />
    </div>
  );
}
