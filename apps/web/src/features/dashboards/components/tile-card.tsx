import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { UpdateTileRequest, type Tile, type TileForm, type TileResult } from '@soe/shared';
import {
  ArrowLeft,
  ArrowRight,
  Bell,
  CalendarClock,
  GripVertical,
  MessageSquarePlus,
  MoreHorizontal,
  MoveDiagonal2,
  MoveHorizontal,
  MoveVertical,
  Trash2,
} from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/utils';
import { asOfText, periodRangeText } from '../lib/tile-view';
import { clampHeight, clampWidth, tileSpanClasses, type LayoutKey } from '../lib/layout';
import { FORM_CHOICES } from './form-choices';
import { InlineTitle } from './inline-title';
import { TileBody, TileSkeleton } from './tile-body';

const LAYOUT_KEYS = new Set<string>(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

export interface TileActions {
  /** A key on the move handle (arrows move, Shift+arrows resize). */
  onLayoutKey: (tile: Tile, key: LayoutKey, shift: boolean) => void;
  onMove: (tile: Tile, by: -1 | 1) => void;
  onResize: (tile: Tile, size: { width: number; height: number }) => void;
  onChange: (tile: Tile, change: { title?: string; form?: TileForm }) => void;
  onRemove: (tile: Tile) => void;
  onFollowUp: (tile: Tile) => void;
  onSchedule: (tile: Tile) => void;
  onAlert: (tile: Tile) => void;
  /** The grid's column and row pitch (size plus gap) in pixels, and its column count: a drag's size in tiles. */
  gridPitch: () => { column: number; row: number; columns: number } | null;
  registerHandle: (tileId: number, element: HTMLButtonElement | null) => void;
}

interface Props extends TileActions {
  tile: Tile;
  /** undefined while the board's run has not answered for this tile. */
  result: TileResult | undefined;
  index: number;
  count: number;
  canEdit: boolean;
  /** The id of the text that says how the move handle works. */
  helpId: string;
}

/** One tile of a board: its title, its figures (or why there are none), when they were read, and its actions. */
export function TileCard({ tile, result, index, count, canEdit, helpId, ...actions }: Props) {
  const titleId = useId();
  const { setNodeRef, listeners, transform, transition, isDragging } = useSortable({
    id: tile.id,
    disabled: !canEdit,
  });
  // A size being dragged out with the corner grip, shown before it is saved.
  const [preview, setPreview] = useState<{ width: number; height: number } | null>(null);
  const drag = useRef<{ x: number; y: number; width: number; height: number } | null>(null);
  const size = preview ?? { width: tile.width, height: tile.height };

  function onHandleKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (!LAYOUT_KEYS.has(event.key)) return;
    event.preventDefault();
    actions.onLayoutKey(tile, event.key as LayoutKey, event.shiftKey);
  }

  function onGripDown(event: PointerEvent<HTMLDivElement>) {
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, width: tile.width, height: tile.height };
  }
  function onGripMove(event: PointerEvent<HTMLDivElement>) {
    const start = drag.current;
    const pitch = actions.gridPitch();
    if (!start || !pitch) return;
    const width = Math.min(
      clampWidth(start.width + Math.round((event.clientX - start.x) / pitch.column)),
      Math.max(pitch.columns, 1),
    );
    const height = clampHeight(start.height + Math.round((event.clientY - start.y) / pitch.row));
    setPreview((current) => (current?.width === width && current.height === height ? current : { width, height }));
  }
  function onGripUp() {
    const next = preview;
    drag.current = null;
    setPreview(null);
    if (next && (next.width !== tile.width || next.height !== tile.height)) actions.onResize(tile, next);
  }

  const asOf = result ? asOfText(result) : null;
  const shownResult = result?.status === 'ok' ? result : undefined;

  return (
    <article
      ref={setNodeRef}
      aria-labelledby={titleId}
      data-tile-id={tile.id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        'relative flex min-h-0 min-w-0 flex-col rounded-xl border border-border bg-surface shadow-xs',
        tileSpanClasses(size),
        isDragging && 'z-20 opacity-90 shadow-xl ring-2 ring-primary',
        preview && 'ring-2 ring-primary/60',
      )}
    >
      <header className="flex items-start gap-1 border-b border-border py-1.5 pl-1.5 pr-1.5">
        {canEdit ? (
          <button
            type="button"
            ref={(element) => actions.registerHandle(tile.id, element)}
            aria-label={`Move or resize ${tile.title}`}
            aria-describedby={helpId}
            onKeyDown={onHandleKey}
            {...listeners}
            className="mt-0.5 inline-flex h-7 w-6 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing"
          >
            <GripVertical className="h-4 w-4" aria-hidden="true" />
          </button>
        ) : null}
        <div className={cn('min-w-0 flex-1 py-1', !canEdit && 'pl-1.5')}>
          <InlineTitle
            id={titleId}
            as="h2"
            value={tile.title}
            what="tile"
            editable={canEdit}
            className="text-sm font-semibold leading-snug"
            validate={(value) => {
              const checked = UpdateTileRequest.shape.title.safeParse(value);
              return checked.success ? null : (checked.error.issues[0]?.message ?? 'Invalid title');
            }}
            onSave={(title) => actions.onChange(tile, { title })}
          />
          <p className="truncate text-xs text-muted-foreground" title={tile.question}>
            {tile.systemName}
          </p>
        </div>
        <DropdownMenu>
          <DropdownMenuTrigger
            aria-label={`Actions for ${tile.title}`}
            className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring data-[state=open]:bg-muted"
          >
            <MoreHorizontal className="h-4 w-4" aria-hidden="true" />
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuItem onSelect={() => actions.onFollowUp(tile)}>
              <MessageSquarePlus aria-hidden="true" />
              Ask a follow-up
            </DropdownMenuItem>
            {/* Scheduling is the owner's and editors' (a delivery speaks for the board); alerts are anyone's. */}
            {canEdit ? (
              <DropdownMenuItem onSelect={() => actions.onSchedule(tile)}>
                <CalendarClock aria-hidden="true" />
                Schedule this tile
              </DropdownMenuItem>
            ) : null}
            <DropdownMenuItem onSelect={() => actions.onAlert(tile)}>
              <Bell aria-hidden="true" />
              Alert me…
            </DropdownMenuItem>
            {canEdit ? (
              <>
                <DropdownMenuSeparator />
                <DropdownMenuLabel className="py-1 text-xs font-medium text-muted-foreground">
                  Show as
                </DropdownMenuLabel>
                {FORM_CHOICES.map((choice) => (
                  <DropdownMenuCheckboxItem
                    key={choice.value}
                    checked={tile.form === choice.value}
                    onCheckedChange={() => tile.form !== choice.value && actions.onChange(tile, { form: choice.value })}
                  >
                    {choice.label}
                  </DropdownMenuCheckboxItem>
                ))}
                <DropdownMenuSeparator />
                <DropdownMenuItem disabled={index === 0} onSelect={() => actions.onMove(tile, -1)}>
                  <ArrowLeft aria-hidden="true" />
                  Move left
                </DropdownMenuItem>
                <DropdownMenuItem disabled={index >= count - 1} onSelect={() => actions.onMove(tile, 1)}>
                  <ArrowRight aria-hidden="true" />
                  Move right
                </DropdownMenuItem>
                <DropdownMenuItem
                  disabled={tile.width >= clampWidth(Infinity)}
                  onSelect={() => actions.onResize(tile, { width: tile.width + 1, height: tile.height })}
                >
                  <MoveHorizontal aria-hidden="true" />
                  Wider
                </DropdownMenuItem>
                <DropdownMenuItem
                  disabled={tile.width <= 1}
                  onSelect={() => actions.onResize(tile, { width: tile.width - 1, height: tile.height })}
                >
                  <MoveHorizontal aria-hidden="true" />
                  Narrower
                </DropdownMenuItem>
                <DropdownMenuItem
                  disabled={tile.height >= clampHeight(Infinity)}
                  onSelect={() => actions.onResize(tile, { width: tile.width, height: tile.height + 1 })}
                >
                  <MoveVertical aria-hidden="true" />
                  Taller
                </DropdownMenuItem>
                <DropdownMenuItem
                  disabled={tile.height <= 1}
                  onSelect={() => actions.onResize(tile, { width: tile.width, height: tile.height - 1 })}
                >
                  <MoveVertical aria-hidden="true" />
                  Shorter
                </DropdownMenuItem>
                <DropdownMenuSeparator />
                <DropdownMenuItem onSelect={() => actions.onRemove(tile)} className="text-destructive">
                  <Trash2 aria-hidden="true" />
                  Remove tile
                </DropdownMenuItem>
              </>
            ) : null}
          </DropdownMenuContent>
        </DropdownMenu>
      </header>
      <div className={cn('min-h-0 flex-1', tile.form === 'table' && shownResult ? 'overflow-auto' : 'overflow-hidden')}>
        {result ? <TileBody tile={tile} result={result} /> : <TileSkeleton form={tile.form} />}
      </div>
      {shownResult && (asOf || shownResult.period || shownResult.periodNotApplied) ? (
        <footer className="flex flex-wrap items-center gap-x-2 gap-y-0.5 border-t border-border px-3 py-1.5 text-xs text-muted-foreground">
          {asOf ? <span>{asOf}</span> : null}
          {shownResult.periodNotApplied ? (
            <span className="font-medium text-amber-800 dark:text-amber-200">Period not applied: no date column</span>
          ) : shownResult.period ? (
            <span>{periodRangeText(shownResult.period)}</span>
          ) : null}
        </footer>
      ) : null}
      {canEdit ? (
        <div
          aria-hidden="true"
          title="Drag to resize"
          onPointerDown={onGripDown}
          onPointerMove={onGripMove}
          onPointerUp={onGripUp}
          onPointerCancel={() => {
            drag.current = null;
            setPreview(null);
          }}
          className="absolute bottom-0.5 right-0.5 hidden h-5 w-5 cursor-nwse-resize touch-none items-center justify-center rounded text-muted-foreground/70 hover:text-foreground md:flex"
        >
          <MoveDiagonal2 className="h-3.5 w-3.5" aria-hidden="true" />
        </div>
      ) : null}
    </article>
  );
}
