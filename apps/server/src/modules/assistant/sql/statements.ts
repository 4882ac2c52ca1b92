import {
  isNode,
  list,
  nameOf,
  numberText,
  onlyKeys,
  present,
  quoteName,
  type CheckContext,
  type Checked,
  type Node,
} from './context';
import { direction, expression } from './expressions';
import { refuse } from './refusal';
import { findName, findTable, Scope, unmerged, type Source } from './scope';

const SET_OPS = new Set(['union', 'union all', 'union distinct', 'intersect', 'intersect all', 'except', 'except all']);
const JOINS: Record<string, string> = {
  'INNER JOIN': 'JOIN',
  JOIN: 'JOIN',
  'LEFT JOIN': 'LEFT JOIN',
  'LEFT OUTER JOIN': 'LEFT JOIN',
  'RIGHT JOIN': 'RIGHT JOIN',
  'RIGHT OUTER JOIN': 'RIGHT JOIN',
  'FULL JOIN': 'FULL JOIN',
  'FULL OUTER JOIN': 'FULL JOIN',
  'CROSS JOIN': 'CROSS JOIN',
};
const SELECT_KEYS = [
  'type',
  'with',
  'distinct',
  'columns',
  'into',
  'from',
  'where',
  'groupby',
  'having',
  'orderby',
  'limit',
  '_next',
  'set_op',
];
/**
 * MySQL's "every row" LIMIT. MariaDB drops the ORDER BY of a subquery that has no LIMIT, and the runner reads a
 * statement as a subquery to cap its rows: a top-level ORDER BY gets this so its order survives.
 */
const MYSQL_ALL_ROWS = '18446744073709551615';

/** The whole statement: one SELECT (set operations and WITH included). */
export function topStatement(ast: Node, ctx: CheckContext): Checked {
  return chain(ast, undefined, ctx, true);
}

/** A SELECT inside another (FROM, WITH, IN, EXISTS, a scalar subquery): `parent` is the query it can see. */
export function subquery(ast: unknown, parent: Scope | undefined, ctx: CheckContext): Checked {
  // MySQL wraps a WITH's statement once more ({tableList, columnList, ast}).
  const node = isNode(ast) && isNode(ast.ast) && !('type' in ast) ? ast.ast : ast;
  if (!isNode(node)) return refuse('syntax', 'a subquery could not be read');
  return chain(node, parent, ctx, false);
}

function chain(node: Node, parent: Scope | undefined, ctx: CheckContext, top: boolean): Checked {
  if (node.type !== 'select')
    refuse('read only', `only SELECT statements run; this one is ${String(node.type ?? 'not a SELECT').toUpperCase()}`);
  const prefix = withClause(node.with, parent, ctx);
  try {
    const branches: Node[] = [];
    const ops: string[] = [];
    for (let branch: Node | undefined = node; branch;) {
      branches.push(branch);
      const next: unknown = branch._next;
      if (!present(next)) break;
      const op = String(branch.set_op ?? '').toLowerCase();
      if (!SET_OPS.has(op)) refuse('unsupported', `the set operation ${op.toUpperCase()} is not supported`);
      if (!isNode(next) || next.type !== 'select') refuse('read only', 'every part of a UNION must be a SELECT');
      ops.push(op.toUpperCase());
      branch = next;
    }
    if (branches.length === 1) {
      const checked = core(node, parent, ctx, 'own');
      return { sql: prefix + finish(checked.sql, node, ctx, top), columns: checked.columns };
    }
    const last = branches[branches.length - 1]!;
    const parts = branches.map((branch, i) => {
      if (i > 0 && present(branch.with)) refuse('unsupported', 'WITH belongs at the start of the statement');
      if (branch !== last && (present(branch.orderby) || present(branch.limit)))
        refuse('unsupported', 'ORDER BY and LIMIT belong after the last part of a UNION; use a subquery for more');
      return core(branch, parent, ctx, 'none');
    });
    const columns = parts[0]!.columns;
    if (parts.some((p) => p.columns.length !== columns.length))
      refuse('syntax', 'every part of a UNION, INTERSECT or EXCEPT must have the same number of columns');
    let sql = parts.map((p, i) => (i === 0 ? p.sql : ` ${ops[i - 1]} ${p.sql}`)).join('');
    // The trailing ORDER BY and LIMIT (the parser hangs them on the last part) order the whole result.
    if (present(last.orderby)) sql += ` ORDER BY ${outputOrder(last.orderby, columns, ctx)}`;
    return { sql: prefix + finish(sql, last, ctx, top), columns };
  } finally {
    if (prefix) ctx.ctes.shift();
  }
}

/** LIMIT / OFFSET from whole numbers; the MySQL order keeper on a top-level ORDER BY without one. */
function finish(sql: string, node: Node, ctx: CheckContext, top: boolean): string {
  const limit = isNode(node.limit) ? node.limit : null;
  const values = limit ? list(limit.value).map((v) => (v.type === 'number' ? numberText(v.value) : 'x')) : [];
  if (values.some((v) => !/^\d+$/.test(v))) refuse('unsupported', 'LIMIT and OFFSET take whole numbers');
  if (values.length) {
    const separator = String(limit!.seperator ?? '').toLowerCase();
    // OFFSET alone (PostgreSQL), and MySQL's LIMIT offset, count.
    if (separator === 'offset' && values.length === 1) return `${sql} OFFSET ${values[0]}`;
    const [count, offset] = separator === ',' ? [values[1], values[0]] : [values[0], values[1]];
    return `${sql} LIMIT ${count}${offset !== undefined ? ` OFFSET ${offset}` : ''}`;
  }
  if (top && ctx.dialect === 'mysql' && present(node.orderby)) return `${sql} LIMIT ${MYSQL_ALL_ROWS}`;
  return sql;
}

function withClause(value: unknown, parent: Scope | undefined, ctx: CheckContext): string {
  const items = list(value);
  if (!items.length) return '';
  const frame = new Map<string, { name: string; columns: string[] }>();
  ctx.ctes.unshift(frame);
  try {
    const recursive = items.some((item) => present(item.recursive));
    const parts = items.map((item) => {
      onlyKeys(item, ['name', 'stmt', 'columns', 'recursive'], 'A WITH');
      const name = nameOf(item.name, ctx);
      if (frame.has(name.toLowerCase())) refuse('syntax', `two WITH queries are named '${name}'`);
      const explicit = present(item.columns) ? list(item.columns).map((c) => nameOf(c.column ?? c, ctx)) : null;
      if (recursive) {
        // The recursive part reads the WITH's own name: its columns come first, from the list or the first part.
        const columns = explicit ?? firstPartColumns(item.stmt, parent, ctx);
        frame.set(name.toLowerCase(), { name, columns });
      }
      const checked = subquery(item.stmt, parent, ctx);
      if (explicit && explicit.length !== checked.columns.length)
        refuse('syntax', `WITH ${name} names ${explicit.length} columns but its SELECT has ${checked.columns.length}`);
      frame.set(name.toLowerCase(), { name, columns: explicit ?? checked.columns });
      const names = explicit ? `(${explicit.map((c) => quoteName(c, ctx)).join(', ')})` : '';
      return `${quoteName(name, ctx)}${names} AS (${checked.sql})`;
    });
    return `WITH ${recursive ? 'RECURSIVE ' : ''}${parts.join(', ')} `;
  } catch (error) {
    ctx.ctes.shift();
    throw error;
  }
}

function firstPartColumns(stmt: unknown, parent: Scope | undefined, ctx: CheckContext): string[] {
  const node = isNode(stmt) && isNode(stmt.ast) && !('type' in stmt) ? stmt.ast : stmt;
  if (!isNode(node)) return refuse('syntax', 'a WITH query could not be read');
  return core({ ...node, _next: null, set_op: null, orderby: null, limit: null }, parent, ctx, 'none').columns;
}

/** One SELECT … FROM … WHERE … GROUP BY … HAVING (… ORDER BY when `order` is 'own'). */
function core(node: Node, parent: Scope | undefined, ctx: CheckContext, order: 'own' | 'none'): Checked {
  if (isNode(node.into) && present(node.into.position))
    refuse('into', 'SELECT … INTO writes a table or variables; only plain SELECTs run');
  for (const key of ['locking_read', 'for_update', 'lock', 'for'])
    if (present(node[key])) refuse('locking', 'FOR UPDATE / FOR SHARE lock rows; only plain SELECTs run');
  onlyKeys(node, SELECT_KEYS, 'This SELECT');
  if (present(node.with) && order === 'none' && present(node._next))
    refuse('unsupported', 'WITH belongs at the start of the statement');
  const scope = new Scope(parent);
  const from = fromClause(node.from, scope, parent, ctx);
  const items = selectList(node.columns, scope, ctx);
  const columns = unique(items.map((i) => i.name));
  let sql = `SELECT ${distinct(node.distinct, scope, ctx)}${items.map((item, i) => `${item.sql} AS ${quoteName(columns[i]!, ctx)}`).join(', ')}`;
  if (from) sql += ` FROM ${from}`;
  if (present(node.where)) sql += ` WHERE ${expression(node.where, scope, ctx)}`;
  if (present(node.groupby)) sql += ` GROUP BY ${groupBy(node.groupby, scope, columns, ctx)}`;
  if (present(node.having)) sql += ` HAVING ${expression(node.having, scope, ctx)}`;
  if (order === 'own' && present(node.orderby)) sql += ` ORDER BY ${orderBy(node.orderby, scope, items, columns, ctx)}`;
  return { sql, columns };
}

function distinct(value: unknown, scope: Scope, ctx: CheckContext): string {
  const kind = typeof value === 'string' ? value : isNode(value) && typeof value.type === 'string' ? value.type : '';
  if (!kind) return '';
  if (kind.toUpperCase() === 'DISTINCT') return 'DISTINCT ';
  if (kind.toUpperCase() === 'DISTINCT ON' && ctx.dialect === 'postgres' && isNode(value)) {
    const on = list(value.columns).map((item) => expression(item.expr ?? item, scope, ctx));
    return `DISTINCT ON (${on.join(', ')}) `;
  }
  return refuse('unsupported', `${kind} is not supported`);
}

/** The FROM list: tables of the schema, WITH names and subqueries, each under its alias; JOIN … ON / USING. */
function fromClause(value: unknown, scope: Scope, parent: Scope | undefined, ctx: CheckContext): string {
  let sql = '';
  for (const [i, item] of list(value).entries()) {
    if (item.type === 'dual') continue;
    const joinWord = typeof item.join === 'string' ? item.join.toUpperCase() : '';
    const join = joinWord ? JOINS[joinWord] : '';
    if (joinWord && !join) refuse('unsupported', `${joinWord} is not supported`);
    if (i === 0 && join) refuse('syntax', 'the FROM list starts with a JOIN');
    const { source, text } = fromItem(item, parent, ctx);
    if (!join) {
      scope.add(source);
      sql += `${sql ? ', ' : ''}${text}`;
      continue;
    }
    let condition = '';
    if (present(item.using)) {
      if (join !== 'JOIN' && join !== 'LEFT JOIN')
        refuse('unsupported', `${joinWord} … USING is not supported; join ON`);
      condition = using(list(item.using).length ? item.using : [item.using], source, scope, ctx);
      scope.add(source);
    } else {
      scope.add(source);
      if (present(item.on)) condition = expression(item.on, scope, ctx);
      else if (join !== 'CROSS JOIN') refuse('syntax', `${joinWord} needs ON or USING`);
    }
    if (join === 'CROSS JOIN' && condition) refuse('syntax', 'CROSS JOIN takes no ON');
    sql += ` ${join} ${text}${condition ? ` ON ${condition}` : ''}`;
  }
  return sql;
}

/** JOIN … USING (a) as JOIN … ON left.a = right.a; an unqualified a then reads the left table's. */
function using(value: unknown, right: Source, scope: Scope, ctx: CheckContext): string {
  const names = (Array.isArray(value) ? value : [value]).map((v) => nameOf(v, ctx));
  right.merged = new Set();
  return names
    .map((name) => {
      const column = scope.columnOf(right, name);
      const left = scope.own().filter((s) => findName(name, unmerged(s)));
      if (left.length !== 1)
        refuse(
          'column',
          left.length
            ? `USING (${name}) matches more than one table on the left; join ON`
            : `no table on the left of USING has '${name}'`,
        );
      right.merged!.add(column.toLowerCase());
      const leftColumn = findName(name, unmerged(left[0]!))!;
      return `${quoteName(left[0]!.alias, ctx)}.${quoteName(leftColumn, ctx)} = ${quoteName(right.alias, ctx)}.${quoteName(column, ctx)}`;
    })
    .join(' AND ');
}

function fromItem(item: Node, parent: Scope | undefined, ctx: CheckContext): { source: Source; text: string } {
  // A function (generate_series), VALUES or LATERAL in FROM.
  if (present(item.type) || present(item.prefix) || (isNode(item.expr) && !isNode(item.expr.ast)))
    refuse('unsupported', 'FROM reads tables, WITH queries and subqueries only');
  onlyKeys(item, ['db', 'schema', 'table', 'as', 'join', 'on', 'using', 'expr'], 'This FROM');
  const alias = present(item.as) ? nameOf(item.as, ctx) : undefined;
  if (isNode(item.expr)) {
    if (!isNode(item.expr.ast)) refuse('unsupported', 'FROM reads tables, WITH queries and subqueries only');
    onlyKeys(item.expr, ['ast', 'tableList', 'columnList', 'parentheses'], 'A subquery in FROM');
    if (!alias) refuse('syntax', 'a subquery in FROM needs an alias: (SELECT …) AS q');
    // A subquery in FROM sees the queries around it, not the tables beside it.
    const checked = subquery(item.expr.ast, parent, ctx);
    return {
      source: { alias, label: `subquery ${alias}`, columns: checked.columns },
      text: `(${checked.sql}) AS ${quoteName(alias, ctx)}`,
    };
  }
  if (!present(item.table)) return refuse('unsupported', 'FROM reads tables, WITH queries and subqueries only');
  const table = nameOf(item.table, ctx);
  const namespace = present(item.db) ? nameOf(item.db, ctx) : present(item.schema) ? nameOf(item.schema, ctx) : '';
  if (!namespace) {
    for (const frame of ctx.ctes) {
      const cte = frame.get(table.toLowerCase());
      if (cte) {
        const name = alias ?? cte.name;
        return {
          source: { alias: name, label: cte.name, columns: cte.columns },
          text: `${quoteName(cte.name, ctx)} AS ${quoteName(name, ctx)}`,
        };
      }
    }
  }
  const entity = findTable(ctx.schema, table, namespace || undefined);
  ctx.tables.add(entity.name);
  const name = alias ?? entity.table;
  const qualified = entity.namespace
    ? `${quoteName(entity.namespace, ctx)}.${quoteName(entity.table, ctx)}`
    : quoteName(entity.table, ctx);
  return {
    source: { alias: name, label: entity.table, columns: entity.fields.map((f) => f.name), entity },
    text: `${qualified} AS ${quoteName(name, ctx)}`,
  };
}

/** The select list, `*` and `t.*` spelt out as the served columns (a hidden column is never among them). */
function selectList(value: unknown, scope: Scope, ctx: CheckContext): Array<{ sql: string; name: string }> {
  const items: Array<{ sql: string; name: string }> = [];
  for (const [i, column] of list(value).entries()) {
    onlyKeys(column, ['type', 'expr', 'as'], 'A select item');
    const expr = isNode(column.expr) ? column.expr : column;
    const star = expr.type === 'star' || (expr.type === 'column_ref' && (expr.column === '*' || isStar(expr.column)));
    if (star) {
      if (present(column.as)) refuse('syntax', '* cannot have an alias');
      const sources = present(expr.table) ? [scope.source(nameOf(expr.table, ctx))] : scope.own();
      if (!sources.length) refuse('syntax', 'SELECT * needs a FROM');
      for (const source of sources)
        for (const name of present(expr.table) ? source.columns : unmerged(source))
          items.push({ sql: `${quoteName(source.alias, ctx)}.${quoteName(name, ctx)}`, name });
      continue;
    }
    const sql = expression(expr, scope, ctx);
    items.push({ sql, name: present(column.as) ? nameOf(column.as, ctx) : defaultName(expr, i, ctx) });
  }
  if (!items.length) refuse('syntax', 'the SELECT lists no columns');
  return items;
}

function isStar(value: unknown): boolean {
  return isNode(value) && (value.type === 'star' || (isNode(value.expr) && value.expr.value === '*'));
}

/** An unnamed column's name: the column's, the function's, else column_N. */
function defaultName(expr: Node, index: number, ctx: CheckContext): string {
  if (expr.type === 'column_ref') return nameOf(expr.column, ctx);
  if (expr.type === 'aggr_func' && typeof expr.name === 'string') return expr.name.toLowerCase();
  if (expr.type === 'function' || expr.type === 'window_func') {
    const parts = isNode(expr.name) && Array.isArray(expr.name.name) ? list(expr.name.name) : [];
    const last = parts[parts.length - 1];
    if (last && typeof last.value === 'string') return last.value.toLowerCase();
    if (typeof expr.name === 'string') return expr.name.toLowerCase();
  }
  if (expr.type === 'cast' && isNode(expr.expr)) return defaultName(expr.expr, index, ctx);
  return `column_${index + 1}`;
}

/** Output names made unique (total, total_2): the runner reads the statement as a subquery, which needs them so. */
function unique(names: string[]): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    for (let k = 2; used.has(candidate.toLowerCase()); k++) candidate = `${name}_${k}`;
    used.add(candidate.toLowerCase());
    return candidate;
  });
}

/** A bare name that is an output column (an alias), when no column of the FROM has it. */
function outputName(expr: unknown, scope: Scope | null, columns: string[], ctx: CheckContext): string | undefined {
  if (!isNode(expr) || expr.type !== 'column_ref' || present(expr.table)) return undefined;
  const name = nameOf(expr.column, ctx);
  if (scope?.find(name)) return undefined;
  return findName(name, columns);
}

function position(expr: unknown, columns: string[], clause: string): string | undefined {
  if (!isNode(expr) || expr.type !== 'number') return undefined;
  const n = Number(numberText(expr.value));
  if (!Number.isInteger(n) || n < 1 || n > columns.length)
    refuse('column', `${clause} ${expr.value as string} is not a column of the SELECT (it has ${columns.length})`);
  return String(n);
}

/**
 * A select alias in GROUP BY or ORDER BY, written as its position. By name it could mean something else to the
 * database: GROUP BY reads a bare name as a column of the FROM first, and the FROM's tables have columns the served
 * schema hides (SELECT min(id) AS password_hash … GROUP BY password_hash would group by the secret).
 */
function positionOf(name: string, columns: string[]): string {
  return String(columns.indexOf(name) + 1);
}

function groupBy(value: unknown, scope: Scope, columns: string[], ctx: CheckContext): string {
  const node = isNode(value) ? value : { columns: value };
  onlyKeys(node, ['columns'], 'GROUP BY');
  const items = Array.isArray(node.columns) ? node.columns : [];
  return items
    .map((expr) => {
      const alias = outputName(expr, scope, columns, ctx);
      return position(expr, columns, 'GROUP BY') ?? (alias ? positionOf(alias, columns) : expression(expr, scope, ctx));
    })
    .join(', ');
}

/** ORDER BY: a position, an output name (as PostgreSQL reads a bare name here), or an expression. */
function orderBy(value: unknown, scope: Scope, items: Array<{ sql: string }>, columns: string[], ctx: CheckContext) {
  if (ctx.dialect === 'mysql') scope.outputs = new Map(columns.map((name, i) => [name, items[i]!.sql]));
  try {
    return orderByItems(value, scope, columns, ctx);
  } finally {
    scope.outputs = undefined;
  }
}

function orderByItems(value: unknown, scope: Scope, columns: string[], ctx: CheckContext): string {
  return list(value)
    .map((item) => {
      onlyKeys(item, ['expr', 'type', 'nulls'], 'An ORDER BY item');
      const bare =
        isNode(item.expr) && item.expr.type === 'column_ref' && !present(item.expr.table)
          ? findName(nameOf(item.expr.column, ctx), columns)
          : undefined;
      const sql =
        position(item.expr, columns, 'ORDER BY') ??
        (bare ? positionOf(bare, columns) : expression(item.expr, scope, ctx));
      return `${sql}${direction(item)}`;
    })
    .join(', ');
}

/** The ORDER BY of a UNION: its output names or positions only. */
function outputOrder(value: unknown, columns: string[], ctx: CheckContext): string {
  return list(value)
    .map((item) => {
      onlyKeys(item, ['expr', 'type', 'nulls'], 'An ORDER BY item');
      const name = outputName(item.expr, null, columns, ctx);
      const sql = position(item.expr, columns, 'ORDER BY') ?? (name ? positionOf(name, columns) : undefined);
      if (!sql)
        refuse('column', `ORDER BY after a UNION names one of its columns (${columns.join(', ')}) or a position`);
      return `${sql}${direction(item)}`;
    })
    .join(', ');
}
