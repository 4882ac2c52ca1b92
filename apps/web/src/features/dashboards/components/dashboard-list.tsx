import type { DashboardSummary } from '@soe/shared';
import { LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { relativeTime } from '@/lib/utils';
import { useDashboards } from '../api/dashboards';
import { SHARE_LABELS } from './share-dialog';

function BoardCard({ board }: { board: DashboardSummary }) {
  return (
    <li>
      <Card className="relative grid h-full gap-2 p-4 transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
        <h3 className="font-semibold [overflow-wrap:anywhere]">
          {/* The whole card is the link's target; the link itself is the name, so the card reads as one link. */}
          <Link to={`/app/dashboards/${board.id}`} className="outline-none after:absolute after:inset-0">
            {board.name}
          </Link>
        </h3>
        <p className="text-sm text-muted-foreground">
          {board.tileCount} {board.tileCount === 1 ? 'tile' : 'tiles'} · updated {relativeTime(board.updatedAt)}
        </p>
        <p className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
          {board.isOwner ? (
            <Badge tone={board.share === 'none' ? 'grey' : 'blue'}>{SHARE_LABELS[board.share]}</Badge>
          ) : (
            <>
              <span>by {board.ownerName}</span>
              <Badge tone={board.canEdit ? 'blue' : 'grey'}>{board.canEdit ? 'Can edit' : 'View only'}</Badge>
            </>
          )}
        </p>
      </Card>
    </li>
  );
}

function Section({ title, boards, empty }: { title: string; boards: DashboardSummary[]; empty: string }) {
  return (
    <section aria-label={title} className="grid gap-3">
      <h2 className="text-lg font-semibold">{title}</h2>
      {boards.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {boards.map((board) => (
            <BoardCard key={board.id} board={board} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Every dashboard the viewer has: their own, and those the workspace shares with them. */
export function DashboardList() {
  const { data, isLoading, isError, error, refetch } = useDashboards();
  if (isLoading) return <Spinner label="Loading dashboards…" />;
  if (isError || !data) {
    return (
      <Alert tone="error" title="Could not load dashboards">
        {errorMessage(error, 'Please try again.')}{' '}
        <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
          Try again
        </button>
      </Alert>
    );
  }
  if (data.own.length === 0 && data.workspace.length === 0) {
    return (
      <div className="grid place-items-center gap-3 rounded-xl border border-dashed border-border px-6 py-14 text-center">
        <LayoutDashboard className="h-8 w-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-semibold">No dashboards yet</p>
        <p className="max-w-md text-sm text-muted-foreground">
          Create one here, or choose <span className="font-medium text-foreground">Pin</span> under an answer from your
          data in the chat: its figures stay live on the dashboard.
        </p>
      </div>
    );
  }
  return (
    <div className="grid gap-8">
      <Section title="My dashboards" boards={data.own} empty="You have no dashboards of your own yet." />
      <Section
        title="Shared with me"
        boards={data.workspace}
        empty="No one in your workspace has shared a dashboard yet."
      />
    </div>
  );
}
