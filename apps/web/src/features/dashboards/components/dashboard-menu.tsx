import type { DashboardSummary } from '@soe/shared';
import { LayoutGrid } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '@/lib/utils';
import { useDashboards } from '../api/dashboards';

/** How many of each list the side menu shows; the rest are on the Dashboards page. */
const SHOWN = 6;

function linkClass({ isActive }: { isActive: boolean }) {
  return cn(
    'block truncate rounded-md px-2 py-1.5 text-sm transition-colors',
    isActive
      ? 'bg-primary-soft font-medium text-primary-soft-foreground'
      : 'text-muted-foreground hover:bg-muted hover:text-foreground',
  );
}

function Group({ title, boards, onNavigate }: { title: string; boards: DashboardSummary[]; onNavigate?: () => void }) {
  if (boards.length === 0) return null;
  return (
    <div className="grid gap-0.5">
      <p className="px-2 pt-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{title}</p>
      <ul className="grid gap-0.5">
        {boards.slice(0, SHOWN).map((board) => (
          <li key={board.id}>
            <NavLink to={`/app/dashboards/${board.id}`} onClick={onNavigate} className={linkClass} title={board.name}>
              {board.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Under the side menu's Dashboard entry: the Dashboards page, then one's own dashboards and the workspace's. In the
 * icon rail only the page's icon fits; the lists show where the menu has room for names.
 */
export function DashboardMenu({ rail, onNavigate }: { rail: boolean; onNavigate?: () => void }) {
  const { data } = useDashboards();
  return (
    <div
      className={cn(
        'grid gap-1',
        rail ? '2xl:ml-3 2xl:border-l 2xl:border-border 2xl:pl-2' : 'ml-3 border-l border-border pl-2',
      )}
    >
      <NavLink
        to="/app/dashboards"
        end
        onClick={onNavigate}
        aria-label={rail ? 'All dashboards' : undefined}
        title={rail ? 'All dashboards' : undefined}
        className={({ isActive }) =>
          cn(
            linkClass({ isActive }),
            'flex items-center gap-2',
            // In the icon rail it sits under Dashboard as a smaller, lighter entry: one of its pages, not a peer.
            rail && 'mx-auto h-8 w-8 justify-center px-0 2xl:mx-0 2xl:h-auto 2xl:w-auto 2xl:justify-start 2xl:px-2',
          )
        }
      >
        <LayoutGrid className={cn('shrink-0', rail ? 'h-3.5 w-3.5 2xl:h-4 2xl:w-4' : 'h-4 w-4')} aria-hidden="true" />
        <span className={cn(rail && 'hidden 2xl:inline')}>All dashboards</span>
      </NavLink>
      {data ? (
        <div className={cn('grid gap-2', rail && 'hidden 2xl:grid')}>
          <Group title="Mine" boards={data.own} onNavigate={onNavigate} />
          <Group title="Workspace" boards={data.workspace} onNavigate={onNavigate} />
        </div>
      ) : null}
    </div>
  );
}
