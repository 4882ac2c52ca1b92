import { describe, expect, it } from 'vitest';
import {
  editDistance,
  identifierWords,
  normalizeText,
  plural,
  singular,
  stem,
  tokenize,
  typoBudget,
} from './normalize';

// The read stage: every later stage compares words in the form these functions give, so they are pinned here.
describe('read: words in one form', () => {
  it('normalises case, accents, apostrophes and punctuation, keeping decimal points', () => {
    expect(normalizeText("François  AC/DC's O'Reilly & Sons")).toBe('francois ac dcs oreilly and sons');
    expect(normalizeText('Revenue above 12.5k. Thanks')).toBe('revenue above 12.5k thanks');
    expect(tokenize('  Top-5 products?')).toEqual(['top', '5', 'products']);
    expect(tokenize('?!')).toEqual([]);
  });

  it('splits identifiers in every naming convention', () => {
    expect(identifierWords('order_details')).toEqual(['order', 'details']);
    expect(identifierWords('OrderDetails')).toEqual(['order', 'details']);
    expect(identifierWords('unitsInStock')).toEqual(['units', 'in', 'stock']);
    expect(identifierWords('CustomerID')).toEqual(['customer', 'id']);
    expect(identifierWords('sbTxAmt')).toEqual(['sb', 'tx', 'amt']);
    expect(identifierWords('HTTPStatusCode')).toEqual(['http', 'status', 'code']);
  });

  it('gives one stem to the forms of a word, so a verb meets the column named by its noun', () => {
    expect(stem('shipped')).toBe(stem('ship'));
    expect(stem('hired')).toBe(stem('hire'));
    expect(stem('priced')).toBe(stem('prices'));
    expect(stem('ordering')).toBe(stem('orders'));
  });

  it('takes plurals from one library, irregular ones included', () => {
    expect(singular('categories')).toBe('category');
    expect(singular('people')).toBe('person');
    expect(plural('employee')).toBe('employees');
    expect(plural('person')).toBe('people');
  });

  it('allows typos only where a word is long enough not to be another word', () => {
    expect(editDistance('custmer', 'customer')).toBe(1);
    expect(editDistance('cutsomer', 'customer')).toBe(1);
    expect(editDistance('revenue', 'invoice', 2)).toBe(3);
    expect(typoBudget('sale')).toBe(0);
    expect(typoBudget('order')).toBe(1);
    expect(typoBudget('customers')).toBe(2);
  });
});
