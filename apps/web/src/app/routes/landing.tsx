import { useEffect } from 'react';
import { LandingPage } from '@/features/landing/components/landing-page';

export function LandingRoute() {
  useEffect(() => {
    document.title = 'SOE - System Of Everything';
  }, []);
  return <LandingPage />;
}
