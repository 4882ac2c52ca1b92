import { describe, expect, it } from 'vitest';
import { unknownTermOf } from './unknown-term';

describe('unknownTermOf: the term a question names and SOE does not know', () => {
  it.each([
    ['What is our ARR?', ['arr'], 'ARR', true],
    ['NPS by region in 2025', ['nps'], 'NPS', true],
    ['Show the KPIs by month', ['kpis'], 'KPIs', true],
    ['Headcount by department', ['headcount'], 'headcount', false],
    ['What is our burn rate?', ['burn', 'rate'], 'burn rate', false],
    ['total bookings per region', ['bookings'], 'bookings', false],
  ])('"%s" asks about the term', (question, unmapped, phrase, acronym) => {
    expect(unknownTermOf(question, unmapped)).toEqual({ phrase, acronym });
  });

  it.each([
    ['asdf qwerty', ['asdf', 'qwerty']],
    ['tell me a joke about penguins', ['joke', 'penguins']],
    ['what is the meaning of life', ['meaning', 'life']],
    ['Revenue by country in the US', []],
    ['Which customers signed up recently', ['recently']],
  ])('"%s" is not a term to ask about', (question, unmapped) => {
    expect(unknownTermOf(question, unmapped)).toBeNull();
  });
});
