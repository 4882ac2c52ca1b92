import { normalizeText } from './normalize';

/**
 * Places by name and by code. Schemas keep a country as 'DE' and a US state as 'TX'; people say "Germany" and
 * "Texas". Country names come from the runtime's own ICU data (Intl.DisplayNames, every ISO 3166 region); US
 * states and Canadian provinces are listed here, as no standard API names them.
 */

export interface PlaceCode {
  code: string;
  kind: 'country' | 'state';
}

const STATES: Array<[string, string]> = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
  ['DC', 'District of Columbia'],
  ['AB', 'Alberta'],
  ['BC', 'British Columbia'],
  ['MB', 'Manitoba'],
  ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'],
  ['NS', 'Nova Scotia'],
  ['ON', 'Ontario'],
  ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'],
  ['SK', 'Saskatchewan'],
];

let byName: Map<string, PlaceCode[]> | null = null;

function index(): Map<string, PlaceCode[]> {
  if (byName) return byName;
  const map = new Map<string, PlaceCode[]>();
  const add = (name: string, p: PlaceCode) => {
    const key = normalizeText(name);
    map.set(key, [...(map.get(key) ?? []), p]);
  };
  const regions = new Intl.DisplayNames(['en'], { type: 'region' });
  for (let a = 65; a <= 90; a++)
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = regions.of(code);
      if (name && name !== code && !/unknown/i.test(name)) add(name, { code, kind: 'country' });
    }
  // Names people use besides the official short one.
  for (const [name, code] of [
    ['USA', 'US'],
    ['America', 'US'],
    ['UK', 'GB'],
    ['Great Britain', 'GB'],
    ['Britain', 'GB'],
    ['England', 'GB'],
    ['Holland', 'NL'],
    ['Czech Republic', 'CZ'],
  ])
    add(name, { code, kind: 'country' });
  for (const [code, name] of STATES) add(name, { code, kind: 'state' });
  byName = map;
  return map;
}

/**
 * The other names of the country a name or a code in capitals stands for ('US' → 'United States', 'USA', 'America';
 * 'UK' → 'United Kingdom', …): a source that keeps countries by one of their names is asked with another.
 */
export function countryNames(said: string): string[] {
  const codes = new Set(
    placeCodes(said)
      .filter((p) => p.kind === 'country')
      .map((p) => p.code),
  );
  if (/^[A-Z]{2}$/.test(said)) codes.add(said);
  const out: string[] = [];
  for (const [name, places] of index())
    if (places.some((p) => p.kind === 'country' && codes.has(p.code)) && name !== normalizeText(said)) out.push(name);
  return out;
}

/** The codes a place name may stand for ('georgia' → the US state GA and the country GE). */
export function placeCodes(words: string): PlaceCode[] {
  return index().get(normalizeText(words)) ?? [];
}

/** The longest place name has this many words ('Saint Vincent & Grenadines'). */
export const PLACE_MAX_WORDS = 5;
