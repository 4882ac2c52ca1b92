import { describe, expect, it } from 'vitest';
import { readSchemaNames } from '../catalog/names';
import { canonical, MONEY_WORDS, SUPERLATIVES, synonymsOf } from '../catalog/vocabulary';
import abbreviationsFile from './abbreviations.json';
import vocabularyFile from './vocabulary.json';
import { isTimeUnit, isUnitWord } from '../read/units';
import unitsFile from './units.json';
import {
  ABBREVIATIONS,
  AbbreviationsFile,
  checked,
  EVENTS,
  UNITS,
  UnitsFile,
  VOCABULARY,
  VocabularyFile,
  wordsOf,
} from '.';

/** Knowledge as data (ADR 050): the files are checked when loaded, and the engine reads what they hold. */
describe('the knowledge files', () => {
  it('load, each with a version and every entry with where it came from', () => {
    expect(VOCABULARY.version).toBeGreaterThanOrEqual(1);
    expect(ABBREVIATIONS.version).toBeGreaterThanOrEqual(1);
    for (const group of VOCABULARY.synonyms) expect(group.source.length).toBeGreaterThan(8);
    for (const e of ABBREVIATIONS.entries) expect(e.source.length).toBeGreaterThan(8);
    for (const set of Object.values(VOCABULARY.sets)) expect(wordsOf(set).length).toBeGreaterThan(0);
    for (const e of [...EVENTS.events, ...UNITS.units]) expect(e.source.length).toBeGreaterThan(8);
  });

  it('refuse a malformed file at load, naming the file and the entry', () => {
    const twice = structuredClone(vocabularyFile);
    twice.synonyms[1]!.words.push(twice.synonyms[0]!.words[0]!);
    expect(() => checked(VocabularyFile, twice, 'vocabulary.json')).toThrow(
      /^knowledge\/vocabulary\.json: synonyms\.1: "customer" is already in group 0$/,
    );
    const unsourced = structuredClone(abbreviationsFile) as { entries: Array<Record<string, unknown>> };
    delete unsourced.entries[3]!.source;
    expect(() => checked(AbbreviationsFile, unsourced, 'abbreviations.json')).toThrow(
      /^knowledge\/abbreviations\.json: entries\.3\.source: /,
    );
    const twoUnits = structuredClone(unitsFile);
    twoUnits.units[1]!.words.push('ms');
    expect(() => checked(UnitsFile, twoUnits, 'units.json')).toThrow(/units\.1: "ms" names two units/);
    const sentence = structuredClone(vocabularyFile);
    (sentence.sets.money.words as unknown[]).push('Revenue!');
    expect(() => checked(VocabularyFile, sentence, 'vocabulary.json')).toThrow(/sets\.money\.words\.\d+/);
  });

  it('are what the engine reads: synonyms, word sets, superlatives and abbreviations come from them', () => {
    const group = VOCABULARY.synonyms.find((g) => g.words.includes('customer'))!;
    for (const w of group.words) expect(canonical(w)).toBe(canonical('customer'));
    expect(synonymsOf('client')).toEqual(group.words);
    expect([...MONEY_WORDS]).toEqual(wordsOf(VOCABULARY.sets.money));
    expect(SUPERLATIVES.cheapest).toMatchObject(VOCABULARY.superlatives.cheapest!);
    for (const unit of UNITS.units)
      for (const w of unit.words) {
        expect(isUnitWord(w)).toBe(true);
        expect(isTimeUnit(w)).toBe(unit.dimension === 'time');
      }
    // An abbreviation of the file spells out a schema's name.
    const names = readSchemaNames({
      entities: [{ name: 'cust_ord', table: 'cust_ord', fields: [] }],
      relations: [],
    } as never);
    expect(names.entity('cust_ord').join(' ')).toBe('customer order');
    expect(names.column('cust_ord', 'ord_dt').join(' ')).toBe('order date');
  });
});
