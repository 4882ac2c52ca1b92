import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '@/lib/use-media-query';

const WORDS = ['Record', 'Engagement', 'Intelligence', 'Work', 'Everything'];

/** 'System of' + a word that changes every `interval` ms; still under prefers-reduced-motion. */
export function RotatingHeadline({ interval = 4000, as: Tag = 'h1' }: { interval?: number; as?: 'h1' | 'h2' }) {
  const reduceMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (reduceMotion) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % WORDS.length), interval);
    return () => clearInterval(timer);
  }, [interval, reduceMotion]);
  const word = reduceMotion ? 'Everything' : WORDS[index];
  return (
    <Tag className="text-center text-3xl font-bold tracking-tight sm:text-5xl">
      <span className="sr-only">System of Everything</span>
      <span aria-hidden="true">
        System of{' '}
        <span
          key={word}
          className="animate-fade-up inline-block bg-gradient-to-r from-primary to-fuchsia-500 bg-clip-text text-transparent dark:to-fuchsia-400"
        >
          {word}
        </span>
      </span>
    </Tag>
  );
}
