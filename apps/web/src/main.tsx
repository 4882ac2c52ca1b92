import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { LandingRoute } from './app/routes/landing';
import './index.css';

// After a new release, a tab opened before it asks for chunks that no longer exist: load the new release once
// instead of showing a blank page (a second failure within a minute is left to the error boundary, no reload loop).
window.addEventListener('vite:preloadError', (event) => {
  const last = Number(sessionStorage.getItem('soe-reloaded-at') ?? 0);
  if (Date.now() - last < 60_000) return;
  sessionStorage.setItem('soe-reloaded-at', String(Date.now()));
  event.preventDefault();
  window.location.reload();
});

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The landing page is most visitors' first load: it renders on its own, and the router with the rest of the
// app loads only for the other pages (or when the landing page links into the app).
const App = lazy(() => import('./app').then((m) => ({ default: m.App })));
const landing = window.location.pathname === '/';

createRoot(root).render(
  <StrictMode>
    {landing ? (
      <LandingRoute />
    ) : (
      <Suspense fallback={null}>
        <App />
      </Suspense>
    )}
  </StrictMode>,
);
