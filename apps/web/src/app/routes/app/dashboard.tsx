import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { PageContainer } from '@/components/ui/page-header';
import { DashboardBoard } from '@/features/dashboards/components/dashboard-board';

/** /app/dashboards/:id: one board. */
export default function DashboardRoute() {
  const { dashboardId } = useParams();
  if (!dashboardId || !/^\d{1,15}$/.test(dashboardId)) {
    return (
      <PageContainer>
        <Alert tone="error" title="Dashboard not found">
          <Link to="/app/dashboards" className="font-semibold underline underline-offset-2">
            All dashboards
          </Link>
        </Alert>
      </PageContainer>
    );
  }
  // Another board remounts: its period, announcements and dialogs are its own.
  return <DashboardBoard key={dashboardId} id={Number(dashboardId)} />;
}
