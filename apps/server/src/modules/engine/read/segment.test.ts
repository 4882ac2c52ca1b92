import { describe, expect, it } from 'vitest';
import { splitRunTogether } from './segment';

const KNOWN = new Set(['dept', 'qty', 'amt', 'rep', 'whse']);
const split = (run: string) => splitRunTogether(run, KNOWN).join(' ');

describe('names run together', () => {
  it('splits a lower-case run into the words it runs together', () => {
    expect(split('enrolldate')).toBe('enroll date');
    expect(split('istenured')).toBe('is tenured');
    expect(split('coursecode')).toBe('course code');
    expect(split('termstartdate')).toBe('term start date');
    expect(split('unitsinstock')).toBe('units in stock');
    expect(split('invoiceline')).toBe('invoice line');
  });

  it('reads the abbreviations the schema uses as words', () => {
    expect(split('majordeptid')).toBe('major dept id');
    expect(split('supportrepid')).toBe('support rep id');
    expect(split('qtyonhand')).toBe('qty on hand');
  });

  it('splits a rare compound of a common word and a name head, though the word list has it whole', () => {
    expect(split('birthdate')).toBe('birth date');
  });

  it('leaves words, short names, abbreviations and unknown runs whole', () => {
    for (const word of ['category', 'password', 'mandate', 'separate', 'capacity', 'modality', 'discontinued'])
      expect(split(word)).toBe(word);
    expect(split('gpa')).toBe('gpa');
    expect(split('whse')).toBe('whse');
    expect(split('xqzvbn')).toBe('xqzvbn');
    // An agent noun the list lacks is no word and 'or' ('donat or').
    expect(split('donator')).toBe('donator');
    expect(split('Customer')).toBe('Customer');
  });
});
