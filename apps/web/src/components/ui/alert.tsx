import type { HTMLAttributes, ReactNode } from 'react';
import { AlertTriangle, Info, XCircle } from 'lucide-react';
import { cn } from '@/lib/utils';

type Tone = 'info' | 'warning' | 'error';
const tones: Record<Tone, string> = {
  info: 'border-primary/25 bg-primary-soft text-primary-soft-foreground',
  warning: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100',
  error: 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
};
const icons = { info: Info, warning: AlertTriangle, error: XCircle };

interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  tone?: Tone;
  title?: ReactNode;
}

export function Alert({ tone = 'info', title, children, className, role, ...props }: AlertProps) {
  const Icon = icons[tone];
  return (
    <div
      role={role ?? (tone === 'info' ? 'status' : 'alert')}
      className={cn('flex gap-3 rounded-lg border p-4 text-sm', tones[tone], className)}
      {...props}
    >
      <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <div className="grid gap-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="leading-relaxed">{children}</div> : null}
      </div>
    </div>
  );
}
