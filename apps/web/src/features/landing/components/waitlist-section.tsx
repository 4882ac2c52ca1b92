import { useId, useState, type FormEvent } from 'react';
import { CheckCircle2, LoaderCircle } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { joinWaitlist } from '../api/join-waitlist';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The waitlist form; while sign-up is open it says so and links to it, rather than promising a spot. */
export function WaitlistSection({ signUpOpen = false }: { signUpOpen?: boolean }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'done'>('idle');
  const [error, setError] = useState('');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = email.trim();
    if (!value) return setError('Email is required');
    if (!EMAIL_PATTERN.test(value)) return setError('Email is invalid');
    setError('');
    setState('sending');
    try {
      await joinWaitlist(value);
      setState('done');
    } catch (cause) {
      setState('idle');
      setError(cause instanceof Error ? cause.message : 'Could not join the waitlist. Please try again.');
    }
  }

  return (
    <section
      id="waitlist"
      aria-labelledby={`${id}-title`}
      className="relative flex h-[800px] items-center overflow-hidden border-t border-border bg-surface-2"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_center,var(--primary-soft),transparent_65%)] opacity-70"
      />
      <div className="relative mx-auto w-full max-w-xl px-4 text-center sm:px-6">
        <p className="text-sm font-semibold uppercase tracking-widest text-primary">Early access</p>
        <h2 id={`${id}-title`} className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">
          Join the Waitlist
        </h2>
        {signUpOpen ? (
          <p className="mt-4 text-base text-muted-foreground sm:text-lg">
            Sign-up is open: create your account now and ask the built-in Demo Company your first question.{' '}
            <a href="/auth?tab=signup" className="font-semibold text-primary underline underline-offset-4">
              Sign up
            </a>
            . Or leave your email and we&apos;ll keep you posted about SOE.
          </p>
        ) : (
          <p className="mt-4 text-base text-muted-foreground sm:text-lg">
            Be among the first teams to ask their CRM, ERP and databases questions in plain English. We&apos;ll email
            you when your workspace is ready.
          </p>
        )}
        <div className="mt-10 rounded-2xl border border-border bg-surface p-6 text-left shadow-lg sm:p-8">
          {state === 'done' ? (
            <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
              <CheckCircle2 className="h-10 w-10 text-success" aria-hidden="true" />
              <p className="text-lg font-semibold">You&apos;re on the list</p>
              <p className="text-sm text-muted-foreground">
                {signUpOpen ? (
                  <>
                    We&apos;ll write to {email.trim()} with news about SOE. You don&apos;t need to wait:{' '}
                    <a href="/auth?tab=signup" className="font-semibold text-primary underline underline-offset-4">
                      sign up now
                    </a>
                    .
                  </>
                ) : (
                  <>We&apos;ll write to {email.trim()} as soon as a spot opens up.</>
                )}
              </p>
            </div>
          ) : (
            <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-describedby={`${id}-privacy`}>
              <div className="grid gap-1.5">
                <label htmlFor={`${id}-email`} className="text-sm font-medium">
                  Work email
                </label>
                <input
                  id={`${id}-email`}
                  name="email"
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  placeholder="you@company.com"
                  value={email}
                  onChange={(event) => {
                    setEmail(event.target.value);
                    if (error) setError('');
                  }}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  className={cn(inputClasses, 'h-12 text-base')}
                />
                {error ? (
                  <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
                    {error}
                  </p>
                ) : null}
              </div>
              <button type="submit" disabled={state === 'sending'} className={buttonClasses('primary', 'lg', 'w-full')}>
                {state === 'sending' ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
                {state === 'sending' ? 'Joining...' : 'Join the Waitlist'}
              </button>
              <p id={`${id}-privacy`} className="text-center text-xs text-muted-foreground">
                We only use your email to contact you about SOE. No spam, unsubscribe any time.
              </p>
            </form>
          )}
        </div>
      </div>
    </section>
  );
}
