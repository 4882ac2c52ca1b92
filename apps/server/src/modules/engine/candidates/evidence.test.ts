import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../catalog/build-catalog';
import { discovered, type WideTable } from '../testing/wide-schema';
import type { ValueIndex } from '../values/value-index';
import { gatherEvidence, type Evidence } from './evidence';
import { SchemaPhrases, synonymVocabulary } from './schema-phrases';

// The candidates stage on its own: what each run of question words may mean in a schema named the way real
// schemas are (a shared `sb` prefix, camelCase, abbreviations), before any reading chooses among them.
const TABLES: WideTable[] = [
  {
    name: 'sbCustomer',
    columns: [
      { name: 'id', type: 'int' },
      { name: 'sbCustName', type: 'text' },
      { name: 'sbCustCountry', type: 'text' },
    ],
    fks: [],
  },
  {
    name: 'sbTransaction',
    columns: [
      { name: 'id', type: 'int' },
      { name: 'sbTxCustId', type: 'int' },
      { name: 'sbTxAmt', type: 'numeric' },
      { name: 'sbTxQty', type: 'int' },
      { name: 'sbTxDt', type: 'date' },
    ],
    fks: [{ column: 'sbTxCustId', to: 'sbCustomer' }],
  },
];
const catalog = buildCatalog('Brokerage', discovered(TABLES));
const phrases = new SchemaPhrases(catalog);
const vocabulary = new Set(synonymVocabulary(phrases.vocabulary));
const NOW = new Date('2026-06-15T12:00:00Z');

const values: ValueIndex = {
  byText: new Map([
    ['germany', [{ entity: 'public.sbCustomer', columns: ['sbCustCountry'], value: 'Germany', rows: 12 }]],
  ]),
  byWordCount: new Map([[1, ['germany']]]),
  stats: new Map(),
  maxWords: 1,
};

const gather = (q: string, index: ValueIndex | null = null) => gatherEvidence(q, phrases, index, vocabulary, NOW);
/** The schema targets a phrase of the question may name, as `entity.column` (or the entity alone). */
function targetsOf(ev: Evidence, text: string): string[] {
  return ev.spans
    .filter((s) => s.text === text)
    .flatMap((s) => s.schema)
    .map((h) =>
      h.target.kind === 'column'
        ? `${h.target.entity}.${h.target.column}`
        : h.target.kind === 'entity'
          ? h.target.entity
          : 'edge',
    );
}

describe('candidates: what the words of a question may mean', () => {
  it('reads names as the schema writes them: a shared prefix, camelCase and abbreviations', () => {
    const ev = gather('total transaction amount by customer name');
    expect(targetsOf(ev, 'transaction amount')).toEqual(['public.sbTransaction.sbTxAmt']);
    expect(targetsOf(ev, 'customer')).toEqual(
      expect.arrayContaining(['public.sbCustomer', 'public.sbCustomer.sbCustName', 'public.sbTransaction.sbTxCustId']),
    );
    expect(targetsOf(ev, 'quantity')).toEqual([]);
    expect(targetsOf(gather('total quantity per customer'), 'quantity')).toContain('public.sbTransaction.sbTxQty');
  });

  it('keeps every meaning a word may have, with a score for each, and leaves the choice to the readings', () => {
    const hits = gather('customers by country').spans.find((s) => s.text === 'customers')!.schema;
    expect(hits.map((h) => h.target.kind)).toContain('entity');
    for (const h of hits) expect(h.score).toBeGreaterThan(0);
    expect(Math.max(...hits.map((h) => h.score))).toBeLessThanOrEqual(1);
  });

  it('finds values in the value index, corrects typos against the schema, and marks the words read as time', () => {
    const ev = gather('How many custmers from Germany in 2025?', values);
    expect(ev.corrections).toEqual([{ typed: 'custmers', read: 'customers' }]);
    expect(ev.spans.find((s) => s.text === 'germany')?.values[0]).toMatchObject({
      value: 'Germany',
      columns: ['sbCustCountry'],
    });
    expect(ev.time.range).toMatchObject({ start: '2025-01-01' });
    expect(ev.tokens.filter((t) => t.time).map((t) => t.text)).toEqual(['2025']);
    expect(gather('from Germany').spans.find((s) => s.text === 'germany')?.values ?? []).toEqual([]);
  });

  it('keeps quoted strings whole', () => {
    expect(gather('Orders of "Acme Trading Ltd" last month').quoted).toEqual(['Acme Trading Ltd']);
  });
});
