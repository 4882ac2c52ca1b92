import { PGlite } from '@electric-sql/pglite';
import {
  canonicalOfOriginal,
  dumpRows,
  qualified,
  quoteIdent as q,
  type LogicalColumn,
  type LogicalModel,
  type LogicalTable,
} from './model';
import { abbreviate, camel, shortName, snake } from './words';

/**
 * One physical encoding of a dataset's logical data: how names are spelt, and how flags, dates, foreign keys and
 * the main fact table are stored. The variants are spread over the six encodings so that each is used at least
 * twice and no two encodings share all of them (flags: boolean 1,4 / 0-1 2,5 / Y-N 3,6; dates: date 1,5 /
 * timestamp 2,6 / text 3,4; keys undeclared 3,4,5; fact partitioned by month 2,4,6).
 */
export interface Encoding {
  id: string;
  label: string;
  table(t: LogicalTable): string;
  column(t: LogicalTable, c: LogicalColumn): string;
  /** 'original': as the original stores each column (boolean or Y/N; date or timestamp). */
  flags: 'original' | 'boolean' | 'int01' | 'yn';
  dates: 'original' | 'date' | 'timestamp' | 'text';
  foreignKeys: 'declared' | 'undeclared';
  partitionFact: boolean;
}

/** The prefixed encoding's column: the table's short name first, replacing the table's own word when it leads. */
function prefixedColumn(t: LogicalTable, c: LogicalColumn): string {
  const short = shortName(t.words);
  const words = [...c.words];
  if (words[0] === short) return snake(words);
  const own = t.words.at(-1)!;
  if (words.length > 1 && (words[0] === own || `${words[0]}s` === own)) words.shift();
  return snake([short, ...words]);
}

export const ENCODINGS: Encoding[] = [
  {
    id: 'snake',
    label: 'snake_case',
    table: (t) => snake(t.words),
    column: (_t, c) => snake(c.words),
    flags: 'boolean',
    dates: 'date',
    foreignKeys: 'declared',
    partitionFact: false,
  },
  {
    id: 'camel',
    label: 'quoted camelCase',
    table: (t) => camel(t.words),
    column: (_t, c) => camel(c.words),
    flags: 'int01',
    dates: 'timestamp',
    foreignKeys: 'declared',
    partitionFact: true,
  },
  {
    id: 'lowercamel',
    label: 'unquoted camelCase (lower-cased, run together)',
    table: (t) => t.words.join(''),
    column: (_t, c) => c.words.join(''),
    flags: 'yn',
    dates: 'text',
    foreignKeys: 'undeclared',
    partitionFact: false,
  },
  {
    id: 'prefixed',
    label: 'table prefix t_ and column prefixes',
    table: (t) => `t_${snake(t.words)}`,
    column: prefixedColumn,
    flags: 'boolean',
    dates: 'text',
    foreignKeys: 'undeclared',
    partitionFact: true,
  },
  {
    id: 'abbrev',
    label: 'abbreviated names',
    table: (t) => snake(t.words.map(abbreviate)),
    column: (_t, c) => snake(c.words.map(abbreviate)),
    flags: 'int01',
    dates: 'date',
    foreignKeys: 'undeclared',
    partitionFact: false,
  },
  {
    id: 'upper',
    label: 'quoted UPPER_SNAKE',
    table: (t) => snake(t.words).toUpperCase(),
    column: (_t, c) => snake(c.words).toUpperCase(),
    flags: 'yn',
    dates: 'timestamp',
    foreignKeys: 'declared',
    partitionFact: true,
  },
];

/**
 * Probes that change one thing of the original at a time (its own names, one variant), to lay a difference at one
 * variant's door; `original` changes nothing and checks the harness itself (rebuilt, the original answers alike).
 */
const originalNames = { table: (t: LogicalTable) => t.name, column: (_t: LogicalTable, c: LogicalColumn) => c.name };
const probe = (id: string, label: string, change: Partial<Encoding>): Encoding => ({
  id,
  label,
  ...originalNames,
  flags: 'original',
  dates: 'original',
  foreignKeys: 'declared',
  partitionFact: false,
  ...change,
});
export const PROBES: Encoding[] = [
  probe('original', 'original, rebuilt', {}),
  probe('flags-int01', 'original names, flags 0/1', { flags: 'int01' }),
  probe('flags-yn', 'original names, flags Y/N', { flags: 'yn' }),
  probe('dates-timestamp', 'original names, dates as timestamp', { dates: 'timestamp' }),
  probe('dates-text', 'original names, dates as ISO text', { dates: 'text' }),
  probe('keys-undeclared', 'original names, foreign keys undeclared', { foreignKeys: 'undeclared' }),
  probe('fact-partitioned', 'original names, fact partitioned by month', { partitionFact: true }),
  // The names that changed answers when the suite was written; snake_case, camelCase and UPPER_SNAKE names alone
  // changed none (their encodings above tell if that changes).
  ...ENCODINGS.filter((e) => ['lowercamel', 'prefixed', 'abbrev'].includes(e.id)).map((e) =>
    probe(`names-${e.id}`, `${e.label}, names only`, { table: e.table, column: e.column }),
  ),
];

/** How an encoding stores a flag or a date column, 'original' resolved per column. */
const flagOf = (c: LogicalColumn, enc: Encoding) =>
  enc.flags === 'original' ? (c.flagForm === 'yn' ? 'yn' : 'boolean') : enc.flags;
const dateOf = (c: LogicalColumn, enc: Encoding) =>
  enc.dates === 'original' ? (c.sqlType === 'date' ? 'date' : 'timestamp') : enc.dates;

/** The physical names of every table and column under an encoding; throws when two would collide. */
export function namesOf(model: LogicalModel, enc: Encoding) {
  const tables = new Map<LogicalTable, string>();
  const columns = new Map<LogicalColumn, string>();
  const seen = new Set<string>();
  for (const t of model.tables) {
    const name = enc.table(t);
    if (seen.has(`${t.schema}.${name}`)) throw new Error(`${enc.id}: table ${t.schema}.${name} twice`);
    seen.add(`${t.schema}.${name}`);
    tables.set(t, name);
    const inTable = new Set<string>();
    for (const c of t.columns) {
      const cn = enc.column(t, c);
      if (inTable.has(cn)) throw new Error(`${enc.id}: column ${name}.${cn} twice`);
      inTable.add(cn);
      columns.set(c, cn);
    }
  }
  const col = (t: LogicalTable, name: string) => columns.get(t.columns.find((c) => c.name === name)!)!;
  return { table: (t: LogicalTable) => tables.get(t)!, column: (c: LogicalColumn) => columns.get(c)!, col };
}

function typeOf(c: LogicalColumn, enc: Encoding): string {
  if (c.kind === 'flag') return { boolean: 'boolean', int01: 'smallint', yn: 'char(1)' }[flagOf(c, enc)];
  if (c.kind === 'date') return { date: 'date', timestamp: 'timestamp', text: 'varchar(10)' }[dateOf(c, enc)];
  return c.sqlType;
}

/** The SQL turning a canonical JSON cell (x->>i) into the encoding's stored value. */
function fromCanonical(c: LogicalColumn, enc: Encoding, cell: string): string {
  if (c.kind === 'flag') {
    const b = `(${cell})::boolean`;
    if (flagOf(c, enc) === 'int01') return `CASE ${b} WHEN true THEN 1 WHEN false THEN 0 END`;
    if (flagOf(c, enc) === 'yn') return `CASE ${b} WHEN true THEN 'Y' WHEN false THEN 'N' END`;
    return b;
  }
  if (c.kind === 'date') return dateOf(c, enc) === 'text' ? cell : `(${cell})::${dateOf(c, enc)}`;
  return `(${cell})::${c.sqlType}`;
}

/** The SQL reading an encoded column back in its canonical form, to check the encoding kept the data. */
function toCanonical(c: LogicalColumn, enc: Encoding, col: string): string {
  if (c.kind === 'flag') return { boolean: col, int01: `(${col} = 1)`, yn: `(${col} = 'Y')` }[flagOf(c, enc)];
  if (c.kind === 'date')
    return dateOf(c, enc) === 'text'
      ? col
      : dateOf(c, enc) === 'timestamp'
        ? `CASE WHEN ${col}::time = '00:00' THEN to_char(${col}, 'YYYY-MM-DD') END`
        : `to_char(${col}, 'YYYY-MM-DD')`;
  return `${col}::text`;
}

/** Month starts covering a fact column's values, for the monthly partitions. */
async function monthsOf(original: PGlite, t: LogicalTable, c: LogicalColumn): Promise<string[]> {
  const r = await original.query<{ m: string }>(
    `SELECT to_char(d, 'YYYY-MM-DD') AS m FROM generate_series(
       (SELECT date_trunc('month', min(${q(c.name)})) FROM ${qualified(t.schema, t.name)}),
       (SELECT date_trunc('month', max(${q(c.name)})) FROM ${qualified(t.schema, t.name)}) + interval '1 month',
       interval '1 month') d`,
  );
  return r.rows.map((x) => x.m);
}

/** The DDL of an encoding: schemas, tables (the fact partitioned by month when asked), keys. */
export async function ddlOf(original: PGlite, model: LogicalModel, enc: Encoding): Promise<string[]> {
  const names = namesOf(model, enc);
  const fact = enc.partitionFact ? model.fact : null;
  const out = [...new Set(model.tables.map((t) => t.schema))]
    .filter((s) => s !== 'public')
    .map((s) => `CREATE SCHEMA ${q(s)}`);
  for (const t of model.tables) {
    const table = qualified(t.schema, names.table(t));
    const isFact = fact?.table === t;
    const defs = t.columns.map((c) => `${q(names.column(c))} ${typeOf(c, enc)}${c.notNull ? ' NOT NULL' : ''}`);
    // A partitioned table's keys must hold its partition column: the fact's key gains the date.
    const keyOf = (cols: string[]) => (isFact && !cols.includes(fact.column.name) ? [...cols, fact.column.name] : cols);
    if (t.primaryKey.length)
      defs.push(
        `PRIMARY KEY (${keyOf(t.primaryKey)
          .map((k) => q(names.col(t, k)))
          .join(', ')})`,
      );
    for (const u of t.uniques)
      defs.push(
        `UNIQUE (${keyOf(u)
          .map((k) => q(names.col(t, k)))
          .join(', ')})`,
      );
    out.push(
      `CREATE TABLE ${table} (${defs.join(', ')})${isFact ? ` PARTITION BY RANGE (${q(names.column(fact.column))})` : ''}`,
    );
    if (isFact) {
      const months = await monthsOf(original, t, fact.column);
      const bound = (m: string) => `'${m}'`;
      for (let i = 0; i + 1 < months.length; i++)
        out.push(
          `CREATE TABLE ${qualified(t.schema, `${names.table(t)}_${months[i].slice(0, 7).replace('-', '_')}`)}` +
            ` PARTITION OF ${table} FOR VALUES FROM (${bound(months[i])}) TO (${bound(months[i + 1])})`,
        );
    }
  }
  if (enc.foreignKeys === 'declared')
    for (const fk of model.foreignKeys) {
      // A key pointing at the partitioned fact would need the partition column too: left undeclared, as schemas do.
      if (fact && fk.to === fact.table) continue;
      out.push(
        `ALTER TABLE ${qualified(fk.from.schema, names.table(fk.from))} ADD FOREIGN KEY (${fk.columns
          .map((c) => q(names.col(fk.from, c)))
          .join(', ')}) REFERENCES ${qualified(fk.to.schema, names.table(fk.to))} (${fk.refColumns
          .map((c) => q(names.col(fk.to, c)))
          .join(', ')})`,
      );
    }
  return out;
}

/** Canonical rows of every table of the original, by table: what every encoding must hold. */
export async function canonicalDump(original: PGlite, model: LogicalModel): Promise<Map<LogicalTable, string>> {
  const out = new Map<LogicalTable, string>();
  for (const t of model.tables)
    out.set(t, await dumpRows(original, qualified(t.schema, t.name), t.columns.map(canonicalOfOriginal)));
  return out;
}

/**
 * Builds an encoding in `db` (emptied first, so one PGlite serves every encoding of a dataset) from the canonical
 * rows; foreign keys are added after the rows.
 */
export async function buildEncoding(
  db: PGlite,
  original: PGlite,
  model: LogicalModel,
  rows: Map<LogicalTable, string>,
  enc: Encoding,
): Promise<void> {
  const names = namesOf(model, enc);
  const ddl = await ddlOf(original, model, enc);
  const fks = ddl.filter((s) => s.startsWith('ALTER TABLE'));
  const schemas = await db.query<{ s: string }>(
    `SELECT nspname AS s FROM pg_namespace WHERE nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
       AND nspname NOT LIKE 'pg\\_%'`,
  );
  await db.exec(
    [
      ...schemas.rows.map((r) => `DROP SCHEMA ${q(r.s)} CASCADE`),
      'CREATE SCHEMA public',
      ...ddl.filter((s) => !fks.includes(s)),
    ].join(';\n'),
  );
  for (const t of model.tables) {
    const cols = t.columns.map((c) => q(names.column(c))).join(', ');
    const vals = t.columns.map((c, i) => fromCanonical(c, enc, `x->>${i}`)).join(', ');
    await db.query(
      `INSERT INTO ${qualified(t.schema, names.table(t))} (${cols}) SELECT ${vals} FROM jsonb_array_elements($1::jsonb) x`,
      [rows.get(t)!],
    );
  }
  if (fks.length) await db.exec(fks.join(';\n'));
  // No ANALYZE: the original is loaded without one, and discovery reads the planner's row estimates.
}

/** An encoding's rows read back in canonical form, by table, to compare with the original's. */
export async function readBack(db: PGlite, model: LogicalModel, enc: Encoding): Promise<Map<LogicalTable, string>> {
  const names = namesOf(model, enc);
  const out = new Map<LogicalTable, string>();
  for (const t of model.tables)
    out.set(
      t,
      await dumpRows(
        db,
        qualified(t.schema, names.table(t)),
        t.columns.map((c) => toCanonical(c, enc, q(names.column(c)))),
      ),
    );
  return out;
}
