import { NAMING_WORDS } from '../read/keywords';
import { isParticiple } from '../read/lemma';
import type { FilterRef } from './interpretation';

/** Where in the question's tokens a filter was read. */
export interface Placed {
  i: number;
  n: number;
}

/** Words that may stand between 'or' and the condition after it ('or work remotely', 'or are in Sales'). */
const LEAD_WORDS = new Set([
  'are',
  'is',
  'were',
  'was',
  'be',
  'been',
  'have',
  'has',
  'had',
  'do',
  'does',
  'did',
  'work',
  'works',
  'worked',
  'working',
  'live',
  'lives',
  'based',
  'located',
  'in',
  'at',
  'from',
  'with',
  'a',
  'an',
  'the',
  'their',
  'its',
  'who',
  'that',
  'which',
  'whose',
  'of',
  'for',
  'by',
  // ('a height above the average or a number of floors above the average': the figure said as a number of things.)
  'number',
]);

/** A verb's participle ('specialized', 'piloted', 'working'). */
const PARTICIPLE = /^[a-z]{3,}(?:ed|ing)$/;

/**
 * Conditions joined by 'or' ('active employees in Sales or working remotely', 'customers in Brazil or with a
 * Gmail address'): the condition read right before the 'or' and the one right after it form one either-of group,
 * and-ed with the rest of the question ('active' stays a condition of every row). Only lead words such as
 * 'are', 'work', 'in', 'with' may stand between the 'or' and the condition after it, so an 'or' that joins
 * something else ('2 or more') groups nothing. Two values of one column become one IN list later as before.
 * Marks the filters in place; returns how many groups it made.
 */
export function groupEither(
  tokens: string[],
  placed: Map<FilterRef, Placed>,
  inMention: (i: number) => boolean,
  /** Called when 'either' is said but no group's first side starts at it: the sides read are not the ones said. */
  onLoose?: () => void,
): number {
  const entries = [...placed.entries()].sort((a, b) => a[1].i - b[1].i);
  let next = Math.max(0, ...entries.map(([f]) => f.either ?? 0)) + 1;
  let groups = 0;
  for (let k = 0; k < tokens.length; k++) {
    if (tokens[k] !== 'or' || inMention(k)) continue;
    // The nearest condition ending before the 'or', with at most one lead word between ('in Sales or …').
    const left = entries
      .filter(([, p]) => p.i + p.n <= k && onlyLeadWords(tokens, p.i + p.n, k, 1))
      .sort((a, b) => b[1].i + b[1].n - (a[1].i + a[1].n))[0];
    // The nearest condition starting after it, with lead words only in between ('or work remotely'); or, within
    // five words, lead words, the words naming what the condition is on and a verb's participle ('or in the airport
    // named Billund Airport', 'or are specialized in by physician John Wen').
    const right = entries
      .filter(
        ([, p]) =>
          p.i > k &&
          (onlyLeadWords(tokens, k + 1, p.i, 3, inMention) ||
            onlyLeadWords(
              tokens,
              k + 1,
              p.i,
              5,
              // ('or sung in English': an irregular participle too.)
              (j) =>
                inMention(j) || NAMING_WORDS.has(tokens[j]) || PARTICIPLE.test(tokens[j]) || isParticiple(tokens[j]),
            )),
      )
      .sort((a, b) => a[1].i - b[1].i)[0];
    if (!left || !right) continue;
    // 'do not have allergy to food or animal': a negation before the first of two values of one column holds for
    // both ('neither'), so the two are two negated conditions, and-ed, not an either-of group.
    const [lf, rf] = [left[0], right[0]];
    if (lf.kind === 'value' && rf.kind === 'value' && lf.negate && !rf.negate && sameTarget(lf, rf)) {
      rf.negate = true;
      groups++;
      continue;
    }
    const id = left[0].either ?? right[0].either ?? next++;
    // 'in East Julianaside, Texas or in Gleasonmouth, Arizona': conditions side by side, on the same columns in the
    // same order on both sides of the 'or', make two sides (city and state each), not one group of the nearest two.
    const leftRun = adjacentRun(entries, left, -1);
    const rightRun = adjacentRun(entries, right, 1);
    if (
      leftRun.length >= 2 &&
      leftRun.length === rightRun.length &&
      leftRun.every((x, j) => sameTarget(x[0], rightRun[j][0]))
    ) {
      for (const [f] of leftRun) Object.assign(f, { either: id, side: 0 });
      for (const [f] of rightRun) Object.assign(f, { either: id, side: 1 });
      groups++;
      continue;
    }
    // 'either in division AS or in division EN and in building NEB': after 'either … or', conditions the right side
    // goes on with by 'and' are that side's too ('either' marks where the left side starts; without it the 'and'
    // holds for both).
    // 'either female and in city BAL or male and under 20': so do conditions the left side is joined by 'and' from
    // 'either' on (each side the conditions of its own 'and's).
    const head = andRunBefore(entries, left, tokens, inMention);
    const either = eitherBefore(tokens, head[0][1].i, inMention);
    const tail = either ? andRun(entries, right, tokens, inMention) : [];
    if (either && head.length + tail.length > 2 && ![...head, ...tail].some(([f]) => f.either)) {
      for (const [f] of head) Object.assign(f, { either: id, side: 0 });
      for (const [f] of tail) Object.assign(f, { either: id, side: 1 });
      groups++;
      continue;
    }
    // ('either female and in town BAL or male and under 20' read as the two conditions nearest the 'or' only.)
    const saidEither = tokens.lastIndexOf('either', k);
    if (saidEither >= 0 && saidEither < left[1].i && !eitherBefore(tokens, left[1].i, inMention)) onLoose?.();
    // Conditions read from one span (a value and its column) are one side.
    for (const [f, p] of entries)
      if ((p.i === left[1].i && p.n === left[1].n) || (p.i === right[1].i && p.n === right[1].n)) f.either = id;
    groups++;
  }
  return groups;
}

type Entry = [FilterRef, Placed];

/** Whether 'either' stands right before the condition starting at `i`, lead words aside ('either in division AS'). */
function eitherBefore(tokens: string[], i: number, inMention: (i: number) => boolean): boolean {
  for (let k = i - 1; k >= 0 && k >= i - 4; k--) {
    if (tokens[k] === 'either') return true;
    if (!LEAD_WORDS.has(tokens[k]) && !inMention(k)) return false;
  }
  return false;
}

/** `start` and the conditions after it, each joined to the one before by 'and' (lead words aside), in order. */
function andRun(entries: Entry[], start: Entry, tokens: string[], inMention: (i: number) => boolean): Entry[] {
  const run = [start];
  for (;;) {
    const cur = run[run.length - 1][1];
    const end = cur.i + cur.n;
    const next = entries
      .filter(([, p]) => p.i > end && tokens[end] === 'and' && onlyLeadWords(tokens, end + 1, p.i, 3, inMention))
      .sort((a, b) => a[1].i - b[1].i)[0];
    if (!next) return run;
    run.push(next);
  }
}

/** `end` and the conditions before it, each joined to the next by 'and' (lead words aside), in order. */
function andRunBefore(entries: Entry[], end: Entry, tokens: string[], inMention: (i: number) => boolean): Entry[] {
  const run = [end];
  for (;;) {
    const cur = run[0][1];
    const prev = entries
      .filter(([, p]) => {
        const after = p.i + p.n;
        return after < cur.i && tokens[after] === 'and' && onlyLeadWords(tokens, after + 1, cur.i, 3, inMention);
      })
      .sort((a, b) => b[1].i - a[1].i)[0];
    if (!prev) return run;
    run.unshift(prev);
  }
}

/** The conditions read right beside `start`, one after the other with no word between, towards `dir`, in order. */
function adjacentRun(entries: Entry[], start: Entry, dir: 1 | -1): Entry[] {
  const run = [start];
  for (;;) {
    const cur = run[dir === 1 ? run.length - 1 : 0][1];
    const next = entries.find(([, p]) => (dir === 1 ? p.i === cur.i + cur.n : p.i + p.n === cur.i));
    if (!next) return run;
    if (dir === 1) run.push(next);
    else run.unshift(next);
  }
}

/** Whether two conditions test the same column (values of one column, or the same kind of test elsewhere). */
function sameTarget(a: FilterRef, b: FilterRef): boolean {
  if (a.kind === 'value' && b.kind === 'value')
    return a.hits.some((x) => b.hits.some((y) => x.entity === y.entity && x.columns.join() === y.columns.join()));
  return false;
}

/**
 * Whether only lead words stand between `from` and `to` (at most `max`); with `named`, also the words of a name the
 * condition's value goes with ('or in division EN': the column said before its value).
 */
function onlyLeadWords(
  tokens: string[],
  from: number,
  to: number,
  max: number,
  named?: (i: number) => boolean,
): boolean {
  if (to - from > max) return false;
  for (let k = from; k < to; k++) if (!LEAD_WORDS.has(tokens[k]) && !named?.(k)) return false;
  return true;
}
