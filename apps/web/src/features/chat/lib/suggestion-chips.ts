import type { SystemSuggestions } from '@soe/shared';

/** One suggestion chip: the question shown, the text asked, and the system it was suggested for. */
export interface SuggestionChip {
  question: string;
  /** What is sent or put in the composer: the question naming its system when there are several. */
  ask: string;
  systemId: number;
  systemName: string;
}

/**
 * The chips to show, at most `max`, taking each system's best question in turn so that every system is
 * represented before any gets a second chip.
 */
export function suggestionChips(systems: SystemSuggestions[] | undefined, max: number): SuggestionChip[] {
  const list = (systems ?? []).filter((s) => s.questions.length);
  const several = list.length > 1;
  const out: SuggestionChip[] = [];
  for (let round = 0; out.length < max && list.some((s) => s.questions.length > round); round++)
    for (const s of list) {
      const question = s.questions[round];
      if (question === undefined || out.length >= max || out.some((c) => c.ask === question)) continue;
      out.push({
        question,
        ask: several ? askIn(question, s.systemName) : question,
        systemId: s.systemId,
        systemName: s.systemName,
      });
    }
  return out;
}

/**
 * The question put to one system by name, as the server reads it (chat/system-scope): "… in Demo Company";
 * a one-word name as a mention ("… @Sales"), since a generic word alone ("in sales") does not name a system.
 */
export function askIn(question: string, name: string): string {
  const q = question.trim();
  const n = name.trim();
  return /\s/.test(n) ? `${q} in ${n}` : `${q} @${n}`;
}
