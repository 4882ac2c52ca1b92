// Reads the question sets in eval/sets/. A set file is JSON:
//
//   { "name": "hr", "title": "…", "dataset": "hr", "system": "People HR", "now": "2026-11-22T12:00:00Z",
//     "questions": [
//       { "id": "hr02", "form": "count-flag", "question": "How many active employees work remotely?",
//         "kind": "scalar", "sql": "SELECT count(*) FROM …", "value": 87 },
//       { "id": "hr40", "form": "follow-up", "turns": [
//           { "question": "How many people did we hire in 2025?", "kind": "scalar", "sql": "…", "value": 31 },
//           { "question": "and in 2024?", "follow": "period", "kind": "scalar", "sql": "…", "value": 28 } ] } ] }
//
// A question with `turns` is a conversation: its turns are asked one after the other in the same conversation,
// and each turn is scored on its own (a set's total counts turns). `kind` and the expected fields are the
// scorer's (score.mjs): scalar → value; list → labels; set, ranked, values → rows of [label, number].
// `sql` says how the expected answer is derived; fill-expected.mjs runs it on the dataset and writes the
// expected fields. `dataset` names eval/datasets/<dataset>.sql; `now` is the date relative periods are read at.
import fs from 'node:fs';
import path from 'node:path';

export const evalDir = path.dirname(new URL(import.meta.url).pathname);
export const setsDir = path.join(evalDir, 'sets');
export const datasetsDir = path.join(evalDir, 'datasets');

/** Every set in eval/sets/, by file name order. */
export function loadSets() {
  return fs
    .readdirSync(setsDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => loadSet(path.join(setsDir, f)));
}

export function loadSet(file) {
  const set = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!set.name || !set.dataset || !Array.isArray(set.questions))
    throw new Error(`${file}: a set needs name, dataset and questions`);
  return { ...set, file };
}

/**
 * The conversations of a set, in order: a single question is a conversation of one turn.
 * Each turn carries its id (the question's id, or `<id>.<n>` for the n-th turn of a conversation).
 */
export function conversations(set) {
  return set.questions.map((q) => {
    if (Array.isArray(q.turns))
      return {
        id: q.id,
        form: q.form,
        turns: q.turns.map((t, i) => ({
          ...t,
          id: `${q.id}.${i + 1}`,
          form: i === 0 ? q.form : `follow-up:${t.follow ?? 'other'}`,
        })),
      };
    return { id: q.id, form: q.form, turns: [{ ...q }] };
  });
}

/** The number of scored answers in a set (turns count one each). */
export const turnCount = (set) => conversations(set).reduce((n, c) => n + c.turns.length, 0);

/** Loads a dataset file as psql would run it, without its database switching lines. */
export function datasetSql(name) {
  return fs
    .readFileSync(path.join(datasetsDir, `${name}.sql`), 'utf8')
    .split('\n')
    .filter((l) => !/^\s*(DROP DATABASE|CREATE DATABASE|\\c )/i.test(l))
    .join('\n');
}
