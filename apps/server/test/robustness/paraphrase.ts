/**
 * A small grammar of equivalent phrasings: each rule rewrites one form of a question into another that asks the same
 * thing ("monthly revenue" / "revenue per month"). Rules are plain text rewrites, deterministic, and each either
 * applies to a question (returns the paraphrase) or does not (returns null). The list is documented in README.md.
 */
export interface ParaphraseRule {
  id: string;
  /** The equivalence, as documented. */
  says: string;
  /** True for the rules that apply to any question (filler, casual typing), used to give each question three. */
  generic?: boolean;
  /** True when the rule also rewrites a conversation's later turns ("and in 2024?" → "and during 2024?"). */
  followUps?: boolean;
  apply(question: string): string | null;
}

const NUM = String.raw`(\d+|two|three|four|five|ten)`;
const YEAR_PERIOD = String.raw`((?:January|February|March|April|May|June|July|August|September|October|November|December|Q[1-4]|Fall|Spring|Summer|Winter) )?((?:19|20)\d\d)\b`;
const WH =
  /^(how|what|which|who|whom|whose|when|where|why|is|are|was|were|do|does|did|can|could|on average|by what|by how)\b/i;
const IMPERATIVE = /^(show|list|give|tell|find|break|count)\b/i;

/** The question without its closing mark, and whether it had a question mark. */
const body = (q: string) => ({ text: q.trim().replace(/[?.!]+$/, ''), asked: /\?\s*$/.test(q) });
const lcFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s[0].toLowerCase() + s.slice(1) : s);
const ucFirst = (s: string) => s[0].toUpperCase() + s.slice(1);
/** A noun phrase question: neither a wh-question nor an imperative ("Headcount by department"). */
const isNounPhrase = (q: string) => !WH.test(q) && !IMPERATIVE.test(q);

/**
 * A "by" that groups ("revenue by city"), not one that follows a verb ("paid by card", "broken down by", "rated
 * by"), a comma (", by completed visits") or asks a size ("by what percentage", "by how much"). "by month" is
 * per-month's. Only in questions without a ranking: after "top 5", "the most" or "the best-selling", "by" names the
 * measure ("top 5 A by B", "the best-selling product in each category by units shipped").
 */
const GROUPING_BY =
  /(?<!(?:\b\w+ed|\b\w+en|\bdown|\bmade|\bpaid|\bsold|\bwritten|,) )\bby (?!what\b|how\b|month\b)(?=[a-z])/i;
const RANKING = /\b(top|most|least|highest|lowest|best|worst|largest|smallest|longest|shortest|busiest|best-\w+)\b/i;
const groupingBy = (q: string) => !RANKING.test(q) && !/\bper\b/i.test(q) && GROUPING_BY.test(q);

export const RULES: ParaphraseRule[] = [
  {
    id: 'per-month',
    followUps: true,
    says: '"monthly X" = "X per month" = "X each month" = "X by month"',
    apply(q) {
      const m = /^monthly (.+?)( in .+)?$/i.exec(body(q).text);
      if (m) return `${ucFirst(m[1])} per month${m[2] ?? ''}`;
      if (/\bby month\b/i.test(q)) return q.replace(/\bby month\b/i, 'each month');
      if (/\bper month\b/i.test(q)) return q.replace(/\bper month\b/i, 'each month');
      if (/\beach month\b/i.test(q)) return q.replace(/\beach month\b/i, 'per month');
      return null;
    },
  },
  {
    id: 'top-n',
    says: '"top 5 A by B" = "which 5 A have the highest B"',
    apply(q) {
      const m = new RegExp(String.raw`^(?:(?:who|what) are (?:our |the )?)?top ${NUM} (.+?) by (.+)$`, 'i').exec(
        body(q).text,
      );
      return m ? `Which ${m[1]} ${m[2]} have the highest ${m[3]}?` : null;
    },
  },
  {
    id: 'how-many',
    says: '"how many X are Y" = "number of Y X"; "how many X are there / do we have" = "what is the number of X"',
    apply(q) {
      const t = body(q).text;
      const there = /^how many (.+?) (?:are there|do we have|did we have)$/i.exec(t);
      if (there) return `What is the number of ${there[1]}?`;
      const adjective = /^how many ([a-z][\w-]*(?: [a-z][\w-]*)?) (?:are|were) ([a-z][\w-]*)$/i.exec(t);
      if (adjective) return `Number of ${adjective[2]} ${adjective[1]}`;
      const clause = /^how many ([a-z][\w-]*(?: [a-z][\w-]*)?) (are|were|have|has|had) (.+)$/i.exec(t);
      if (clause) return `What is the number of ${clause[1]} that ${clause[2]} ${clause[3]}?`;
      return null;
    },
  },
  {
    id: 'what-is',
    says: '"what is X" = "show X" = "tell me X" (a noun phrase X = "what is the X")',
    apply(q) {
      const m = /^what (?:is|was|are|were) (.+)$/i.exec(body(q).text);
      if (m) return `Show ${m[1]}`;
      if (isNounPhrase(q)) return `What ${/^top\b/i.test(q) ? 'are' : 'is'} the ${lcFirst(body(q).text)}?`;
      return null;
    },
  },
  {
    id: 'by-per',
    followUps: true,
    says: '"X by A" = "X per A" (a grouping "by": not "top 5 A by B", "paid by card", "by what percentage", nor beside another "per")',
    apply(q) {
      return groupingBy(q) ? q.replace(GROUPING_BY, 'per ') : null;
    },
  },
  {
    id: 'for-each',
    followUps: true,
    says: '"X by A" = "X for each A"',
    apply(q) {
      return groupingBy(q) ? q.replace(GROUPING_BY, 'for each ') : null;
    },
  },
  {
    id: 'during',
    followUps: true,
    says: '"in 2025" = "during 2025" (also "in October 2026", "in Fall 2025")',
    apply(q) {
      const re = new RegExp(String.raw`\bin ${YEAR_PERIOD}`);
      return re.test(q) ? q.replace(re, (_m, p: string | undefined, y: string) => `during ${p ?? ''}${y}`) : null;
    },
  },
  {
    id: 'which-what',
    says: '"which A …" = "what A …"; "list X" = "show me X"',
    apply(q) {
      if (/^which \w/i.test(q)) return q.replace(/^which/i, 'What');
      if (/^list /i.test(q)) return q.replace(/^list/i, 'Show me');
      return null;
    },
  },
  {
    id: 'polite',
    says: '"X" = "Could you tell me X?" ("Could you show me …" for "show/list …")',
    generic: true,
    apply(q) {
      const t = body(q).text;
      const show = /^(?:show|list)(?: me)? (.+)$/i.exec(t);
      if (show) return `Could you show me ${show[1]}?`;
      return `Could you tell me ${lcFirst(t)}?`;
    },
  },
  {
    id: 'please',
    says: '"X" = "X, please"',
    generic: true,
    apply(q) {
      const { text, asked } = body(q);
      return `${text}, please${asked ? '?' : ''}`;
    },
  },
  {
    id: 'casual',
    says: 'typed casually: lower-case first letter, no closing question mark',
    generic: true,
    apply(q) {
      return lcFirst(body(q).text);
    },
  },
];

export interface Paraphrase {
  rule: string;
  question: string;
}

/**
 * A question's paraphrases: one per rule that applies (each rule alone, so a miss is laid at one rule's door), and
 * the generic rules after them; every question gets at least the three generic ones.
 */
export function paraphrasesOf(question: string): Paraphrase[] {
  const out: Paraphrase[] = [];
  for (const r of RULES) {
    const p = r.apply(question);
    if (p && p.trim() !== question.trim() && !out.some((o) => o.question === p)) out.push({ rule: r.id, question: p });
  }
  return out;
}

/** A follow-up turn rewritten by the rule that rewrote its conversation's first turn, when that rule applies to it. */
export function followUpUnder(rule: string, turn: string): string {
  const r = RULES.find((x) => x.id === rule);
  if (!r?.followUps) return turn;
  return r.apply(turn) ?? turn;
}
