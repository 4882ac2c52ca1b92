import { useEffect } from 'react';
import { ArrowLeft, BarChart3, Lock, MessageSquareText } from 'lucide-react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LogoMark } from '@/components/ui/logo';
import { PageLoader } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { useUser } from '@/lib/auth';

const POINTS = [
  { icon: MessageSquareText, text: 'Ask questions across your CRM, ERP and databases in plain English.' },
  { icon: BarChart3, text: 'Get exact figures as text, tables and charts, with their sources.' },
  { icon: Lock, text: 'Read-only by default. Every write is previewed and confirmed.' },
];

export default function AuthRoute() {
  const { data: user, isLoading } = useUser();
  const navigate = useNavigate();
  const location = useLocation();
  // The landing page's 'Sign up' opens the Sign Up tab (/auth?tab=signup).
  const [params] = useSearchParams();
  const from = (location.state as { from?: string } | null)?.from;
  const target = from && from.startsWith('/') && !from.startsWith('//') ? from : '/app';

  useEffect(() => {
    document.title = 'Sign in · SOE';
  }, []);

  if (isLoading) return <PageLoader />;
  if (user) return <Navigate to={target} replace />;

  return (
    <div className="grid min-h-dvh lg:grid-cols-2">
      <aside className="relative hidden overflow-hidden bg-zinc-950 p-12 text-white lg:flex lg:flex-col lg:justify-between">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(40rem_30rem_at_20%_10%,oklch(0.5_0.2_272/0.45),transparent)]"
        />
        <Link to="/" className="relative flex items-center gap-2.5 rounded-md">
          <LogoMark />
          <span className="font-semibold">SOE - System Of Everything</span>
        </Link>
        <div className="relative max-w-md">
          <p className="text-3xl font-semibold leading-tight tracking-tight">
            Every answer from every system, in one conversation.
          </p>
          <ul className="mt-8 grid gap-4">
            {POINTS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex gap-3 text-sm text-zinc-300">
                <Icon className="mt-0.5 h-4 w-4 shrink-0 text-indigo-300" aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-xs text-zinc-400">© {new Date().getFullYear()} SOE - System Of Everything</p>
      </aside>

      <main className="flex flex-col px-4 py-6 sm:px-8">
        <div className="flex items-center justify-between">
          <Link
            to="/"
            className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            Back to the product
          </Link>
          <ThemeToggle />
        </div>
        <div className="flex flex-1 items-center justify-center py-10">
          <div className="w-full max-w-sm">
            <div className="mb-8 flex flex-col items-center text-center lg:items-start lg:text-left">
              <LogoMark className="h-10 w-10 lg:hidden" />
              <h1 className="mt-4 text-2xl font-bold tracking-tight lg:mt-0">Welcome to SOE</h1>
              <p className="mt-2 text-sm text-muted-foreground">Sign in to your workspace or create a new account.</p>
            </div>
            <Tabs defaultValue={params.get('tab') === 'signup' ? 'signup' : 'signin'}>
              <TabsList className="grid w-full grid-cols-2">
                <TabsTrigger value="signin">Sign In</TabsTrigger>
                <TabsTrigger value="signup">Sign Up</TabsTrigger>
              </TabsList>
              <TabsContent value="signin" className="mt-6">
                <SignInForm onSuccess={() => navigate(target, { replace: true })} />
              </TabsContent>
              <TabsContent value="signup" className="mt-6">
                <SignUpForm onSuccess={() => navigate(target, { replace: true })} />
              </TabsContent>
            </Tabs>
          </div>
        </div>
      </main>
    </div>
  );
}
