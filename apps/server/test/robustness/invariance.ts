import type { PGlite } from '@electric-sql/pglite';
import { connectedPglite } from '../../src/modules/engine/testing/eval-set';
import { scoreConversations, type Conversation } from '../../src/modules/engine/testing/score-set';
import { SoeLocal } from '../../src/modules/engine';
import { figuresOf, sameFigures } from './figures';
import { followUpUnder, paraphrasesOf } from './paraphrase';

/** One answered turn: scored as the set scores it, with its figures. */
export interface Outcome {
  id: string;
  question: string;
  pass: boolean;
  figures: number[];
  text: string;
}

/** Prepares a fresh SOE Local on a database connected as a PostgreSQL system and asks every conversation. */
export async function askAll(db: PGlite, systemName: string, conversations: Conversation[], now: Date) {
  const engine = new SoeLocal();
  const system = await connectedPglite(db, systemName, 1);
  await engine.prepare(system);
  return { engine, system, outcomes: await ask(engine, system, conversations, now) };
}

export async function ask(
  engine: SoeLocal,
  system: Awaited<ReturnType<typeof connectedPglite>>,
  conversations: Conversation[],
  now: Date,
): Promise<Outcome[]> {
  const scored = await scoreConversations(engine, system, conversations, now);
  return Promise.all(
    scored.map(async (s) => ({
      id: s.id,
      question: s.question,
      pass: s.pass,
      text: s.text,
      figures: await figuresOf(s.text),
    })),
  );
}

/** A turn answered differently on a variant of the data or of the question: both answers, for the list. */
export interface Difference {
  id: string;
  question: string;
  asked: string;
  base: Outcome;
  other: Outcome;
}

/** Invariant: the same pass or fail, and the same figures. */
export const invariant = (a: Outcome, b: Outcome) => a.pass === b.pass && sameFigures(a.figures, b.figures);

export function differences(base: Outcome[], other: Outcome[]): Difference[] {
  const byId = new Map(other.map((o) => [o.id, o]));
  return base.flatMap((b) => {
    const o = byId.get(b.id);
    return o && invariant(b, o)
      ? []
      : [{ id: b.id, question: b.question, asked: o?.question ?? '', base: b, other: o! }];
  });
}

/** One paraphrased conversation: the rule, its turns as asked, and whether every turn kept its figures. */
export interface ParaphraseOutcome {
  rule: string;
  conversation: string;
  invariant: boolean;
  differences: Difference[];
}

/**
 * Asks every conversation again with its first turn paraphrased by each rule that applies (later turns under the
 * same rule where it applies, else as written); a paraphrase is invariant when every turn gives the original's
 * figures. Paraphrases are about wording, so pass or fail is not compared: the figures are.
 */
export async function askParaphrases(
  engine: SoeLocal,
  system: Awaited<ReturnType<typeof connectedPglite>>,
  conversations: Conversation[],
  base: Outcome[],
  now: Date,
): Promise<ParaphraseOutcome[]> {
  const byId = new Map(base.map((o) => [o.id, o]));
  const out: ParaphraseOutcome[] = [];
  for (const c of conversations) {
    for (const p of paraphrasesOf(c.turns[0].question)) {
      const turns = c.turns.map((t, i) => ({
        ...t,
        question: i === 0 ? p.question : followUpUnder(p.rule, t.question),
      }));
      const answered = await ask(engine, system, [{ id: c.id, turns }], now);
      const diffs = answered
        .filter((a) => !sameFigures(byId.get(a.id)!.figures, a.figures))
        .map((a) => ({
          id: a.id,
          question: byId.get(a.id)!.question,
          asked: a.question,
          base: byId.get(a.id)!,
          other: a,
        }));
      out.push({ rule: p.rule, conversation: c.id, invariant: diffs.length === 0, differences: diffs });
    }
  }
  return out;
}

const pct = (n: number, d: number) => (d ? (100 * n) / d : 100);
export const percent = (n: number, d: number) => `${n}/${d} ${pct(n, d).toFixed(1)} %`;
export const rate = pct;

const firstLine = (text: string) =>
  text
    .replace(/\[(TABLE|CHART):[\s\S]*$/, '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 2)
    .join(' / ')
    .slice(0, 160);
const shortFigures = (f: number[]) => `[${f.slice(0, 6).join(', ')}${f.length > 6 ? `, … ${f.length}` : ''}]`;

/** One line per difference: what was asked, pass/fail and figures on both sides, the start of the other answer. */
export function describeDifference(tag: string, d: Difference): string {
  const side = (o: Outcome) => `${o.pass ? 'PASS' : 'FAIL'} ${shortFigures(o.figures)}`;
  const asked = d.asked && d.asked !== d.question ? ` → "${d.asked}"` : '';
  return `  [${tag}] ${d.id} "${d.question}"${asked}: ${side(d.base)} → ${side(d.other)} :: ${firstLine(d.other.text)}`;
}
