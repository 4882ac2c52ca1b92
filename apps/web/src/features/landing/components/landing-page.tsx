import { ArrowRight, MessageSquareText, Plug, Zap } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { GitHubIcon, LinkedInIcon, XIcon } from '@/components/ui/brand-icons';
import { LogoMark } from '@/components/ui/logo';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { CONTACT_EMAIL, SOCIAL_LINKS } from '../links';
import { HubSpotMark, SalesforceMark, SapMark, TableauMark } from './tool-icons';
import { useSignUpOpen } from '../api/sign-up-open';
import { WaitlistSection } from './waitlist-section';

const STEPS = [
  {
    icon: Plug,
    title: 'Connect your tools',
    text: 'Link your CRM, ERP, analytics and databases in minutes. Credentials are encrypted and access stays read-only unless you allow more.',
  },
  {
    icon: MessageSquareText,
    title: 'Ask in plain English',
    text: '"Which customers grew fastest last quarter?" SOE understands your schemas and turns questions into exact queries.',
  },
  {
    icon: Zap,
    title: 'Get answers instantly',
    text: 'Receive precise figures as text, tables and charts, with the systems they came from named under every answer.',
  },
];

const TOOLS = [
  { name: 'Salesforce', kind: 'CRM', Mark: SalesforceMark },
  { name: 'HubSpot', kind: 'CRM', Mark: HubSpotMark },
  { name: 'SAP', kind: 'ERP', Mark: SapMark },
  { name: 'Tableau', kind: 'Analytics', Mark: TableauMark },
];

function scrollToWaitlist() {
  const section = document.getElementById('waitlist');
  if (!section) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  // Move keyboard focus with the view so the next Tab lands in the form.
  section.querySelector<HTMLInputElement>('input[type="email"]')?.focus({ preventScroll: true });
}

function HeroPreview() {
  const bars = [38, 62, 48, 80, 66, 92];
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md">
      <div className="absolute -inset-6 rounded-[2rem] bg-gradient-to-br from-primary/25 via-primary/5 to-transparent blur-2xl" />
      <div className="relative rounded-2xl border border-border bg-surface p-5 shadow-2xl">
        <div className="flex items-center gap-2 border-b border-border pb-3">
          <span className="h-2.5 w-2.5 rounded-full bg-red-400" />
          <span className="h-2.5 w-2.5 rounded-full bg-amber-400" />
          <span className="h-2.5 w-2.5 rounded-full bg-emerald-400" />
          <span className="ml-2 text-xs text-muted-foreground">SOE</span>
        </div>
        <div className="mt-4 ml-auto w-fit max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-4 py-2.5 text-sm text-primary-foreground">
          How did revenue develop by month this year?
        </div>
        <div className="mt-3 max-w-[92%] rounded-2xl rounded-bl-sm border border-border bg-surface-2 p-4">
          <div className="h-2 w-3/4 rounded bg-muted-foreground/25" />
          <div className="mt-2 h-2 w-1/2 rounded bg-muted-foreground/25" />
          <div className="mt-4 flex h-24 items-end gap-2">
            {bars.map((height, index) => (
              <div key={index} className="flex-1 rounded-t bg-primary/80" style={{ height: `${height}%` }} />
            ))}
          </div>
          <div className="mt-3 flex gap-2">
            <span className="rounded-md bg-primary-soft px-2 py-0.5 text-[10px] font-medium text-primary-soft-foreground">
              CRM
            </span>
            <span className="rounded-md bg-primary-soft px-2 py-0.5 text-[10px] font-medium text-primary-soft-foreground">
              ERP
            </span>
          </div>
        </div>
      </div>
    </div>
  );
}

// Plain links, not the router's <Link>: the landing page renders without the router (main.tsx) so its first
// load stays small; going into the app is an ordinary page load.
export function LandingPage() {
  const signUpOpen = useSignUpOpen();
  return (
    <div className="min-h-dvh bg-background">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-surface focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <a href="/" className="flex min-w-0 items-center gap-2.5 rounded-md">
            <LogoMark />
            <span className="text-sm font-semibold leading-tight tracking-tight sm:text-base">
              SOE - System Of Everything
            </span>
          </a>
          <nav aria-label="Main" className="flex items-center gap-1 sm:gap-2">
            <a
              href="#how-it-works"
              className="hidden rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:text-foreground md:inline-block"
            >
              How It Works
            </a>
            <a
              href="#integrations"
              className="hidden rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:text-foreground md:inline-block"
            >
              Integrations
            </a>
            <ThemeToggle />
            <a href="/auth" className={buttonClasses('secondary', 'sm')}>
              Login
            </a>
          </nav>
        </div>
      </header>

      <main id="main">
        <section className="relative overflow-hidden">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-0 top-0 h-[32rem] bg-[radial-gradient(60rem_28rem_at_50%_-10%,var(--primary-soft),transparent)]"
          />
          <div className="relative mx-auto grid max-w-6xl items-center gap-14 px-4 pb-20 pt-16 sm:px-6 md:pt-24 lg:grid-cols-[1.1fr_1fr]">
            <div className="animate-fade-up">
              <p className="inline-flex items-center gap-2 rounded-full border border-border bg-surface px-3 py-1 text-xs font-medium text-muted-foreground shadow-xs">
                <span className="h-1.5 w-1.5 rounded-full bg-success" aria-hidden="true" />
                SOE - System Of Everything
              </p>
              <h1 className="mt-6 text-4xl font-bold leading-[1.08] tracking-tight text-balance sm:text-5xl lg:text-6xl">
                Ask your business <span className="text-primary">anything.</span>
              </h1>
              <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted-foreground text-pretty">
                Connect your CRM, ERP and databases once. Then ask questions in plain language and get exact answers as
                text, tables and charts — straight from your own systems.
              </p>
              <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                <button type="button" onClick={scrollToWaitlist} className={buttonClasses('primary', 'lg')}>
                  Join the Waitlist
                  <ArrowRight className="h-4 w-4" aria-hidden="true" />
                </button>
                {signUpOpen ? (
                  // While anyone may create an account, the waitlist is not the only way in.
                  <a href="/auth?tab=signup" className={buttonClasses('secondary', 'lg')}>
                    Sign up
                  </a>
                ) : null}
                <a href="/auth" className={buttonClasses('ghost', 'lg')}>
                  Sign in to your workspace
                </a>
              </div>
            </div>
            <HeroPreview />
          </div>
        </section>

        <section
          id="how-it-works"
          aria-labelledby="how-title"
          className="scroll-mt-16 border-t border-border bg-surface py-20 sm:py-24"
        >
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <div className="mx-auto max-w-2xl text-center">
              <h2 id="how-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
                How It Works
              </h2>
              <p className="mt-4 text-lg text-muted-foreground">From connection to answer in three steps.</p>
            </div>
            <ol className="mt-14 grid gap-6 md:grid-cols-3">
              {STEPS.map((step, index) => (
                <li key={step.title} className="relative rounded-2xl border border-border bg-background p-6 shadow-xs">
                  <div className="flex items-center gap-3">
                    <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground">
                      <step.icon className="h-5 w-5" aria-hidden="true" />
                    </span>
                    <span className="text-sm font-semibold text-muted-foreground">Step {index + 1}</span>
                  </div>
                  <h3 className="mt-5 text-lg font-semibold">{step.title}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{step.text}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section id="integrations" aria-labelledby="tools-title" className="scroll-mt-16 border-t border-border py-20">
          <div className="mx-auto max-w-6xl px-4 text-center sm:px-6">
            <h2 id="tools-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Works with the tools you already use
            </h2>
            <p className="mt-3 text-muted-foreground">
              Plus PostgreSQL, MySQL, any OpenAPI-described REST API and MCP servers.
            </p>
            <ul className="mx-auto mt-12 grid max-w-3xl grid-cols-2 gap-4 sm:grid-cols-4">
              {TOOLS.map(({ name, kind, Mark }) => (
                <li
                  key={name}
                  className="flex flex-col items-center gap-3 rounded-2xl border border-border bg-surface px-4 py-6 shadow-xs"
                >
                  <Mark />
                  <span className="text-sm font-semibold">{name}</span>
                  <span className="-mt-2 text-xs text-muted-foreground">{kind}</span>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <WaitlistSection signUpOpen={signUpOpen} />
      </main>

      <footer className="border-t border-border bg-surface">
        <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between">
          <div className="flex items-center gap-2.5">
            <LogoMark className="h-7 w-7" />
            <span className="text-sm font-semibold">SOE - System Of Everything</span>
          </div>
          <nav aria-label="Footer" className="flex flex-wrap items-center gap-x-6 gap-y-3 text-sm">
            <a href={`mailto:${CONTACT_EMAIL}`} className="text-muted-foreground hover:text-foreground">
              Contact us
            </a>
            <a href="/auth" className="text-muted-foreground hover:text-foreground">
              Login
            </a>
            <span className="flex items-center gap-1">
              <a
                href={SOCIAL_LINKS.x}
                aria-label="SOE on X"
                className="rounded-md p-2 text-muted-foreground hover:bg-muted hover:text-foreground"
              >
                <XIcon className="h-4 w-4" />
              </a>
              <a
                href={SOCIAL_LINKS.linkedin}
                aria-label="SOE on LinkedIn"
                className="rounded-md p-2 text-muted-foreground hover:bg-muted hover:text-foreground"
              >
                <LinkedInIcon className="h-4 w-4" />
              </a>
              <a
                href={SOCIAL_LINKS.github}
                aria-label="SOE on GitHub"
                className="rounded-md p-2 text-muted-foreground hover:bg-muted hover:text-foreground"
              >
                <GitHubIcon className="h-4 w-4" />
              </a>
            </span>
          </nav>
        </div>
        <div className="border-t border-border">
          <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-muted-foreground sm:px-6">
            © {new Date().getFullYear()} SOE - System Of Everything. All rights reserved.
          </p>
        </div>
      </footer>
    </div>
  );
}
