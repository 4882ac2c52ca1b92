import { useEffect } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';

export function NotFoundRoute() {
  useEffect(() => {
    document.title = '404 Page Not Found · SOE';
  }, []);
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background px-4">
      <div className="w-full max-w-md rounded-xl border border-border bg-surface p-8 text-center shadow-sm">
        <p className="text-sm font-semibold text-primary">404</p>
        <h1 className="mt-2 text-2xl font-bold tracking-tight">404 Page Not Found</h1>
        <p className="mt-3 text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
        <Link to="/" className={buttonClasses('secondary', 'md', 'mt-6')}>
          Back to the home page
        </Link>
      </div>
    </main>
  );
}
