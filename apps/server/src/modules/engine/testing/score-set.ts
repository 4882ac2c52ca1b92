import type { EngineAnswer, EngineSystem, SoeLocal } from '../soe-local';

type Scorer = (expected: ExpectedAnswer, answer: string) => { pass: boolean; why?: string };
/** The evaluation's scorer (eval/score.mjs at the repository's root), loaded by URL as it is plain JS. */
const SCORER_URL = new URL('../../../../../../eval/score.mjs', import.meta.url).href;
type Stance = (answer: string) => 'hedged' | 'refused' | 'fact';
let scorer: Promise<{ score: Scorer; stance: Stance }> | null = null;
function loadScoring(): Promise<{ score: Scorer; stance: Stance }> {
  scorer ??= import(SCORER_URL) as Promise<{ score: Scorer; stance: Stance }>;
  return scorer;
}
export async function loadScorer(): Promise<Scorer> {
  return (await loadScoring()).score;
}
/** How an answer presents itself (eval/score.mjs `stance`): 'hedged', 'refused' or stated as 'fact'. */
export async function loadStance(): Promise<Stance> {
  return (await loadScoring()).stance;
}

export interface ExpectedAnswer {
  id: string;
  question: string;
  kind: 'scalar' | 'list' | 'set' | 'ranked' | 'values';
  value?: number;
  labels?: string[];
  rows?: Array<[string, number]>;
}

export interface ScoredAnswer {
  id: string;
  question: string;
  /** The question's form (eval sets: 'share', 'absence', 'follow-up:period', …). */
  form?: string;
  pass: boolean;
  why?: string;
  engineMs: number;
  text: string;
}

/** Asks every question of a set and scores each answer with the evaluation scorer. */
export async function scoreSet(
  engine: SoeLocal,
  system: EngineSystem,
  set: ExpectedAnswer[],
  now: Date,
): Promise<ScoredAnswer[]> {
  const score = await loadScorer();
  const out: ScoredAnswer[] = [];
  for (const e of set) {
    const a = await engine.answer(e.question, [system], { now });
    const s = score(e, a.text);
    out.push({ id: e.id, question: e.question, pass: s.pass, why: s.why, engineMs: a.engineMs ?? 0, text: a.text });
  }
  return out;
}

/** A conversation of an evaluation set: its turns are asked one after the other. */
export interface Conversation {
  id: string;
  turns: Array<ExpectedAnswer & { form?: string }>;
}

/** Asks every conversation of a set, turn by turn, and scores each turn on its own. */
export async function scoreConversations(
  engine: SoeLocal,
  system: EngineSystem,
  conversations: Conversation[],
  now: Date,
): Promise<ScoredAnswer[]> {
  const score = await loadScorer();
  const out: ScoredAnswer[] = [];
  for (const c of conversations) {
    let previous: EngineAnswer['reading'] = undefined;
    for (const t of c.turns) {
      // Each turn gets the reading of the answer before it, as the chat passes it from the messages table (as JSON).
      const a: EngineAnswer = await engine.answer(t.question, [system], {
        now,
        previous: previous ? JSON.parse(JSON.stringify(previous)) : null,
      });
      previous = a.reading;
      const s = score(t, a.text);
      out.push({
        id: t.id,
        question: t.question,
        form: t.form,
        pass: s.pass,
        why: s.why,
        engineMs: a.engineMs ?? 0,
        text: a.text,
      });
    }
  }
  return out;
}

export function printSummary(title: string, results: ScoredAnswer[], verbose = process.env.SOE_VERBOSE === '1'): void {
  const lines = results.map(
    (r) =>
      `${r.pass ? 'PASS' : 'FAIL'} ${r.id} ${r.engineMs.toFixed(2)}ms ${r.question}${r.pass ? '' : `  -- ${r.why}`}${!r.pass || verbose ? `\n     ${r.text.slice(0, 700).replace(/\n/g, '\n     ')}` : ''}`,
  );
  const passed = results.filter((r) => r.pass).length;
  const ms = results.map((r) => r.engineMs).sort((a, b) => a - b);
  console.log(
    `\n${title}\n${lines.join('\n')}\n${passed}/${results.length} passed; engine CPU ms p50 ${ms[Math.floor(ms.length / 2)]?.toFixed(2)}, max ${ms.at(-1)?.toFixed(2)}`,
  );
}
