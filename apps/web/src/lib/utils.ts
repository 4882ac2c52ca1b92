import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

export type { ClassValue };

/**
 * Joins class names (clsx: strings, arrays, `{class: condition}`) and resolves conflicting
 * Tailwind classes so the last one wins: `cn('px-2', 'px-4')` is `'px-4'`, which lets a
 * caller's `className` override a component's defaults.
 */
export function cn(...classes: ClassValue[]): string {
  return twMerge(clsx(classes));
}

const rtf =
  typeof Intl !== 'undefined' && 'RelativeTimeFormat' in Intl
    ? new Intl.RelativeTimeFormat('en', { numeric: 'auto' })
    : null;

/** '5 minutes ago', 'yesterday'…; 'Just now' when there is no date or it is under a minute old. */
export function relativeTime(value: string | number | Date | null | undefined, now: number = Date.now()): string {
  if (value === null || value === undefined || value === '') return 'Just now';
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return 'Just now';
  const seconds = Math.round((time - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 60) return 'Just now';
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 31_536_000],
    ['month', 2_592_000],
    ['week', 604_800],
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of units) {
    if (abs >= size) {
      const amount = Math.trunc(seconds / size);
      return rtf ? rtf.format(amount, unit) : `${Math.abs(amount)} ${unit}${Math.abs(amount) === 1 ? '' : 's'} ago`;
    }
  }
  return 'Just now';
}

/** Hour:minute am/pm, as the chat bubbles show it. */
export function clockTime(value: string | number | Date | null | undefined): string {
  const date = value ? new Date(value) : new Date();
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', hour12: true });
}

export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

export function formatPrice(price: number): string {
  return price === 0 ? 'Free' : `$${price.toFixed(2)}`;
}

export function displayName(
  user: { firstName?: string; lastName?: string; username?: string } | null | undefined,
): string {
  if (!user) return '';
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return full || user.username || '';
}

/** How the sign-in provider reads ('Connected to Local', 'Connected to Google'). */
export function providerLabel(provider: string | undefined): string {
  return !provider || provider === 'local' ? 'Local' : provider;
}

export function initial(username: string | undefined | null): string {
  return username?.trim().charAt(0).toUpperCase() || 'U';
}
