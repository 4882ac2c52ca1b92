import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { AppShell } from '@/components/layouts/app-shell';
import { PageLoader } from '@/components/ui/spinner';
import { useUser } from '@/lib/auth';
import { RealtimeProvider } from '@/lib/realtime';
import { RealtimeChatSync } from '@/features/chat/hooks/use-realtime-chat';
import { DocumentStatusSync } from '@/features/documents/hooks/use-document-status-sync';
import { DashboardMenu } from '@/features/dashboards/components/dashboard-menu';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { NotificationSync } from '@/features/notifications/hooks/use-notification-sync';
import { GuestHome } from './guest-home';

/** /app*, /subscription-plans and /admin: signed-in only (except the /app home), inside the top bar + side menu layout. */
export default function ProtectedLayout() {
  const { data: user, isLoading } = useUser();
  const location = useLocation();
  if (isLoading) return <PageLoader />;
  // The main app's home is open to guests (spec §2 application header: 'Sign In' when signed out); the rest is not.
  if (!user && location.pathname.replace(/\/$/, '') === '/app') return <GuestHome />;
  if (!user) return <Navigate to="/auth" replace state={{ from: location.pathname + location.search }} />;
  return (
    // One /ws connection for the signed-in area (spec §4); chat queries refetch on its events.
    <RealtimeProvider>
      <RealtimeChatSync />
      <DocumentStatusSync />
      <NotificationSync />
      <AppShell
        user={user}
        headerActions={<NotificationBell />}
        dashboardMenu={(props) => <DashboardMenu {...props} />}
      >
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell>
    </RealtimeProvider>
  );
}
