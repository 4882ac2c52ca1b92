import type { Condition } from '../../connectors/query';
import { col } from '../../connectors/query';
import type { Catalog } from '../catalog/types';
import type { FilterRef } from '../readings/interpretation';

const OP_TEXT = {
  '>': 'above',
  '>=': 'at least',
  '<': 'below',
  '<=': 'at most',
  '=': 'equal to',
  '<>': 'not equal to',
};

/**
 * Two columns of two tables compared along the query's joins ('quantity on hand below the product's reorder
 * point'): the condition, and its words naming the right column's table.
 */
export function compareAcross(
  f: Extract<FilterRef, { kind: 'columns' }>,
  catalog: Catalog,
  leftAlias: string,
  rightAlias: string,
): { cond: Condition; text: string } {
  const le = catalog.byName.get(f.entity)!;
  const re = catalog.byName.get(f.rightEntity ?? f.entity)!;
  const lw = le.byName.get(f.left)!.words.join(' ');
  const rw = re.byName.get(f.right)!.words.join(' ');
  return {
    cond: { kind: 'cmp', op: f.op, left: col(leftAlias, f.left), right: col(rightAlias, f.right) },
    text: `${lw} (${le.table}) ${OP_TEXT[f.op]} ${rw} (${re.table})`,
  };
}
