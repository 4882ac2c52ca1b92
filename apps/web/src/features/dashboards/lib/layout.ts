import { TILE_MAX_HEIGHT, TILE_MAX_WIDTH, type Tile } from '@soe/shared';

/*
 * The board's grid: 4 columns on a wide screen, 2 on a tablet, 1 on a phone (tiles stack), rows of a fixed height.
 * A tile's width counts columns of the widest grid; narrower grids cap it.
 */
const WIDTH_CLASSES: Record<number, string> = {
  1: 'col-span-1',
  2: 'col-span-1 md:col-span-2',
  3: 'col-span-1 md:col-span-2 xl:col-span-3',
  4: 'col-span-1 md:col-span-2 xl:col-span-4',
};
const HEIGHT_CLASSES: Record<number, string> = { 1: 'row-span-1', 2: 'row-span-2', 3: 'row-span-3' };

export function tileSpanClasses(tile: Pick<Tile, 'width' | 'height'>): string {
  return `${WIDTH_CLASSES[clampWidth(tile.width)]} ${HEIGHT_CLASSES[clampHeight(tile.height)]}`;
}

export const clampWidth = (width: number) => Math.min(TILE_MAX_WIDTH, Math.max(1, Math.round(width)));
export const clampHeight = (height: number) => Math.min(TILE_MAX_HEIGHT, Math.max(1, Math.round(height)));

/** The tiles in board order. */
export function ordered<T extends Pick<Tile, 'position' | 'id'>>(tiles: readonly T[]): T[] {
  return [...tiles].sort((a, b) => a.position - b.position || a.id - b.id);
}

/** `ids` with the one at `from` moved to `to`. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(next.length, to)), 0, item);
  return next;
}

export type LayoutKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';

export type LayoutStep =
  | { kind: 'move'; to: number }
  | { kind: 'resize'; width: number; height: number }
  /** At the edge already: nothing changes, and the reader is told why. */
  | { kind: 'none'; reason: string };

/**
 * What a key on a tile's move handle does: arrows move it one place earlier or later, Home and End to the start or
 * the end; with Shift, left and right make it narrower or wider and up and down shorter or taller.
 */
export function layoutStep(
  key: LayoutKey,
  shift: boolean,
  { index, count, width, height }: { index: number; count: number; width: number; height: number },
): LayoutStep {
  if (shift) {
    const next =
      key === 'ArrowRight'
        ? { width: width + 1, height }
        : key === 'ArrowLeft'
          ? { width: width - 1, height }
          : key === 'ArrowDown'
            ? { width, height: height + 1 }
            : key === 'ArrowUp'
              ? { width, height: height - 1 }
              : null;
    if (!next) return { kind: 'none', reason: '' };
    const clamped = { width: clampWidth(next.width), height: clampHeight(next.height) };
    if (clamped.width === width && clamped.height === height) {
      const which =
        key === 'ArrowRight'
          ? `as wide as it gets (${TILE_MAX_WIDTH} columns)`
          : key === 'ArrowLeft'
            ? 'as narrow as it gets (1 column)'
            : key === 'ArrowDown'
              ? `as tall as it gets (${TILE_MAX_HEIGHT} rows)`
              : 'as short as it gets (1 row)';
      return { kind: 'none', reason: `Already ${which}.` };
    }
    return { kind: 'resize', ...clamped };
  }
  if (count <= 1) return { kind: 'none', reason: 'It is the only tile.' };
  const to =
    key === 'Home' ? 0 : key === 'End' ? count - 1 : key === 'ArrowLeft' || key === 'ArrowUp' ? index - 1 : index + 1;
  if (to < 0 || to >= count || to === index)
    return { kind: 'none', reason: to <= 0 || key === 'Home' ? 'Already first.' : 'Already last.' };
  return { kind: 'move', to };
}

export function sizeText(width: number, height: number): string {
  return `${width} ${width === 1 ? 'column' : 'columns'} wide, ${height} ${height === 1 ? 'row' : 'rows'} tall`;
}
