/**
 * The figures of an answer, to tell whether two answers say the same: every number of the rows it shows (its table,
 * chart or markdown table), or of its text when it shows no rows. Labels are not figures, but dates in labels are
 * read as numbers too, so a month that moved is seen. A day shown with a zero time ("2025-03-04 00:00:00", as a
 * timestamp column shows it) is the same day. What only restates the question is left out: the "I read this as …"
 * sentence (it repeats the question's year), "(Read "x" as "y".)" notes, the words not used, and the example
 * questions a refusal lists.
 */
type ScoreModule = {
  answerRows(text: string): string[][];
  numbersIn(s: string): number[];
};
const SCORE_URL = new URL('../../../../eval/score.mjs', import.meta.url).href;
let scoreModule: Promise<ScoreModule> | null = null;
export function loadScoreModule(): Promise<ScoreModule> {
  scoreModule ??= import(SCORE_URL) as Promise<ScoreModule>;
  return scoreModule;
}

const ZERO_TIME = /(\d{4}-\d{2}-\d{2})[T ]00:00(?::00(?:\.0+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?/g;
const RESTATED = [
  /^I read this as .*?\.(?=\s+[A-Z(*])/s,
  /\(Read "[^"]*" as "[^"]*"\.?\)/g,
  /^Not used from the question:.*$/gm,
  /Questions I can answer[\s\S]*$/,
];

export async function figuresOf(answer: string): Promise<number[]> {
  const { answerRows, numbersIn } = await loadScoreModule();
  const text = RESTATED.reduce((t, re) => t.replace(re, ' '), answer.replace(ZERO_TIME, '$1'));
  const rows = answerRows(text);
  const nums = rows.length
    ? rows.flatMap((r) => r.flatMap((c) => numbersIn(c)))
    : numbersIn(text.replace(/\[(TABLE|CHART):/g, ' '));
  return nums.sort((a, b) => a - b);
}

/** The same figures: as many, and each equal to its counterpart (to a millionth, for sums read in another order). */
export function sameFigures(a: number[], b: number[]): boolean {
  return a.length === b.length && a.every((x, i) => Math.abs(x - b[i]) <= 1e-6 * Math.max(1, Math.abs(x)));
}
