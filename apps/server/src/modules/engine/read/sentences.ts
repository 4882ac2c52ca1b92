import { REQUEST_VERBS, SORT_VERBS } from '../catalog/vocabulary';

/**
 * 'What are the countries having at least one car maker? List name and id.': a question followed by a request of
 * what to show. The request is read first, as one sentence with the question ('list name and id what are the
 * countries …'), so that the question's own clause (having at least one car maker) ends where its sentence does and
 * the request's words are not read as part of it. A question of one sentence comes back unchanged.
 */
export function requestFirst(question: string): string {
  const sentences = question.split(/(?<=[.?!])\s+(?=[A-Za-z])/);
  if (sentences.length < 2) return question;
  // (So is one that asks the list in an order: 'What is … ? Order the result by the count of photos.')
  const opens = (s: string) => {
    const verb = /^[a-z]+/i.exec(s)?.[0]?.toLowerCase() ?? '';
    return REQUEST_VERBS.has(verb) || SORT_VERBS.has(verb);
  };
  const requests = sentences.slice(1).filter(opens);
  if (!requests.length || opens(sentences[0])) return question;
  return [...requests, ...sentences.filter((s, i) => i === 0 || !requests.includes(s))].join(' ');
}
