import { Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { Toaster } from 'sonner';
import { PageLoader } from '@/components/ui/spinner';
import { TooltipProvider } from '@/components/ui/tooltip';
import { queryClient } from '@/lib/query-client';
import { useTheme } from '@/lib/theme';
import { useIsMobile } from '@/lib/use-media-query';

/** Providers for every page behind the landing page; stays mounted while moving between them. */
export default function AppProviders() {
  const { theme } = useTheme();
  // On a phone a bottom toast covers the composer and the last answer: there it sits over the header.
  const isMobile = useIsMobile();
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
        {/* spec §9: one toast at a time, 5 s, F8 focuses the notifications. */}
        <Toaster
          theme={theme}
          position={isMobile ? 'top-center' : 'bottom-right'}
          mobileOffset={{ top: 8, left: 8, right: 8 }}
          visibleToasts={1}
          duration={5000}
          hotkey={['F8']}
          swipeDirections={['right']}
          richColors
          closeButton
          containerAriaLabel="Notifications"
        />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
