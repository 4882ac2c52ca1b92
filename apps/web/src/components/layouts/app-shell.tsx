import { useEffect, useState, type ReactNode } from 'react';
import { isStaff, TIER_LABELS, type SessionUser } from '@soe/shared';
import { CreditCard, LayoutDashboard, LogOut, Menu, Settings, ShieldCheck } from 'lucide-react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { Dialog, SheetContent } from '@/components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { LogoMark } from '@/components/ui/logo';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { Tooltip } from '@/components/ui/tooltip';
import { useSignOut } from '@/lib/auth';
import { cn, initial } from '@/lib/utils';
import { SIDE_MENU } from './nav-items';

function topLinkClass({ isActive }: { isActive: boolean }) {
  return cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'bg-muted text-foreground' : 'text-muted-foreground hover:bg-muted/60 hover:text-foreground',
  );
}

function Avatar({ user, className }: { user: SessionUser; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex h-8 w-8 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground',
        className,
      )}
    >
      {initial(user.username)}
    </span>
  );
}

function UserMenu({ user, compact }: { user: SessionUser; compact?: boolean }) {
  const navigate = useNavigate();
  const { signOut } = useSignOut();
  const staff = isStaff(user);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`Account menu for ${user.username ?? 'user'}`}
        className="flex items-center gap-2 rounded-full p-0.5 transition-shadow hover:ring-4 hover:ring-muted data-[state=open]:ring-4 data-[state=open]:ring-muted"
      >
        <Avatar user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel className="flex items-center gap-3">
          <Avatar user={user} className="h-9 w-9" />
          <span className="grid min-w-0">
            <span className="truncate text-sm font-semibold" data-testid="menu-username">
              {user.username}
            </span>
            <span className="text-xs font-medium text-muted-foreground">
              {TIER_LABELS[user.subscriptionTier] ?? user.subscriptionTier}
            </span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {compact ? (
          <>
            <DropdownMenuItem onSelect={() => navigate('/app')}>
              <LayoutDashboard aria-hidden="true" />
              Dashboard
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => navigate('/subscription-plans')}>
              <CreditCard aria-hidden="true" />
              Plans
            </DropdownMenuItem>
          </>
        ) : null}
        <DropdownMenuItem onSelect={() => navigate('/app/settings')}>
          <Settings aria-hidden="true" />
          Settings
        </DropdownMenuItem>
        {staff && !compact ? (
          <DropdownMenuItem onSelect={() => navigate('/admin')}>
            <ShieldCheck aria-hidden="true" />
            Admin
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** What the page puts under the side menu's Dashboard entry (its dashboards), in the rail or in the full menu. */
export type DashboardMenuSlot = (props: { rail: boolean; onNavigate?: () => void }) => ReactNode;

function SideMenuLinks({
  onNavigate,
  rail,
  dashboardMenu,
}: {
  onNavigate?: () => void;
  rail?: boolean;
  dashboardMenu?: DashboardMenuSlot;
}) {
  return (
    <ul className="grid gap-1">
      {SIDE_MENU.map((item) => (
        <li key={item.to} className="grid gap-1">
          <NavLink
            to={item.to}
            end={item.end}
            onClick={onNavigate}
            aria-label={rail ? item.label : undefined}
            title={rail ? item.label : undefined}
            className={({ isActive }) =>
              cn(
                'flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors',
                rail && 'justify-center px-0 2xl:justify-start 2xl:px-3',
                isActive
                  ? 'bg-primary-soft text-primary-soft-foreground'
                  : 'text-muted-foreground hover:bg-muted hover:text-foreground',
              )
            }
          >
            <item.icon className="h-[18px] w-[18px] shrink-0" aria-hidden="true" />
            <span className={cn(rail && 'hidden 2xl:inline')}>{item.label}</span>
          </NavLink>
          {item.to === '/app' && dashboardMenu ? dashboardMenu({ rail: !!rail, onNavigate }) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The logged-in layout (spec §2): a 4rem top bar and the left side menu around the page. The page that mounts it
 * adds what belongs to features (the notification bell, the dashboards under Dashboard): the layout imports none.
 */
export function AppShell({
  user,
  children,
  headerActions,
  dashboardMenu,
}: {
  user: SessionUser;
  children: ReactNode;
  headerActions?: ReactNode;
  dashboardMenu?: DashboardMenuSlot;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const staff = isStaff(user);

  useEffect(() => setMenuOpen(false), [location.pathname]);

  return (
    // relative + overflow-hidden: visually hidden (sr-only, absolutely positioned) text deep in a scrolled panel
    // is placed against this box, not the page, so it can never make the page itself taller than the window.
    <div className="relative flex h-dvh flex-col overflow-hidden bg-background">
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-[70] focus:rounded-md focus:bg-surface focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <header className="z-30 flex h-16 shrink-0 items-center gap-2 border-b border-border bg-surface px-3 sm:px-4">
        <Dialog open={menuOpen} onOpenChange={setMenuOpen}>
          <button
            type="button"
            onClick={() => setMenuOpen(true)}
            aria-label="Open navigation menu"
            aria-expanded={menuOpen}
            className="inline-flex h-9 w-9 items-center justify-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground md:hidden"
          >
            <Menu className="h-5 w-5" aria-hidden="true" />
          </button>
          <SheetContent side="left" title="Navigation" className="w-72">
            <nav aria-label="Side menu" className="grid gap-6 p-3">
              <SideMenuLinks onNavigate={() => setMenuOpen(false)} dashboardMenu={dashboardMenu} />
              <div className="border-t border-border pt-4">
                <NavLink to="/subscription-plans" className={topLinkClass} onClick={() => setMenuOpen(false)}>
                  Plans
                </NavLink>
              </div>
            </nav>
          </SheetContent>
        </Dialog>

        <Link to="/app" className="flex items-center gap-2 rounded-md pr-2" aria-label="SOE dashboard">
          <LogoMark />
          <span className="text-lg font-bold tracking-tight">SOE</span>
        </Link>

        <nav aria-label="Top" className="ml-4 hidden items-center gap-1 md:flex">
          <NavLink to="/app" end className={topLinkClass}>
            Dashboard
          </NavLink>
          <NavLink to="/subscription-plans" className={topLinkClass}>
            Plans
          </NavLink>
        </nav>

        <div className="ml-auto flex items-center gap-1.5">
          {headerActions}
          <ThemeToggle />
          {staff ? (
            <>
              <NavLink
                to="/admin"
                className={(state) => cn(topLinkClass(state), 'hidden items-center gap-1.5 md:inline-flex')}
              >
                <ShieldCheck className="h-4 w-4" aria-hidden="true" />
                Admin
              </NavLink>
              <Tooltip content="Admin">
                <Link
                  to="/admin"
                  aria-label="Admin"
                  className="inline-flex h-9 w-9 items-center justify-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground md:hidden"
                >
                  <ShieldCheck className="h-[18px] w-[18px]" aria-hidden="true" />
                </Link>
              </Tooltip>
            </>
          ) : null}
          <div className="hidden md:block">
            <UserMenu user={user} />
          </div>
          <div className="md:hidden">
            <UserMenu user={user} compact />
          </div>
        </div>
      </header>

      <div className="flex min-h-0 flex-1">
        <nav
          aria-label="Side menu"
          className="hidden w-16 shrink-0 flex-col border-r border-border bg-surface p-2 md:flex 2xl:w-56 2xl:p-3"
        >
          <SideMenuLinks rail dashboardMenu={dashboardMenu} />
        </nav>
        <div id="content" className="relative min-w-0 flex-1 overflow-y-auto">
          {children}
        </div>
      </div>
    </div>
  );
}
