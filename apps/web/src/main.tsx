import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
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

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
