import { lazy, Suspense, useState } from 'react';
import { isStaff, type SessionUser } from '@soe/shared';
import { ChevronRight, Crown, LogIn, PanelLeft, PlugZap, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogTrigger, SheetContent } from '@/components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Spinner } from '@/components/ui/spinner';
import { Tooltip } from '@/components/ui/tooltip';
import { AccessBadge, TierBadge } from '@/components/user-badges';
import type { ConnectedSystem } from '@/features/systems/types';
import { cn, displayName, providerLabel } from '@/lib/utils';

// What only some visitors or a click need is not part of the header's first paint: My Account's panel (tabs,
// plans, the subscription dialog) loads when its sheet opens — or when its button is pointed at or focused —,
// the Admin Console only for staff, the sign-in dialog for a guest or when a signed-in user asks for their connection.
const loadAccountPanel = () => import('./account-sheet');
const AccountPanel = lazy(() => loadAccountPanel().then((module) => ({ default: module.AccountPanel })));
const AdminConsole = lazy(() =>
  import('@/features/admin/components/admin-console').then((module) => ({ default: module.AdminConsole })),
);
const SignInDialog = lazy(() =>
  import('@/features/auth/components/sign-in-dialog').then((module) => ({ default: module.SignInDialog })),
);

function preloadAccountPanel() {
  void loadAccountPanel().catch(() => undefined);
}

function AccountIcon({ user }: { user: SessionUser }) {
  if (user.subscriptionTier === 'staff_admin') return <Crown className="h-4 w-4 text-amber-500" aria-hidden="true" />;
  const write = user.accessLevel === 'write' || user.accessLevel === 'admin';
  return (
    <UserRound
      className={cn('h-4 w-4', write ? 'text-emerald-600 dark:text-emerald-400' : 'text-amber-600 dark:text-amber-400')}
      aria-hidden="true"
    />
  );
}

interface Props {
  user: SessionUser | null | undefined;
  title: string;
  systems: ConnectedSystem[];
  /** Opens the sidebar on small screens; toggles it on large ones. */
  onToggleSidebar?: () => void;
  sidebarOpen?: boolean;
  /** Control of the guest's sign-in dialog, for pages that open it themselves (a guest sending a message). */
  signIn?: { open: boolean; onOpenChange: (open: boolean) => void };
}

/** The application header of the main app (spec §2). */
export function AppHeader({ user, title, systems, onToggleSidebar, sidebarOpen, signIn }: Props) {
  const [ownSignInOpen, setOwnSignInOpen] = useState(false);
  const signInOpen = signIn?.open ?? ownSignInOpen;
  const setSignInOpen = signIn?.onOpenChange ?? setOwnSignInOpen;
  return (
    <header className="flex h-16 shrink-0 items-center gap-2 border-b border-border bg-surface/70 px-3 backdrop-blur sm:px-4">
      {onToggleSidebar ? (
        <Button
          variant="ghost"
          size="icon-sm"
          onClick={onToggleSidebar}
          aria-label={sidebarOpen ? 'Hide sidebar' : 'Show sidebar'}
          aria-expanded={sidebarOpen}
        >
          <PanelLeft className="h-[18px] w-[18px]" aria-hidden="true" />
        </Button>
      ) : null}
      <nav aria-label="Breadcrumb" className="flex min-w-0 flex-1 items-center gap-1.5 text-sm">
        <Link
          to="/"
          className="hidden shrink-0 rounded-md font-medium text-muted-foreground hover:text-foreground lg:inline"
        >
          SOE - System Of Everything
        </Link>
        <ChevronRight className="hidden h-4 w-4 shrink-0 text-muted-foreground lg:block" aria-hidden="true" />
        <h1 className="truncate font-semibold" aria-current="page">
          {title}
        </h1>
      </nav>
      <div className="flex shrink-0 items-center gap-2">
        {user ? (
          <>
            {isStaff(user) ? (
              // Holds the button's place so the header does not shift when it arrives.
              <Suspense fallback={<span className="h-8 w-8" aria-hidden="true" />}>
                <AdminConsole />
              </Suspense>
            ) : null}
            <AccessBadge level={user.accessLevel} />
            <AccountMenu user={user} systems={systems} />
          </>
        ) : (
          // Until the dialog has loaded, the same button asks for it to open as soon as it is there.
          <Suspense
            fallback={
              <Button size="sm" onClick={() => setSignInOpen(true)}>
                <LogIn className="h-4 w-4" aria-hidden="true" />
                Sign In
              </Button>
            }
          >
            <SignInDialog
              open={signInOpen}
              onOpenChange={setSignInOpen}
              trigger={
                <Tooltip content="Sign in or create an account">
                  <DialogTrigger asChild>
                    <Button size="sm">
                      <LogIn className="h-4 w-4" aria-hidden="true" />
                      Sign In
                    </Button>
                  </DialogTrigger>
                </Tooltip>
              }
            />
          </Suspense>
        )}
      </div>
    </header>
  );
}

/**
 * The header's account button (spec §2): its tooltip names the provider, and its menu opens My Account (profile,
 * systems, plan) or the sign-in dialog's signed-in view ('Connected to …', access, Disconnect).
 */
function AccountMenu({ user, systems }: { user: SessionUser; systems: ConnectedSystem[] }) {
  const [sheetOpen, setSheetOpen] = useState(false);
  const [connectionOpen, setConnectionOpen] = useState(false);
  return (
    <>
      {/* Not modal: the menu lets go of the page before the sheet or dialog it opens takes it. */}
      <DropdownMenu modal={false}>
        <Tooltip
          content={
            <span className="grid gap-0.5">
              <span className="font-semibold">Manage your account</span>
              <span>Connected to {providerLabel(user.provider)}</span>
            </span>
          }
        >
          <DropdownMenuTrigger asChild>
            <Button
              variant="secondary"
              size="sm"
              aria-label="My Account"
              onPointerEnter={preloadAccountPanel}
              onFocus={preloadAccountPanel}
            >
              <AccountIcon user={user} />
              My Account
            </Button>
          </DropdownMenuTrigger>
        </Tooltip>
        <DropdownMenuContent>
          <DropdownMenuLabel className="grid gap-1">
            <span className="truncate text-sm font-semibold">{displayName(user)}</span>
            <TierBadge tier={user.subscriptionTier} className="w-fit" />
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setSheetOpen(true)}>
            <UserRound aria-hidden="true" />
            My Account
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setConnectionOpen(true)}>
            <PlugZap aria-hidden="true" />
            Connection
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Dialog open={sheetOpen} onOpenChange={setSheetOpen}>
        <SheetContent title="My Account" description="Your profile, systems and plan.">
          <Suspense
            fallback={
              <div className="p-5">
                <Spinner label="Loading your account…" />
              </div>
            }
          >
            <AccountPanel user={user} systems={systems} />
          </Suspense>
        </SheetContent>
      </Dialog>
      {connectionOpen ? (
        <Suspense fallback={null}>
          <SignInDialog open={connectionOpen} onOpenChange={setConnectionOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
