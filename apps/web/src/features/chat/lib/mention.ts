/**
 * "@" mentions in the composer: typing @ and the start of a system's name offers the user's systems;
 * choosing one writes "@Full Name " into the question. The server reads the mention and asks that
 * system alone (apps/server/src/modules/chat/system-scope.ts).
 */

export interface Mentionable {
  id: number;
  name: string;
}

const normal = (text: string) => text.toLowerCase().replace(/[\s_-]+/g, ' ');

/** The mention being typed just before the caret: where its "@" is and what follows it, or null. */
export function mentionAt(
  text: string,
  caret: number,
  systems: Mentionable[],
): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([^@\n]{0,60})$/.exec(before);
  if (!match) return null;
  const query = match[2]!;
  // A space ends the mention unless the words so far still begin a system's name ("@Chinook Mu").
  if (/\s/.test(query) && !systems.some((s) => normal(s.name).startsWith(normal(query)))) return null;
  return { start: before.length - query.length - 1, query };
}

/** Systems whose name begins with the query first, then those that contain it. */
export function mentionOptions(systems: Mentionable[], query: string, limit = 6): Mentionable[] {
  const q = normal(query.trim());
  const starts = systems.filter((s) => normal(s.name).startsWith(q));
  const contains = systems.filter((s) => !starts.includes(s) && normal(s.name).includes(q));
  return [...starts, ...contains].slice(0, limit);
}

/** The text with the mention replaced by "@Name ", and where the caret goes after it. */
export function insertMention(
  text: string,
  start: number,
  caret: number,
  name: string,
): { text: string; caret: number } {
  const inserted = `@${name} `;
  const after = text.slice(caret).replace(/^\s+/, '');
  return { text: text.slice(0, start) + inserted + after, caret: start + inserted.length };
}
