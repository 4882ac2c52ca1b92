import { describe, expect, it } from 'vitest';
import { layoutStep, moveItem, ordered, sizeText, tileSpanClasses } from './layout';

const at = (index: number, count = 3, width = 2, height = 1) => ({ index, count, width, height });

describe('a tile’s layout keys', () => {
  it('move it one place with the arrows, to either end with Home and End, and say so at an edge', () => {
    expect(layoutStep('ArrowRight', false, at(0))).toEqual({ kind: 'move', to: 1 });
    expect(layoutStep('ArrowDown', false, at(1))).toEqual({ kind: 'move', to: 2 });
    expect(layoutStep('ArrowLeft', false, at(2))).toEqual({ kind: 'move', to: 1 });
    expect(layoutStep('ArrowUp', false, at(1))).toEqual({ kind: 'move', to: 0 });
    expect(layoutStep('Home', false, at(2))).toEqual({ kind: 'move', to: 0 });
    expect(layoutStep('End', false, at(0))).toEqual({ kind: 'move', to: 2 });
    expect(layoutStep('ArrowLeft', false, at(0))).toEqual({ kind: 'none', reason: 'Already first.' });
    expect(layoutStep('ArrowRight', false, at(2))).toEqual({ kind: 'none', reason: 'Already last.' });
    expect(layoutStep('End', false, at(2))).toEqual({ kind: 'none', reason: 'Already last.' });
    expect(layoutStep('ArrowRight', false, at(0, 1))).toEqual({ kind: 'none', reason: 'It is the only tile.' });
  });

  it('resize it with Shift, within 1 to 4 columns and 1 to 3 rows', () => {
    expect(layoutStep('ArrowRight', true, at(0))).toEqual({ kind: 'resize', width: 3, height: 1 });
    expect(layoutStep('ArrowLeft', true, at(0))).toEqual({ kind: 'resize', width: 1, height: 1 });
    expect(layoutStep('ArrowDown', true, at(0))).toEqual({ kind: 'resize', width: 2, height: 2 });
    expect(layoutStep('ArrowUp', true, at(0, 3, 2, 3))).toEqual({ kind: 'resize', width: 2, height: 2 });
    expect(layoutStep('ArrowRight', true, at(0, 3, 4, 1))).toEqual({
      kind: 'none',
      reason: 'Already as wide as it gets (4 columns).',
    });
    expect(layoutStep('ArrowUp', true, at(0, 3, 1, 1))).toEqual({
      kind: 'none',
      reason: 'Already as short as it gets (1 row).',
    });
  });
});

describe('the board grid', () => {
  it('orders tiles by position, moves an item, and spans a tile over the columns the screen has', () => {
    expect(
      ordered([
        { id: 2, position: 1 },
        { id: 5, position: 0 },
      ]).map((t) => t.id),
    ).toEqual([5, 2]);
    expect(moveItem([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(moveItem([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
    // One column on a phone whatever the width; two at most on a tablet.
    expect(tileSpanClasses({ width: 4, height: 2 })).toBe('col-span-1 md:col-span-2 xl:col-span-4 row-span-2');
    expect(tileSpanClasses({ width: 9, height: 0 })).toBe('col-span-1 md:col-span-2 xl:col-span-4 row-span-1');
    expect(sizeText(1, 2)).toBe('1 column wide, 2 rows tall');
  });
});
