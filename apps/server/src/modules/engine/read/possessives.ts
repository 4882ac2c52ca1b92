import type { ValueIndex } from '../values/value-index';
import { normalizeText } from './normalize';

/** Values one first name may stand for: more would be a guess between people. */
const ONE_PERSON = 1;

/**
 * A name in the possessive is the name itself: "Alfreds Futterkiste's orders" asks about the value
 * 'Alfreds Futterkiste'. A first name alone ("Cleo's accounts") stands for the one value of the data that starts
 * with it ('Cleo Martin'), and is written out in full so the rest of the reading finds the value. A possessive
 * that names no value is left as it was.
 */
export function readPossessives(question: string, values: ValueIndex | null): string {
  if (!values || !/['’]s\b/.test(question)) return question;
  return question.replace(/([\p{L}\p{N}][\p{L}\p{N}.-]*)['’]s\b/gu, (whole, base: string) => {
    const word = normalizeText(base);
    if (!word) return whole;
    const starting: string[] = [];
    for (const [key, hits] of values.byText) {
      if (key === word || key.endsWith(` ${word}`)) return base;
      if (key.startsWith(`${word} `) && key.split(' ').length <= 3) starting.push(hits[0]?.value ?? key);
    }
    return starting.length === ONE_PERSON ? starting[0] : whole;
  });
}
