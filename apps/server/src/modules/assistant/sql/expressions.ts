import { BARE_FUNCTIONS, CAST_TYPES, FUNCTIONS, OPERATORS, TIME_UNITS } from './allowed';
import {
  isNode,
  list,
  nameOf,
  numberText,
  onlyKeys,
  present,
  quoteName,
  quoteString,
  stringValue,
  type CheckContext,
  type Node,
} from './context';
import { closeMatches, refuse } from './refusal';
import { findName, type Scope } from './scope';

/**
 * Expressions, checked and written back: every column resolved to a served column of a table in scope, every
 * function and operator from the allowed lists, every literal re-quoted. The result is fully parenthesised,
 * so it means exactly the tree that was checked.
 */
export function expression(node: unknown, scope: Scope, ctx: CheckContext): string {
  if (!isNode(node)) return refuse('unsupported', 'an expression could not be read');
  if ('ast' in node) {
    onlyKeys(node, ['ast', 'tableList', 'columnList', 'parentheses'], 'A subquery');
    return `(${ctx.subquery(node.ast, scope).sql})`;
  }
  switch (node.type) {
    case 'column_ref':
      return columnRef(node, scope, ctx);
    case 'number':
      onlyKeys(node, ['type', 'value'], 'A number');
      return numberText(node.value);
    case 'single_quote_string':
    case 'double_quote_string':
      // In PostgreSQL a double-quoted name is never a value; the parser gives it as a column.
      if (node.type === 'double_quote_string' && ctx.dialect === 'postgres') break;
      onlyKeys(node, ['type', 'value'], 'A string');
      return quoteString(stringValue(node.value, ctx), ctx);
    case 'bool':
      onlyKeys(node, ['type', 'value'], 'A boolean');
      return node.value === true ? 'TRUE' : 'FALSE';
    case 'null':
      onlyKeys(node, ['type', 'value'], 'NULL');
      return 'NULL';
    case 'date':
    case 'time':
    case 'timestamp':
    case 'datetime':
      onlyKeys(node, ['type', 'value'], `A ${node.type} literal`);
      return `${String(node.type).toUpperCase()} ${quoteString(stringValue(node.value, ctx), ctx)}`;
    case 'interval':
      return interval(node, scope, ctx);
    case 'binary_expr':
      return binary(node, scope, ctx);
    case 'unary_expr':
      return unary(node, scope, ctx);
    case 'function':
    case 'window_func':
      return functionCall(node, scope, ctx);
    case 'aggr_func':
      return aggregate(node, scope, ctx);
    case 'cast':
      return cast(node, scope, ctx);
    case 'case':
      return caseWhen(node, scope, ctx);
    case 'extract':
      return extract(node, scope, ctx);
    case 'star':
      refuse('unsupported', '* stands for columns only in the select list and in count(*)');
  }
  return refuse('unsupported', `${String(node.type ?? 'this expression')} is not supported; write it more simply`);
}

/** A column of a table in scope, written as "alias"."column"; a table's whole row is refused. */
function columnRef(node: Node, scope: Scope, ctx: CheckContext): string {
  onlyKeys(node, ['type', 'table', 'column', 'schema', 'db'], 'A column');
  if (node.column === '*' || (isNode(node.column) && (node.column as Node).type === 'star'))
    refuse('unsupported', '* stands for columns only in the select list and in count(*)');
  const name = nameOf(node.column, ctx);
  const namespace = present(node.schema) ? nameOf(node.schema, ctx) : present(node.db) ? nameOf(node.db, ctx) : '';
  if (present(node.table)) {
    const source = scope.source(nameOf(node.table, ctx), namespace || undefined);
    return `${quoteName(source.alias, ctx)}.${quoteName(scope.columnOf(source, name), ctx)}`;
  }
  const found = scope.find(name);
  // The output's own expression, not its name: MySQL could read the name as a FROM column first, hidden ones too.
  const output = !found && scope.outputs ? findName(name, [...scope.outputs.keys()]) : undefined;
  if (output) return `(${scope.outputs!.get(output)!})`;
  if (!found && scope.hasSource(name))
    refuse('whole row', `'${name}' is a whole row of a table; name the columns you need (${name}.column)`);
  const { source, column } = found ?? scope.column(name);
  return `${quoteName(source.alias, ctx)}.${quoteName(column, ctx)}`;
}

function interval(node: Node, scope: Scope, ctx: CheckContext): string {
  onlyKeys(node, ['type', 'expr', 'unit'], 'An INTERVAL');
  const unit = typeof node.unit === 'string' ? node.unit.toLowerCase() : '';
  if (unit && !TIME_UNITS.has(unit)) refuse('unsupported', `the interval unit ${unit} is not supported`);
  const value = expression(node.expr, scope, ctx);
  return `INTERVAL ${value}${unit ? ` ${unit.toUpperCase()}` : ''}`;
}

function binary(node: Node, scope: Scope, ctx: CheckContext): string {
  onlyKeys(node, ['type', 'operator', 'left', 'right', 'parentheses'], 'An operator');
  const op = String(node.operator).toUpperCase();
  const left = expression(node.left, scope, ctx);
  const right = isNode(node.right) ? node.right : refuse('unsupported', `${op} could not be read`);
  if (op === 'IN' || op === 'NOT IN') {
    const items = right.type === 'expr_list' ? list(right.value) : [right];
    if (!items.length) refuse('syntax', `${op} needs at least one value`);
    return `(${left} ${op} (${items.map((item) => inItem(item, scope, ctx)).join(', ')}))`;
  }
  if (op === 'BETWEEN' || op === 'NOT BETWEEN') {
    const [low, high, ...rest] = right.type === 'expr_list' ? list(right.value) : [];
    if (!low || !high || rest.length) refuse('syntax', `${op} needs two values (… AND …)`);
    return `(${left} ${op} ${expression(low, scope, ctx)} AND ${expression(high, scope, ctx)})`;
  }
  if (op === 'IS' || op === 'IS NOT') {
    if (right.type !== 'null' && right.type !== 'bool') refuse('unsupported', `${op} takes NULL, TRUE or FALSE`);
    return `(${left} ${op} ${expression(right, scope, ctx)})`;
  }
  if (!OPERATORS[ctx.dialect].has(op)) refuse('unsupported', `the operator ${op} is not allowed`);
  if (present(right.escape)) {
    // LIKE 'x!%' ESCAPE '!': the parser hangs the ESCAPE on the pattern.
    if (!/LIKE$/.test(op)) refuse('unsupported', 'ESCAPE belongs to LIKE');
    const escape = right.escape as Node;
    const { escape: _escape, ...pattern } = right;
    const char = isNode(escape.value)
      ? expression(escape.value, scope, ctx)
      : refuse('syntax', 'ESCAPE needs a string');
    return `(${left} ${op} ${expression(pattern, scope, ctx)} ESCAPE ${char})`;
  }
  return `(${left} ${op} ${expression(right, scope, ctx)})`;
}

function inItem(item: Node, scope: Scope, ctx: CheckContext): string {
  // IN (SELECT …): the subquery's parentheses are IN's own.
  if ('ast' in item) return ctx.subquery(item.ast, scope).sql;
  return expression(item, scope, ctx);
}

function unary(node: Node, scope: Scope, ctx: CheckContext): string {
  onlyKeys(node, ['type', 'operator', 'expr', 'parentheses'], 'An operator');
  const op = String(node.operator).toUpperCase();
  if (op === 'NOT EXISTS' || op === 'EXISTS') {
    const sub = isNode(node.expr) && 'ast' in node.expr ? node.expr.ast : refuse('syntax', `${op} needs a subquery`);
    return `(${op} (${ctx.subquery(sub, scope).sql}))`;
  }
  if (op !== 'NOT' && op !== '-' && op !== '+') refuse('unsupported', `the operator ${op} is not allowed`);
  return `(${op}${op === 'NOT' ? ' ' : ''}${expression(node.expr, scope, ctx)})`;
}

/** The function's name, checked against the allowed list (a schema-qualified name is refused). */
function allowedName(node: Node, ctx: CheckContext): string {
  if (isNode(node.name)) onlyKeys(node.name, ['name', 'schema'], 'A function name');
  const parts = isNode(node.name) && Array.isArray(node.name.name) ? node.name.name : [node.name];
  if (parts.length !== 1 || (isNode(node.name) && present((node.name as Node).schema)))
    refuse('function', 'call functions by their plain name, without a schema');
  const name = nameOf(parts[0], ctx).toLowerCase();
  if (/^(pg_|lo_)/.test(name) || !FUNCTIONS[ctx.dialect].has(name)) {
    const close = closeMatches(name, [...FUNCTIONS[ctx.dialect]]);
    refuse(
      'function',
      `${name}() is not an allowed function (aggregates, date/time, text and math functions, casts, CASE and COALESCE are)${close.length ? `; did you mean ${close.join(' or ')}?` : ''}`,
    );
  }
  return name;
}

function functionCall(node: Node, scope: Scope, ctx: CheckContext): string {
  onlyKeys(node, ['type', 'name', 'args', 'over', 'args_parentheses'], 'A function call');
  const raw = isNode(node.name) && Array.isArray(node.name.name) ? list(node.name.name) : [];
  // EXISTS (SELECT …) and x = ANY (SELECT …) arrive as functions named EXISTS and ANY.
  const keyword = raw.length === 1 ? String(raw[0]!.value).toUpperCase() : '';
  if (keyword === 'EXISTS' || keyword === 'ANY' || keyword === 'ALL' || keyword === 'SOME') {
    const [sub] = isNode(node.args) ? list(node.args.value) : [];
    if (!sub || !('ast' in sub)) refuse('unsupported', `${keyword} takes a subquery: ${keyword} (SELECT …)`);
    const text = `${keyword} (${ctx.subquery(sub.ast, scope).sql})`;
    return keyword === 'EXISTS' ? `(${text})` : text;
  }
  // NOT (a IN (…)) arrives as a function named NOT.
  if (keyword === 'NOT') {
    const [arg, ...rest] = isNode(node.args) ? list(node.args.value) : [];
    if (!arg || rest.length) refuse('syntax', 'NOT takes one condition');
    return `(NOT ${expression(arg, scope, ctx)})`;
  }
  const name = allowedName(node, ctx);
  if (!present(node.args) && BARE_FUNCTIONS.has(name) && !present(node.over)) return name.toUpperCase();
  const args = isNode(node.args) ? node.args : { type: 'expr_list', value: [] };
  onlyKeys(args, ['type', 'value'], `${name}()`);
  if (args.type !== 'expr_list') refuse('unsupported', `the arguments of ${name}() could not be read`);
  const values = list(args.value).map((arg) => expression(arg, scope, ctx));
  return `${name}(${values.join(', ')})${over(node.over, scope, ctx)}`;
}

function aggregate(node: Node, scope: Scope, ctx: CheckContext): string {
  onlyKeys(node, ['type', 'name', 'args', 'over', 'filter', 'within_group_orderby'], 'An aggregate');
  const name = allowedName(node, ctx);
  const args = isNode(node.args) ? node.args : refuse('syntax', `${name}() could not be read`);
  onlyKeys(args, ['expr', 'distinct', 'orderby', 'separator', 'parentheses'], `${name}()`);
  const arg = isNode(args.expr) && args.expr.type === 'star' ? star(name) : expression(args.expr, scope, ctx);
  const distinct = present(args.distinct) ? 'DISTINCT ' : '';
  const order = present(args.orderby) ? ` ORDER BY ${orderItems(args.orderby, scope, ctx)}` : '';
  // string_agg(x, ', ' ORDER BY …) in PostgreSQL, group_concat(x ORDER BY … SEPARATOR ', ') in MySQL.
  const sep = isNode(args.separator) ? args.separator : null;
  const delimiter = sep && isNode(sep.delimiter) ? `, ${expression(sep.delimiter, scope, ctx)}` : '';
  const separator = sep && !delimiter ? ` SEPARATOR ${separatorOf(sep, ctx)}` : '';
  const within = present(node.within_group_orderby)
    ? ` WITHIN GROUP (ORDER BY ${orderItems(node.within_group_orderby, scope, ctx)})`
    : '';
  const filter = present(node.filter) ? ` FILTER (WHERE ${filterOf(node.filter, scope, ctx)})` : '';
  return `${name}(${distinct}${arg}${delimiter}${order}${separator})${within}${filter}${over(node.over, scope, ctx)}`;
}

function star(name: string): string {
  if (name !== 'count') refuse('unsupported', `${name}(*) is not a function; only count(*) takes *`);
  return '*';
}

function separatorOf(value: Node, ctx: CheckContext): string {
  const node = value.value;
  if (!isNode(node) || node.type !== 'single_quote_string') refuse('unsupported', 'SEPARATOR takes a string');
  return quoteString(stringValue(node.value, ctx), ctx);
}

function filterOf(value: unknown, scope: Scope, ctx: CheckContext): string {
  const node = isNode(value) ? value : refuse('syntax', 'FILTER could not be read');
  onlyKeys(node, ['keyword', 'parentheses', 'where'], 'FILTER');
  return expression(node.where, scope, ctx);
}

export function orderItems(items: unknown, scope: Scope, ctx: CheckContext): string {
  return list(items)
    .map((item) => {
      onlyKeys(item, ['expr', 'type', 'nulls'], 'An ORDER BY item');
      return `${expression(item.expr, scope, ctx)}${direction(item)}`;
    })
    .join(', ');
}

/** ASC / DESC and NULLS FIRST / LAST of an ORDER BY item, from fixed words only. */
export function direction(item: Node): string {
  const dir = typeof item.type === 'string' ? item.type.toUpperCase() : '';
  if (dir && dir !== 'ASC' && dir !== 'DESC') refuse('unsupported', `ORDER BY … ${dir} is not supported`);
  const nulls = typeof item.nulls === 'string' ? item.nulls.toUpperCase() : '';
  if (nulls && nulls !== 'NULLS FIRST' && nulls !== 'NULLS LAST') refuse('unsupported', `${nulls} is not supported`);
  return `${dir ? ` ${dir}` : ''}${nulls ? ` ${nulls}` : ''}`;
}

/** OVER (PARTITION BY … ORDER BY … frame); a named window is refused. */
function over(value: unknown, scope: Scope, ctx: CheckContext): string {
  if (!present(value)) return '';
  const node = isNode(value) ? value : refuse('unsupported', 'OVER could not be read');
  onlyKeys(node, ['type', 'as_window_specification'], 'OVER');
  const spec = isNode(node.as_window_specification) ? node.as_window_specification : null;
  const inner = spec && isNode(spec.window_specification) ? spec.window_specification : null;
  if (!spec || !inner) return refuse('unsupported', 'named windows are not supported; write OVER (…) in full');
  onlyKeys(spec, ['window_specification', 'parentheses'], 'OVER');
  onlyKeys(inner, ['name', 'partitionby', 'orderby', 'window_frame_clause'], 'OVER');
  if (present(inner.name)) refuse('unsupported', 'named windows are not supported; write OVER (…) in full');
  const parts: string[] = [];
  if (present(inner.partitionby))
    parts.push(
      `PARTITION BY ${list(inner.partitionby)
        .map((item) => {
          onlyKeys(item, ['type', 'expr', 'as'], 'PARTITION BY');
          return expression(item.expr, scope, ctx);
        })
        .join(', ')}`,
    );
  if (present(inner.orderby)) parts.push(`ORDER BY ${orderItems(inner.orderby, scope, ctx)}`);
  if (present(inner.window_frame_clause)) parts.push(frame(inner.window_frame_clause));
  return ` OVER (${parts.join(' ')})`;
}

const FRAME_BOUND = /^(unbounded preceding|unbounded following|current row|\d+ preceding|\d+ following)$/i;

/** ROWS / RANGE frames, rebuilt from fixed words and whole numbers. */
function frame(value: unknown): string {
  const node = isNode(value) ? value : refuse('unsupported', 'the window frame could not be read');
  const bound = (b: unknown): string => {
    const text = isNode(b) ? String(b.value ?? '') : '';
    if (!FRAME_BOUND.test(text.trim())) refuse('unsupported', `the window frame bound ${text} is not supported`);
    return text.trim().replace(/\s+/g, ' ').toUpperCase();
  };
  const unitOf = (u: unknown) => {
    const unit = isNode(u) ? String(u.value ?? '').toUpperCase() : '';
    if (unit !== 'ROWS' && unit !== 'RANGE') refuse('unsupported', 'window frames are ROWS or RANGE');
    return unit;
  };
  if (node.type === 'binary_expr' && String(node.operator).toUpperCase() === 'BETWEEN') {
    const [from, to, ...rest] = isNode(node.right) ? list(node.right.value) : [];
    if (!from || !to || rest.length) refuse('unsupported', 'the window frame could not be read');
    return `${unitOf(node.left)} BETWEEN ${bound(from)} AND ${bound(to)}`;
  }
  if (node.type === 'rows' || node.type === 'range') {
    return `${String(node.type).toUpperCase()} ${bound(node.expr)}`;
  }
  return refuse('unsupported', 'the window frame could not be read; write ROWS BETWEEN … AND …');
}

function cast(node: Node, scope: Scope, ctx: CheckContext): string {
  onlyKeys(node, ['type', 'keyword', 'expr', 'symbol', 'target', 'arrows', 'property'], 'A cast');
  if (present(node.arrows) || present(node.property))
    refuse('unsupported', 'JSON paths after a cast are not supported');
  let out = expression(node.expr, scope, ctx);
  const targets = list(node.target);
  if (!targets.length) refuse('syntax', 'a cast needs a type');
  for (const target of targets) out = `CAST(${out} AS ${typeName(target, ctx)})`;
  return out;
}

function typeName(target: Node, ctx: CheckContext): string {
  onlyKeys(target, ['dataType', 'length', 'scale', 'parentheses', 'suffix'], 'A cast');
  const name = String(target.dataType ?? '')
    .toLowerCase()
    .replace(/\s+/g, ' ');
  const suffix =
    list(target.suffix).length || (typeof target.suffix === 'string' && target.suffix) ? target.suffix : null;
  const type = CAST_TYPES[ctx.dialect].get(name);
  if (!type || suffix)
    refuse(
      'unsupported',
      `casts to ${name || 'this type'} are not allowed; cast to a number, text, date, time, timestamp, boolean or JSON type`,
    );
  if (!present(target.length)) return name.toUpperCase();
  if (!type.sized) refuse('unsupported', `${name} takes no length`);
  const size = [target.length, target.scale].filter((n) => n !== undefined && n !== null).map(numberText);
  if (size.some((s) => !/^\d+$/.test(s))) refuse('unsupported', `the length of ${name} must be a whole number`);
  return `${name.toUpperCase()}(${size.join(', ')})`;
}

function caseWhen(node: Node, scope: Scope, ctx: CheckContext): string {
  onlyKeys(node, ['type', 'expr', 'args', 'parentheses'], 'CASE');
  const subject = present(node.expr) ? ` ${expression(node.expr, scope, ctx)}` : '';
  const parts = list(node.args).map((arg) => {
    if (arg.type === 'when') {
      onlyKeys(arg, ['type', 'cond', 'result'], 'CASE');
      return `WHEN ${expression(arg.cond, scope, ctx)} THEN ${expression(arg.result, scope, ctx)}`;
    }
    if (arg.type === 'else') {
      onlyKeys(arg, ['type', 'result'], 'CASE');
      return `ELSE ${expression(arg.result, scope, ctx)}`;
    }
    return refuse('unsupported', 'CASE could not be read');
  });
  if (!parts.length) refuse('syntax', 'CASE needs a WHEN');
  return `(CASE${subject} ${parts.join(' ')} END)`;
}

function extract(node: Node, scope: Scope, ctx: CheckContext): string {
  onlyKeys(node, ['type', 'args'], 'EXTRACT');
  const args = isNode(node.args) ? node.args : refuse('syntax', 'EXTRACT could not be read');
  onlyKeys(args, ['field', 'source'], 'EXTRACT');
  const field = String(args.field ?? '').toLowerCase();
  if (!TIME_UNITS.has(field)) refuse('unsupported', `EXTRACT(${field} …) is not supported`);
  return `EXTRACT(${field.toUpperCase()} FROM ${expression(args.source, scope, ctx)})`;
}
