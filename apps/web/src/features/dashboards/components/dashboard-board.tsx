import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  closestCenter,
  DndContext,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { CreateDashboardRequest, type PeriodSpec, type Tile } from '@soe/shared';
import { CalendarClock, LayoutDashboard, RefreshCw, Share2, Trash2 } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageContainer } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, hasErrorCode } from '@/lib/api-client';
import { notify, notifyError } from '@/lib/toast';
import { useDashboard, useDeleteDashboard, useUpdateDashboard } from '../api/dashboards';
import { useDashboardResults } from '../api/results';
import { useEditTiles, useStartFollowUp } from '../api/tiles';
import { layoutStep, moveItem, ordered, sizeText, type LayoutKey } from '../lib/layout';
import { AlertDialog } from './alert-dialog';
import { InlineTitle } from './inline-title';
import { PeriodPicker } from './period-picker';
import { ScheduleDialog } from './schedule-dialog';
import { SchedulesPanel } from './schedules-panel';
import { SHARE_LABELS, ShareDialog } from './share-dialog';
import { TileCard } from './tile-card';

/**
 * The tile under the pointer is where a dragged tile goes (tiles differ in size, so the dragged tile's own centre
 * says little); between tiles, the nearest one.
 */
const underPointer: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length ? within : closestCenter(args);
};

type Dialogs =
  | { kind: 'share' }
  | { kind: 'schedule'; tile: Tile | null }
  | { kind: 'alert'; tile: Tile }
  | { kind: 'remove'; tile: Tile }
  | { kind: 'delete' }
  | null;

/** A board: its tiles run live for the viewer, a period for all of them, and (for editors) its layout and sharing. */
export function DashboardBoard({ id }: { id: number }) {
  const helpId = useId();
  const navigate = useNavigate();
  const board = useDashboard(id);
  // This view's period until the board's own catches up (an editor's choice is saved; a viewer's is theirs alone).
  const [viewPeriod, setViewPeriod] = useState<PeriodSpec | null | undefined>(undefined);
  const period = viewPeriod !== undefined ? viewPeriod : (board.data?.period ?? null);
  const results = useDashboardResults(id, period, board.isSuccess);
  const edit = useEditTiles(id);
  const update = useUpdateDashboard(id);
  const remove = useDeleteDashboard();
  const followUp = useStartFollowUp(id);
  const [dialog, setDialog] = useState<Dialogs>(null);
  const [announcement, setAnnouncement] = useState('');
  const handles = useRef(new Map<number, HTMLButtonElement>());
  const grid = useRef<HTMLDivElement>(null);
  const [focusAfter, setFocusAfter] = useState<number | null>(null);

  const tiles = useMemo(() => ordered(board.data?.tiles ?? []), [board.data?.tiles]);
  const byTile = useMemo(
    () => new Map((results.data?.tiles ?? []).map((result) => [result.tileId, result])),
    [results.data],
  );
  const canEdit = board.data?.canEdit ?? false;
  const name = board.data?.name ?? 'Dashboard';

  useEffect(() => {
    document.title = `${name} · SOE`;
  }, [name]);

  // A tile moved by keyboard keeps the focus on its handle in its new place.
  useEffect(() => {
    if (focusAfter === null) return;
    handles.current.get(focusAfter)?.focus();
    setFocusAfter(null);
  }, [tiles, focusAfter]);

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const titleOf = useCallback((tileId: unknown) => tiles.find((t) => t.id === tileId)?.title ?? 'Tile', [tiles]);
  const positionOf = useCallback((tileId: unknown) => tiles.findIndex((t) => t.id === tileId) + 1, [tiles]);
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${titleOf(active.id)} is over position ${positionOf(over.id)} of ${tiles.length}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${titleOf(active.id)} dropped at position ${positionOf(over.id)} of ${tiles.length}.`
        : `${titleOf(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled.`,
  };

  const onEditError = (error: unknown) =>
    notifyError('The dashboard could not be changed', errorMessage(error, 'Please try again.'));

  function moveTo(tile: Tile, to: number) {
    const from = tiles.findIndex((t) => t.id === tile.id);
    const tileIds = moveItem(
      tiles.map((t) => t.id),
      from,
      to,
    );
    edit.mutate({ kind: 'order', tileIds }, { onError: onEditError });
    setAnnouncement(`${tile.title} moved to position ${to + 1} of ${tiles.length}.`);
  }

  function resize(tile: Tile, size: { width: number; height: number }) {
    edit.mutate({ kind: 'change', tileId: tile.id, change: size }, { onError: onEditError });
    setAnnouncement(`${tile.title} is now ${sizeText(size.width, size.height)}.`);
  }

  function onLayoutKey(tile: Tile, key: LayoutKey, shift: boolean) {
    const index = tiles.findIndex((t) => t.id === tile.id);
    const step = layoutStep(key, shift, { index, count: tiles.length, width: tile.width, height: tile.height });
    if (step.kind === 'move') {
      moveTo(tile, step.to);
      setFocusAfter(tile.id);
    } else if (step.kind === 'resize') {
      resize(tile, { width: step.width, height: step.height });
    } else if (step.reason) {
      // The same words twice would not be read again: the region changes, so a screen reader says it.
      setAnnouncement((current) => (current === step.reason ? `${step.reason} ` : step.reason));
    }
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const tile = tiles.find((t) => t.id === active.id);
    const to = tiles.findIndex((t) => t.id === over.id);
    if (tile && to >= 0) moveTo(tile, to);
  }

  const gridPitch = useCallback(() => {
    const element = grid.current;
    if (!element) return null;
    const style = getComputedStyle(element);
    const columns = style.gridTemplateColumns.split(' ').filter(Boolean);
    const columnGap = parseFloat(style.columnGap) || 0;
    const rowGap = parseFloat(style.rowGap) || 0;
    const column = parseFloat(columns[0] ?? '0') + columnGap;
    const row = parseFloat(style.gridAutoRows) + rowGap;
    return column > 0 && row > 0 ? { column, row, columns: columns.length } : null;
  }, []);

  if (board.isLoading) {
    return (
      <PageContainer>
        <Spinner label="Loading dashboard…" />
      </PageContainer>
    );
  }
  if (!board.data) {
    return (
      <PageContainer>
        <Alert tone="error" title={hasErrorCode(board.error, 'not_found') ? 'Dashboard not found' : 'Could not load'}>
          {hasErrorCode(board.error, 'not_found')
            ? 'It was deleted, or it is not shared with you.'
            : errorMessage(board.error, 'Please try again.')}{' '}
          <Link to="/app/dashboards" className="font-semibold underline underline-offset-2">
            All dashboards
          </Link>
        </Alert>
      </PageContainer>
    );
  }
  const data = board.data;

  function changePeriod(next: PeriodSpec | null) {
    setViewPeriod(next);
    if (canEdit)
      update.mutate(
        { period: next },
        {
          onSuccess: () => setViewPeriod(undefined),
          onError: (error) => notifyError('The period could not be saved', errorMessage(error, 'Please try again.')),
        },
      );
  }

  return (
    <main className="mx-auto grid w-full max-w-[100rem] gap-5 px-4 py-6 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <div className="grid min-w-0 gap-1">
          <InlineTitle
            as="h1"
            value={data.name}
            what="dashboard"
            editable={data.isOwner}
            className="text-2xl font-bold tracking-tight"
            validate={(value) => {
              const checked = CreateDashboardRequest.shape.name.safeParse(value);
              return checked.success ? null : (checked.error.issues[0]?.message ?? 'Invalid name');
            }}
            onSave={(value) =>
              update.mutate(
                { name: value },
                { onError: (error) => notifyError('Could not rename', errorMessage(error, 'Please try again.')) },
              )
            }
          />
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            {data.isOwner ? (
              <Badge tone={data.share === 'none' ? 'grey' : 'blue'}>{SHARE_LABELS[data.share]}</Badge>
            ) : (
              <>
                <span>Shared by {data.ownerName}</span>
                <Badge tone={canEdit ? 'blue' : 'grey'}>{canEdit ? 'You can edit' : 'View only'}</Badge>
              </>
            )}
            <span>
              {data.tiles.length} {data.tiles.length === 1 ? 'tile' : 'tiles'}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <PeriodPicker
            key={JSON.stringify(data.period)}
            value={period}
            onChange={changePeriod}
            allowOwn={canEdit || data.period === null}
          />
          <Button
            variant="secondary"
            size="sm"
            className="h-9"
            onClick={() => void results.refetch()}
            disabled={results.isFetching}
          >
            <RefreshCw className={results.isFetching ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden="true" />
            Refresh
          </Button>
          {data.isOwner ? (
            <Button variant="secondary" size="sm" className="h-9" onClick={() => setDialog({ kind: 'share' })}>
              <Share2 className="h-4 w-4" aria-hidden="true" />
              Share
            </Button>
          ) : null}
          {canEdit ? (
            <Button
              variant="secondary"
              size="sm"
              className="h-9"
              onClick={() => setDialog({ kind: 'schedule', tile: null })}
            >
              <CalendarClock className="h-4 w-4" aria-hidden="true" />
              Schedule
            </Button>
          ) : null}
          {data.isOwner ? (
            <Button
              variant="ghost"
              size="sm"
              className="h-9 text-destructive"
              onClick={() => setDialog({ kind: 'delete' })}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              Delete
            </Button>
          ) : null}
        </div>
      </div>

      {results.isError ? (
        <Alert tone="error" title="The figures could not be read">
          {errorMessage(results.error, 'Please try again.')}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void results.refetch()}>
            Try again
          </button>
        </Alert>
      ) : null}

      <p id={helpId} className="sr-only">
        Arrow keys move the tile one place; Home and End to the start or the end. Shift with the arrow keys makes it
        wider, narrower, taller or shorter. With a mouse, drag the handle to move it and the corner to resize it.
      </p>
      <div aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </div>

      {tiles.length === 0 ? (
        <div className="grid place-items-center gap-3 rounded-xl border border-dashed border-border px-6 py-14 text-center">
          <LayoutDashboard className="h-8 w-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-semibold">No tiles yet</p>
          <p className="max-w-md text-sm text-muted-foreground">
            Ask a question in the chat, then choose <span className="font-medium text-foreground">Pin</span> under an
            answer from your data to add it here.
          </p>
          <Button asChild variant="secondary" size="sm">
            <Link to="/app/chat">Go to the chat</Link>
          </Button>
        </div>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={underPointer}
          onDragEnd={onDragEnd}
          accessibility={{ announcements }}
        >
          <SortableContext items={tiles.map((t) => t.id)} strategy={rectSortingStrategy}>
            <section
              ref={grid}
              aria-label="Tiles"
              className="grid auto-rows-[13rem] grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-4"
            >
              {tiles.map((tile, index) => (
                <TileCard
                  key={tile.id}
                  tile={tile}
                  result={byTile.get(tile.id) ?? (results.isError ? failedResult(tile, results.error) : undefined)}
                  index={index}
                  count={tiles.length}
                  canEdit={canEdit}
                  helpId={helpId}
                  onLayoutKey={onLayoutKey}
                  onMove={(t, by) => {
                    const from = tiles.findIndex((x) => x.id === t.id);
                    moveTo(t, from + by);
                  }}
                  onResize={resize}
                  onChange={(t, change) =>
                    edit.mutate({ kind: 'change', tileId: t.id, change }, { onError: onEditError })
                  }
                  onRemove={(t) => setDialog({ kind: 'remove', tile: t })}
                  onFollowUp={(t) =>
                    followUp.mutate(t.id, {
                      onSuccess: ({ conversationId }) => navigate(`/app/chat/${conversationId}`),
                      onError: (error) =>
                        notifyError('Could not start a follow-up', errorMessage(error, 'Please try again.')),
                    })
                  }
                  onSchedule={(t) => setDialog({ kind: 'schedule', tile: t })}
                  onAlert={(t) => setDialog({ kind: 'alert', tile: t })}
                  gridPitch={gridPitch}
                  registerHandle={(tileId, element) => {
                    if (element) handles.current.set(tileId, element);
                    else handles.current.delete(tileId);
                  }}
                />
              ))}
            </section>
          </SortableContext>
        </DndContext>
      )}

      <SchedulesPanel dashboardId={id} />

      <ShareDialog
        open={dialog?.kind === 'share'}
        onOpenChange={(open) => !open && setDialog(null)}
        dashboardId={id}
        share={data.share}
      />
      <ScheduleDialog
        open={dialog?.kind === 'schedule'}
        onOpenChange={(open) => !open && setDialog(null)}
        dashboardId={id}
        dashboardName={data.name}
        tile={dialog?.kind === 'schedule' ? dialog.tile : null}
      />
      <AlertDialog
        open={dialog?.kind === 'alert'}
        onOpenChange={(open) => !open && setDialog(null)}
        tile={dialog?.kind === 'alert' ? dialog.tile : null}
        result={dialog?.kind === 'alert' ? byTile.get(dialog.tile.id) : undefined}
      />
      <ConfirmDialog
        open={dialog?.kind === 'remove'}
        title="Remove this tile?"
        description="The tile leaves the dashboard; the conversation it came from stays."
        subject={dialog?.kind === 'remove' ? dialog.tile.title : undefined}
        confirmLabel="Remove"
        busy={edit.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() => {
          if (dialog?.kind !== 'remove') return;
          const tile = dialog.tile;
          edit.mutate(
            { kind: 'remove', tileId: tile.id },
            { onSuccess: () => notify('Tile removed', tile.title), onError: onEditError },
          );
          setDialog(null);
        }}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title="Delete this dashboard?"
        description="Its tiles and schedules are deleted with it, for everyone it is shared with."
        subject={data.name}
        confirmLabel="Delete"
        busy={remove.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() =>
          remove.mutate(id, {
            onSuccess: () => {
              notify('Dashboard deleted', data.name);
              navigate('/app/dashboards');
            },
            onError: (error) => notifyError('Could not delete the dashboard', errorMessage(error, 'Please try again.')),
          })
        }
      />
    </main>
  );
}

/** Every tile says why when the board's run as a whole failed. */
function failedResult(tile: Tile, error: unknown) {
  return { tileId: tile.id, status: 'failed' as const, message: errorMessage(error, 'The figures could not be read.') };
}
