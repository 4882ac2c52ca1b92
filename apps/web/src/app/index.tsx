import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { LandingRoute } from './routes/landing';
import { NotFoundRoute } from './routes/not-found';

// The landing page ships alone; everything behind it (providers, query client, toasts, the app) loads on demand.
const AppProviders = lazy(() => import('./provider'));
const AuthRoute = lazy(() => import('./routes/auth'));
const TestChatRoute = lazy(() => import('./routes/test-chat'));
const ProtectedLayout = lazy(() => import('./routes/app/protected-layout'));
const WorkspaceRoute = lazy(() => import('./routes/app/workspace'));
const IntegrationsRoute = lazy(() => import('./routes/app/integrations'));
const TeamRoute = lazy(() => import('./routes/app/team'));
const AnalyticsRoute = lazy(() => import('./routes/app/analytics'));
const SettingsRoute = lazy(() => import('./routes/app/settings'));
const DashboardsRoute = lazy(() => import('./routes/app/dashboards'));
const DashboardRoute = lazy(() => import('./routes/app/dashboard'));
const SubscriptionPlansRoute = lazy(() => import('./routes/subscription-plans'));
const AdminRoute = lazy(() => import('./routes/admin'));
const InviteRoute = lazy(() => import('./routes/invite'));

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<LandingRoute />} />
        <Route element={<AppProviders />}>
          <Route path="/auth" element={<AuthRoute />} />
          <Route path="/test-chat" element={<TestChatRoute />} />
          <Route path="/invite/:token" element={<InviteRoute />} />
          <Route element={<ProtectedLayout />}>
            <Route path="/app" element={<WorkspaceRoute />} />
            <Route path="/app/chat" element={<WorkspaceRoute />} />
            <Route path="/app/chat/:conversationId" element={<WorkspaceRoute />} />
            <Route path="/app/integrations" element={<IntegrationsRoute />} />
            <Route path="/app/team" element={<TeamRoute />} />
            <Route path="/app/analytics" element={<AnalyticsRoute />} />
            <Route path="/app/settings" element={<SettingsRoute />} />
            <Route path="/app/dashboards" element={<DashboardsRoute />} />
            <Route path="/app/dashboards/:dashboardId" element={<DashboardRoute />} />
            <Route path="/subscription-plans" element={<SubscriptionPlansRoute />} />
            <Route path="/admin" element={<AdminRoute />} />
          </Route>
        </Route>
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </BrowserRouter>
  );
}
