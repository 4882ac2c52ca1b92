#!/usr/bin/env node
// Imports databases of the Spider benchmark (Yale LILY, CC BY-SA 4.0), from its dev or its train split, as
// evaluation sets written by other people: the database becomes eval/datasets/<db>.sql (PostgreSQL, tables and
// columns named exactly as the source names them) and the split's questions over it become eval/sets/<db>.json,
// the authors' words unedited, each with its gold SQL translated to PostgreSQL. Then
// `node eval/fill-expected.mjs <db>` writes the expected answers from that SQL.
//
//   node eval/import-spider.mjs [--split dev|train] <spider folder> <db_id> [db_id ...]
//
// The Spider folder is the official download's layout: dev.json (the dev split, the default), train_spider.json
// (the train split) and database/<db_id>/<db_id>.sqlite. Each database's entry in eval/spider-sets.mjs names its
// split (`split: 'train'`; none: dev), and the import refuses a database asked of the other split. A question keeps
// its index in its split's file (`source`: "spider dev #123", "spider train #4711"). Reading the SQLite files needs
// the sqlite3 command-line program (3.33 or later, for -json).
//
// Which questions are kept is decided by the gold result's shape on the loaded data, never by an answer of the
// engine (the rule is in eval/README.md, "Sets written by others"): one number; one column of names (at most 30
// rows); or rows of one label and one number (at most 30). A question whose gold SQL has no PostgreSQL reading
// with the same meaning is left out too (listed in UNTRANSLATABLE with the reason).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { SPIDER_SETS, TRANSLATED, TRANSLATED_TRAIN, UNTRANSLATABLE, UNTRANSLATABLE_TRAIN } from './spider-sets.mjs';
import { formOf, keptKind, lit, pgType, q, tieAtCut, translate, isInt, isNum } from './spider-sql.mjs';

const here = path.dirname(new URL(import.meta.url).pathname);
const args = process.argv.slice(2);
let split = 'dev';
if (args[0] === '--split') [, split] = args.splice(0, 2);
const [spiderDir, ...dbIds] = args;
const SPLITS = {
  dev: { file: 'dev.json', translated: TRANSLATED, untranslatable: UNTRANSLATABLE },
  train: { file: 'train_spider.json', translated: TRANSLATED_TRAIN, untranslatable: UNTRANSLATABLE_TRAIN },
};
if (!spiderDir || !dbIds.length || !SPLITS[split]) {
  console.error('usage: node eval/import-spider.mjs [--split dev|train] <spider folder> <db_id> [db_id ...]');
  process.exit(2);
}
// A question's id is its set's prefix and its number: two sets of one prefix would give two questions one id.
const prefixes = new Map();
for (const [db, meta] of Object.entries(SPIDER_SETS)) {
  if (prefixes.has(meta.prefix)) {
    console.error(`${db} and ${prefixes.get(meta.prefix)} share the prefix '${meta.prefix}': give each its own`);
    process.exit(2);
  }
  prefixes.set(meta.prefix, db);
}
const items = JSON.parse(fs.readFileSync(path.join(spiderDir, SPLITS[split].file), 'utf8'));
const translated = SPLITS[split].translated;
const untranslatable = SPLITS[split].untranslatable;

const sqliteJson = (file, sql) => {
  const out = execFileSync('sqlite3', ['-json', file, sql], { encoding: 'utf8', maxBuffer: 64 << 20 });
  return out.trim() ? JSON.parse(out) : [];
};
/** The dataset script and what the conversion changed, from a Spider SQLite file. */
function convertDatabase(db, file) {
  const notes = [];
  const tables = sqliteJson(
    file,
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY rowid",
  ).map((r) => r.name);
  const info = new Map();
  for (const t of tables) {
    const cols = sqliteJson(file, `PRAGMA table_info(${q(t)})`);
    const rows = sqliteJson(file, `SELECT * FROM ${q(t)}`);
    const fks = sqliteJson(file, `PRAGMA foreign_key_list(${q(t)})`);
    info.set(t, { cols, rows, fks });
  }
  const exactTable = (name) => tables.find((t) => t.toLowerCase() === name.toLowerCase()) ?? name;
  const exactColumn = (table, name) =>
    info.get(exactTable(table))?.cols.find((c) => c.name.toLowerCase() === name.toLowerCase())?.name ?? name;
  const types = new Map();
  for (const t of tables) {
    const { cols, rows } = info.get(t);
    for (const c of cols)
      types.set(
        `${t}.${c.name}`,
        pgType(
          c.type,
          rows.map((r) => r[c.name]),
          notes,
          `${t}.${c.name}`,
        ),
      );
  }
  // A foreign key needs both sides of one type: the referencing column takes the referenced column's type when its
  // values fit it (SQLite let the source declare `text` on one side and `int` on the other).
  for (const t of tables)
    for (const fk of info.get(t).fks) {
      const to = `${exactTable(fk.table)}.${exactColumn(fk.table, fk.to ?? fk.from)}`;
      const from = `${t}.${fk.from}`;
      if (types.get(from) !== types.get(to) && types.has(to)) {
        const want = types.get(to);
        const values = info.get(t).rows.map((r) => r[fk.from]);
        const width = Number(/\((\d+)\)$/.exec(want)?.[1] ?? Infinity);
        const ok = /int/.test(want)
          ? values.every(isInt)
          : /char|text/.test(want)
            ? values.every((v) => v === null || String(v).length <= width)
            : values.every(isNum);
        if (ok) {
          notes.push(`${from}: declared ${types.get(from)}, made ${want} like ${to}, which its foreign key references`);
          types.set(from, want);
        }
      }
    }
  const out = [`-- ${db}: a database of the Spider benchmark's ${split} split, converted by eval/import-spider.mjs.`];
  out.push(`-- Source, licence and what the conversion changed: eval/datasets/${db}.LICENSE.md`, '');
  for (const t of tables) {
    const { cols } = info.get(t);
    const pk = cols.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk);
    const defs = cols.map((c) => `  ${q(c.name)} ${types.get(`${t}.${c.name}`)}${c.notnull ? ' NOT NULL' : ''}`);
    if (pk.length) defs.push(`  PRIMARY KEY (${pk.map((c) => q(c.name)).join(', ')})`);
    out.push(`CREATE TABLE ${q(t)} (\n${defs.join(',\n')}\n);`);
  }
  out.push('');
  for (const t of tables) {
    const { cols, rows } = info.get(t);
    for (let i = 0; i < rows.length; i += 200) {
      // A boolean column kept by SQLite as the numbers 0/1 (hospital_1's PrimaryAffiliation) is given TRUE or FALSE,
      // which PostgreSQL takes where it refuses an integer; text ('T', 'F') goes as written, as PostgreSQL reads it.
      const value = (c, v) =>
        types.get(`${t}.${c.name}`) === 'boolean' && typeof v === 'number' ? (v ? 'TRUE' : 'FALSE') : lit(v);
      const chunk = rows.slice(i, i + 200).map((r) => `(${cols.map((c) => value(c, r[c.name])).join(', ')})`);
      out.push(`INSERT INTO ${q(t)} (${cols.map((c) => q(c.name)).join(', ')}) VALUES\n${chunk.join(',\n')};`);
    }
  }
  out.push('');
  for (const t of tables) {
    const { fks, rows } = info.get(t);
    const seen = new Set();
    // A key of several columns is one reference: the source's rows of one `id` are its parts, in `seq` order.
    const byId = new Map();
    for (const fk of fks) byId.set(fk.id, [...(byId.get(fk.id) ?? []), fk]);
    for (const parts of byId.values()) {
      parts.sort((a, b) => a.seq - b.seq);
      const target = exactTable(parts[0].table);
      const from = parts.map((p) => p.from);
      const to = parts.map((p) => exactColumn(p.table, p.to ?? p.from));
      const key = `${from.join(',')}>${target}.${to.join(',')}`;
      if (seen.has(key)) continue; // the source declares some keys twice
      seen.add(key);
      if (!info.has(target)) {
        notes.push(
          `${t}.${from.join(', ')}: references ${parts[0].table}, which the database does not have; key left out`,
        );
        continue;
      }
      // PostgreSQL references a key only: columns that repeat their values (SQLite let the source point at them) are
      // no key, so the reference is left out.
      const targetPk = info.get(target).cols.filter((c) => c.pk > 0);
      if (targetPk.length !== to.length || !targetPk.every((c) => to.includes(c.name))) {
        notes.push(
          `${t}.${from.join(', ')}: references ${target}.${to.join(', ')}, which is not ${target}'s key; key left out`,
        );
        continue;
      }
      const tuple = (r, cols) => cols.map((c) => String(r[c])).join('\u0000');
      const targetKeys = new Set(info.get(target).rows.map((r) => tuple(r, to)));
      // A row with any part null references nothing (MATCH SIMPLE), as PostgreSQL checks it.
      const orphans = rows.filter((r) => from.every((c) => r[c] !== null) && !targetKeys.has(tuple(r, from))).length;
      // Rows the source holds that break the key stay: NOT VALID keeps the key (schema discovery reads it)
      // without checking the rows already there.
      if (orphans)
        notes.push(`${t}.${from.join(', ')}: ${orphans} rows reference no ${target} row; key declared NOT VALID`);
      out.push(
        `ALTER TABLE ${q(t)} ADD FOREIGN KEY (${from.map(q).join(', ')}) REFERENCES ${q(target)} (${to.map(q).join(', ')})${orphans ? ' NOT VALID' : ''};`,
      );
    }
  }
  const names = new Map(); // lower-case name -> exact spelling, tables and columns
  const tableNames = new Map(tables.map((t) => [t.toLowerCase(), t]));
  // Columns that two tables spell in different cases (store_product: `product.product_id`, `store_product.Product_ID`):
  // a gold SQL naming one is read by the table it means (spider-sql.mjs translate, from each table's `columns`), or
  // translated by hand where the query leaves the table open.
  const columns = new Map(
    tables.map((t) => [t.toLowerCase(), new Map(info.get(t).cols.map((c) => [c.name.toLowerCase(), c.name]))]),
  );
  for (const t of tables) {
    names.set(t.toLowerCase(), t);
    for (const c of info.get(t).cols) {
      const prev = names.get(c.name.toLowerCase());
      // A column may share its name with a table spelt otherwise (match_season.Country, table country): the column's
      // spelling is the one a name outside a table's place means (a table's place reads tableNames).
      const prevIsTable = prev !== undefined && tableNames.get(prev.toLowerCase()) === prev;
      if (prev && prev !== c.name && !prevIsTable) {
        notes.push(`${t}.${c.name}: spelt ${prev} in another table; gold SQL naming it is read by the table it means`);
        continue;
      }
      names.set(c.name.toLowerCase(), c.name);
    }
  }
  return { script: out.join('\n') + '\n', notes, names, tableNames, columns };
}

for (const db of dbIds) {
  const meta = SPIDER_SETS[db];
  if (!meta) throw new Error(`no entry for ${db} in eval/spider-sets.mjs`);
  if ((meta.split ?? 'dev') !== split)
    throw new Error(
      `${db} is a database of Spider's ${meta.split ?? 'dev'} split (eval/spider-sets.mjs), not ${split}`,
    );
  const file = path.join(spiderDir, 'database', db, `${db}.sqlite`);
  const { script, notes, names, tableNames, columns } = convertDatabase(db, file);
  fs.writeFileSync(path.join(here, 'datasets', `${db}.sql`), script);
  const pg = new PGlite();
  await pg.exec(script);
  const questions = [];
  const left = { shape: 0, untranslatable: 0, tie: [] };
  const failed = [];
  let n = 0;
  for (const [index, item] of items.entries()) {
    if (item.db_id !== db) continue;
    const source = `spider ${split} #${index}`;
    if (untranslatable[index]) {
      left.untranslatable++;
      continue;
    }
    let sql;
    try {
      sql = translated[index] ?? translate(item.query, names, tableNames, columns);
    } catch (e) {
      failed.push(
        `${source}: ${e.message}, spelt in two cases by two tables (needs a hand translation)\n  gold: ${item.query}`,
      );
      continue;
    }
    let res;
    try {
      res = await pg.query(sql, [], { rowMode: 'array' });
    } catch (e) {
      failed.push(`${source}: ${e.message}\n  gold: ${item.query}\n  pg:   ${sql}`);
      continue;
    }
    const kept = keptKind(res, sql);
    if (!kept) {
      left.shape++;
      continue;
    }
    if (await tieAtCut(pg, sql)) {
      left.tie.push(index);
      continue;
    }
    n++;
    questions.push({
      id: `${meta.prefix}${String(n).padStart(2, '0')}`,
      form: formOf(item.query),
      question: item.question,
      kind: kept.kind,
      sql: kept.sql,
      source,
      goldSql: item.query,
    });
  }
  await pg.close();
  if (failed.length) {
    // A question whose translation does not run needs a hand translation (TRANSLATED) before the set is written.
    console.error(`${db}: ${failed.length} gold SQL did not run on PostgreSQL:\n${failed.join('\n')}`);
    process.exitCode = 1;
    continue;
  }
  const set = {
    name: db,
    title: meta.title,
    dataset: db,
    system: meta.system,
    now: meta.now,
    schemaStyle: meta.schemaStyle,
    writtenBy: `Spider ${split} split (Yu et al., EMNLP 2018, Yale LILY, CC BY-SA 4.0): questions and gold SQL by the benchmark authors; questions unedited, gold SQL translated to PostgreSQL by eval/import-spider.mjs`,
    questions,
  };
  fs.writeFileSync(path.join(here, 'sets', `${db}.json`), JSON.stringify(set, null, 2) + '\n');
  console.log(
    `${db}: ${questions.length} questions kept, ${left.shape} left out by the shape of their gold result, ${left.untranslatable} with no PostgreSQL reading, ${left.tie.length} whose top-N cut falls in a tie${left.tie.length ? ` (#${left.tie.join(', #')})` : ''}`,
  );
  for (const note of notes) console.log(`  ${note}`);
}
