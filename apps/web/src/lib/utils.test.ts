import { describe, expect, it } from 'vitest';
import { cn } from './utils';

describe('cn', () => {
  it('skips falsy values and accepts conditional objects', () => {
    expect(cn('a', false, null, undefined, 0, { b: true, c: false }, ['d'])).toBe('a b d');
  });

  it('lets the later Tailwind class win a conflict', () => {
    expect(cn('px-2 py-1 text-sm', 'px-4')).toBe('py-1 text-sm px-4');
    expect(cn('bg-primary text-primary-foreground', 'bg-destructive')).toBe('text-primary-foreground bg-destructive');
  });
});
