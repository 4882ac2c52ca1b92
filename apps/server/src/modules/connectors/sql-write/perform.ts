import { ConnectorError, type OperationResult } from '../connector';
import type { Literal } from '../query';
import type { SchemaEntity } from '../schema';
import { keyText, type FieldValue, type RecordWrite } from './record-ops';
import { displayValue, sameValue, type BoundValue } from './values';

/**
 * Runs a checked RecordWrite inside a transaction the dialect opened (read
 * write, statement timeout). Identifiers are quoted by the dialect, every
 * value is a bound parameter. Update and delete lock and read the row first,
 * so the result carries the row before and after; anything but exactly one
 * affected row throws, and the dialect rolls the transaction back.
 */

export type Row = Record<string, Literal>;

export interface WriteTx {
  run(
    sql: string,
    params: unknown[],
  ): Promise<{ rows: Record<string, unknown>[]; affected: number; insertId?: number }>;
}

export interface WriteDialect {
  quote(name: string): string;
  /** Placeholder for the n-th (1-based) parameter. */
  param(n: number): string;
  /**
   * Every write statement ends in RETURNING (PostgreSQL), so the rows returned
   * are the rows affected; otherwise the driver reports the count and the row
   * is read again.
   */
  returning: boolean;
  /** The driver's form of a bound value (e.g. timestamps as Date for MySQL). */
  bind?(value: FieldValue): unknown;
}

export interface RecordOutcome {
  before: Row | null;
  after: Row | null;
}

export type RecordWriteResult = OperationResult & { record: RecordOutcome };

function tableRef(d: WriteDialect, e: SchemaEntity): string {
  return e.namespace ? `${d.quote(e.namespace)}.${d.quote(e.table)}` : d.quote(e.table);
}

const columnList = (d: WriteDialect, e: SchemaEntity) => e.fields.map((f) => d.quote(f.name)).join(', ');

function toRow(e: SchemaEntity, raw: Record<string, unknown>): Row {
  return Object.fromEntries(e.fields.map((f) => [f.name, displayValue(f, raw[f.name])]));
}

class Params {
  readonly values: unknown[] = [];
  constructor(private readonly d: WriteDialect) {}
  add(v: FieldValue): string {
    this.values.push(this.d.bind ? this.d.bind(v) : v.value);
    return this.d.param(this.values.length);
  }
}

function where(d: WriteDialect, key: FieldValue[], p: Params): string {
  return key.map((k) => `${d.quote(k.field.name)} = ${p.add(k)}`).join(' AND ');
}

async function readRow(
  tx: WriteTx,
  d: WriteDialect,
  e: SchemaEntity,
  key: FieldValue[],
  lock: boolean,
): Promise<Row | null> {
  const p = new Params(d);
  const sql = `SELECT ${columnList(d, e)} FROM ${tableRef(d, e)} WHERE ${where(d, key, p)}${lock ? ' FOR UPDATE' : ''}`;
  const { rows } = await tx.run(sql, p.values);
  if (rows.length > 1)
    throw new ConnectorError(`More than one ${e.table} row has ${keyText(key)}; nothing was changed.`, 'query');
  return rows.length ? toRow(e, rows[0]!) : null;
}

function exactlyOne(affected: number, e: SchemaEntity, what: string) {
  if (affected !== 1)
    throw new ConnectorError(
      `The ${what} would have affected ${affected} rows of ${e.name} instead of one, so nothing was changed.`,
      'query',
    );
}

function checkExpected(w: RecordWrite, before: Row) {
  for (const [name, value] of Object.entries(w.expected ?? {})) {
    if (!sameValue(before[name] ?? null, value)) {
      throw new ConnectorError(
        `The record changed since the preview (${name} is now ${JSON.stringify(before[name] ?? null)}), so nothing was changed. Ask again to see the current values.`,
        'query',
      );
    }
  }
}

export async function performRecordWrite(tx: WriteTx, d: WriteDialect, w: RecordWrite): Promise<RecordWriteResult> {
  const e = w.entity;
  const table = tableRef(d, e);
  const returning = d.returning ? ` RETURNING ${columnList(d, e)}` : '';
  if (w.action === 'create') {
    const p = new Params(d);
    const placeholders = w.values.map((v) => p.add(v));
    const sql = `INSERT INTO ${table} (${w.values.map((v) => d.quote(v.field.name)).join(', ')}) VALUES (${placeholders.join(', ')})${returning}`;
    const res = await tx.run(sql, p.values);
    exactlyOne(res.affected, e, 'insert');
    let after: Row | null = d.returning ? toRow(e, res.rows[0] ?? {}) : null;
    if (!after) {
      // Read the new row back by its key: the given key columns, or the one auto-increment key.
      const given = e.primaryKey.map((k) => w.values.find((v) => v.field.name === k));
      const pk = e.fields.find((f) => f.name === e.primaryKey[0])!;
      const key = given.every(Boolean)
        ? (given as FieldValue[])
        : e.primaryKey.length === 1 && res.insertId
          ? [{ field: pk, value: res.insertId as BoundValue }]
          : null;
      after = key ? await readRow(tx, d, e, key, false) : null;
    }
    return outcome(e, 'Created', w, { before: null, after });
  }

  const before = await readRow(tx, d, e, w.key, true);
  if (!before) throw new ConnectorError(`${e.name} has no row with ${keyText(w.key)}.`, 'query');
  checkExpected(w, before);
  if (w.action === 'delete') {
    const p = new Params(d);
    const res = await tx.run(`DELETE FROM ${table} WHERE ${where(d, w.key, p)}${returning}`, p.values);
    exactlyOne(res.affected, e, 'delete');
    return outcome(e, 'Deleted', w, { before, after: null });
  }
  const p = new Params(d);
  const set = w.values.map((v) => `${d.quote(v.field.name)} = ${p.add(v)}`).join(', ');
  const res = await tx.run(`UPDATE ${table} SET ${set} WHERE ${where(d, w.key, p)}${returning}`, p.values);
  exactlyOne(res.affected, e, 'update');
  const after = d.returning ? toRow(e, res.rows[0] ?? {}) : await readRow(tx, d, e, w.key, false);
  return outcome(e, 'Updated', w, { before, after });
}

function outcome(e: SchemaEntity, verb: string, w: RecordWrite, record: RecordOutcome): RecordWriteResult {
  const row = record.after ?? record.before;
  const keyRow = row ? e.primaryKey.map((k) => `${k} = ${row[k]}`).join(', ') : keyText(w.key);
  const changes =
    w.action === 'update' && record.before && record.after
      ? `: ${w.values.map((v) => `${v.field.name} ${JSON.stringify(record.before![v.field.name])} → ${JSON.stringify(record.after![v.field.name])}`).join(', ')}`
      : '';
  const text = `${verb} the ${e.table} row with ${keyRow}${changes}.`;
  return { text, ...(row ? { columns: Object.keys(row), rows: [row] } : {}), record };
}
