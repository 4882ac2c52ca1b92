import { useEffect } from 'react';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { AlertsPanel } from '@/features/dashboards/components/alerts-panel';
import { DashboardList } from '@/features/dashboards/components/dashboard-list';
import { NewDashboardButton } from '@/features/dashboards/components/new-dashboard-dialog';

/** /app/dashboards: every dashboard of the viewer (their own and their workspace's), "New dashboard", and their alerts. */
export default function DashboardsRoute() {
  useEffect(() => {
    document.title = 'Dashboards · SOE';
  }, []);
  return (
    <PageContainer>
      <PageHeader
        title="Dashboards"
        description="Answers pinned from the chat, run again with your access each time a dashboard opens."
        actions={<NewDashboardButton />}
      />
      <DashboardList />
      <AlertsPanel />
    </PageContainer>
  );
}
