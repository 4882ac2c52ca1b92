#!/usr/bin/env node
// Fills in the expected answers of the question sets from their SQL: loads each set's dataset into an
// in-memory PGlite, runs every question's (and every turn's) `sql`, and writes the result into the set file
// (value, labels or rows, by kind). Questions without `sql` (the Chinook set) keep their expected fields.
//
//   node eval/fill-expected.mjs [set ...]       (default: every set with SQL)
//
// It warns about answers a scorer cannot judge well: empty results, lists longer than 30 names, and ranked
// answers whose last row ties with the next one.
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { conversations, datasetSql, loadSets } from './sets.mjs';

const only = process.argv.slice(2);
const round = (v) => (Number.isInteger(v) ? v : Math.round(v * 1e6) / 1e6);

for (const set of loadSets()) {
  if (only.length && !only.includes(set.name)) continue;
  const items = conversations(set).flatMap((c) => c.turns);
  if (!items.some((t) => t.sql)) continue;
  const db = new PGlite();
  await db.exec(datasetSql(set.dataset));
  const filled = new Map();
  for (const t of items) {
    if (!t.sql) continue;
    const res = await db.query(t.sql, [], { rowMode: 'array' });
    const rows = res.rows;
    const warn = (m) => console.warn(`${set.name} ${t.id}: ${m}`);
    if (!rows.length || rows[0][0] === null) warn('empty result');
    let expected;
    if (t.kind === 'scalar') expected = { value: round(Number(rows[0]?.[0])) };
    else if (t.kind === 'list') {
      expected = { labels: rows.map((r) => String(r[0])) };
      if (rows.length > 30) warn(`${rows.length} names in a list`);
    } else {
      expected = { rows: rows.map((r) => [String(r[0]), round(Number(r[1]))]) };
      if (t.kind === 'ranked' && /\blimit\s+(\d+)\s*;?\s*$/i.test(t.sql)) {
        const all = await db.query(t.sql.replace(/\blimit\s+\d+\s*;?\s*$/i, ''), [], { rowMode: 'array' });
        const n = rows.length;
        if (all.rows.length > n && Number(all.rows[n][1]) === Number(rows[n - 1][1]))
          warn(`tie at the cut (${rows[n - 1][0]} and ${all.rows[n][0]})`);
      }
    }
    filled.set(t.id, expected);
  }
  await db.close();
  const apply = (q, id) => {
    if (!q.sql) return q;
    const { value: _v, labels: _l, rows: _r, ...rest } = q;
    return { ...rest, ...filled.get(id) };
  };
  const questions = set.questions.map((q) =>
    Array.isArray(q.turns) ? { ...q, turns: q.turns.map((t, i) => apply(t, `${q.id}.${i + 1}`)) } : apply(q, q.id),
  );
  const { file, ...body } = set;
  fs.writeFileSync(file, JSON.stringify({ ...body, questions }, null, 2) + '\n');
  console.log(`${set.name}: ${filled.size} expected answers written`);
}
