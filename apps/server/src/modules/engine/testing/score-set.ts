import type { SoeLocal, EngineSystem } from '../soe-local';

type Scorer = (expected: ExpectedAnswer, answer: string) => { pass: boolean; why?: string };
/** The shared scorer lives beside the repository (../shared from its root); loaded by URL as it is plain JS. */
const SCORER_URL = new URL('../../../../../../../shared/eval/score.mjs', import.meta.url).href;
let scorer: Promise<Scorer> | null = null;
export function loadScorer(): Promise<Scorer> {
  scorer ??= import(SCORER_URL).then((m: { score: Scorer }) => m.score);
  return scorer;
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
  pass: boolean;
  why?: string;
  engineMs: number;
  text: string;
}

/** Asks every question of a set and scores each answer with the shared scorer. */
export async function scoreSet(engine: SoeLocal, system: EngineSystem, set: ExpectedAnswer[], now: Date): Promise<ScoredAnswer[]> {
  const score = await loadScorer();
  const out: ScoredAnswer[] = [];
  for (const e of set) {
    const a = await engine.answer(e.question, [system], { now });
    const s = score(e, a.text);
    out.push({ id: e.id, question: e.question, pass: s.pass, why: s.why, engineMs: a.engineMs ?? 0, text: a.text });
  }
  return out;
}

export function printSummary(title: string, results: ScoredAnswer[], verbose = process.env.SOE_VERBOSE === '1'): void {
  const lines = results.map((r) => `${r.pass ? 'PASS' : 'FAIL'} ${r.id} ${r.engineMs.toFixed(2)}ms ${r.question}${r.pass ? '' : `  -- ${r.why}`}${!r.pass || verbose ? `\n     ${r.text.slice(0, 700).replace(/\n/g, '\n     ')}` : ''}`);
  const passed = results.filter((r) => r.pass).length;
  const ms = results.map((r) => r.engineMs).sort((a, b) => a - b);
  console.log(`\n${title}\n${lines.join('\n')}\n${passed}/${results.length} passed; engine CPU ms p50 ${ms[Math.floor(ms.length / 2)]?.toFixed(2)}, max ${ms.at(-1)?.toFixed(2)}`);
}
