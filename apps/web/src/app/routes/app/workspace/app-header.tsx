import { useState } from 'react';
import { isStaff, type SessionUser } from '@soe/shared';
import { ChevronRight, Crown, LogIn, PanelLeft, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogTrigger } from '@/components/ui/dialog';
import { Tooltip } from '@/components/ui/tooltip';
import { AccessBadge } from '@/components/user-badges';
import { AdminConsole } from '@/features/admin/components/admin-console';
import { SignInDialog } from '@/features/auth/components/sign-in-dialog';
import type { ConnectedSystem } from '@/features/systems/types';
import { cn } from '@/lib/utils';
import { AccountSheet } from './account-sheet';

function AccountIcon({ user }: { user: SessionUser }) {
  if (user.subscriptionTier === 'staff_admin') return <Crown className="h-4 w-4 text-amber-500" aria-hidden="true" />;
  const write = user.accessLevel === 'write' || user.accessLevel === 'admin';
  return <UserRound className={cn('h-4 w-4', write ? 'text-emerald-600 dark:text-emerald-400' : 'text-amber-600 dark:text-amber-400')} aria-hidden="true" />;
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
        <Button variant="ghost" size="icon-sm" onClick={onToggleSidebar} aria-label={sidebarOpen ? 'Hide sidebar' : 'Show sidebar'} aria-expanded={sidebarOpen}>
          <PanelLeft className="h-[18px] w-[18px]" aria-hidden="true" />
        </Button>
      ) : null}
      <nav aria-label="Breadcrumb" className="flex min-w-0 flex-1 items-center gap-1.5 text-sm">
        <Link to="/" className="hidden shrink-0 rounded-md font-medium text-muted-foreground hover:text-foreground lg:inline">
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
            {isStaff(user) ? <AdminConsole /> : null}
            <AccessBadge level={user.accessLevel} className="hidden sm:inline-flex" />
            <Dialog>
              <Tooltip
                content={
                  <span className="grid gap-0.5">
                    <span className="font-semibold">Manage your account</span>
                    <span>Connected to {user.provider}</span>
                  </span>
                }
              >
                <DialogTrigger asChild>
                  <Button variant="secondary" size="sm" aria-label="My Account">
                    <AccountIcon user={user} />
                    <span className="hidden sm:inline">My Account</span>
                  </Button>
                </DialogTrigger>
              </Tooltip>
              <AccountSheet user={user} systems={systems} />
            </Dialog>
          </>
        ) : (
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
        )}
      </div>
    </header>
  );
}
