import type { Catalog, CatalogEntity } from '../catalog/types';
import { countryNames, PLACE_MAX_WORDS, placeCodes, type PlaceCode } from '../read/places';
import { identifierWords, normalizeText, stem } from '../read/normalize';
import type { ValueHit, ValueIndex } from '../values/value-index';
import type { FilterRef } from './interpretation';

/** Words of a column that holds places by code. */
const PLACE_WORDS: Record<PlaceCode['kind'], Set<string>> = {
  country: new Set(['country', 'cntry', 'ctry', 'nation', 'iso']),
  state: new Set(['state', 'st', 'province', 'prov', 'region']),
};

export interface PlaceReading {
  question: string;
  filters: FilterRef[];
}

/**
 * 'units in Texas' where the schema keeps state_cd = 'TX', 'warehouses in Germany' with CountryCode = 'DE': a
 * place named in full is the code the data holds. It is read as a filter on that code (not written into the
 * question: 'OR', 'IN' and 'ME' are words too) when one column of that kind holds the code and one reading of the
 * name fits ('Georgia' with both a state and a country column stays as written). Where the data also holds the
 * name itself ('Germany' as a customer's country), the code is meant only on a table the question names.
 */
export function readPlaceCodes(question: string, catalog: Catalog, values: ValueIndex | null): PlaceReading {
  if (!values) return { question, filters: [] };
  const words = [...question.matchAll(/[A-Za-z][A-Za-z.'-]*/g)].map((m) => ({ text: m[0], at: m.index }));
  const stems = new Set(words.map((w) => stem(w.text.toLowerCase())));
  const named = (e: CatalogEntity | undefined) => !!e && e.stems.some((s) => stems.has(s));
  const filters: FilterRef[] = [];
  const cuts: Array<{ from: number; to: number }> = [];
  for (let i = 0; i < words.length; i++) {
    for (let n = Math.min(PLACE_MAX_WORDS, words.length - i); n >= 1; n--) {
      const last = words[i + n - 1];
      const phrase = question.slice(words[i].at, last.at + last.text.length);
      const codes = placeCodes(phrase);
      const asName = values.byText.has(normalizeText(phrase));
      // 'headquartered in the US' where the data says 'USA': another name of the country, when the one said is not
      // held and exactly one other is.
      const other = asName ? [] : countryNames(phrase).filter((x) => values.byText.has(x));
      if (!codes.length && !other.length) continue;
      const hits = other.length
        ? other.flatMap((x) => values.byText.get(x) ?? [])
        : codes.flatMap((p) =>
            (values.byText.get(p.code.toLowerCase()) ?? []).filter(
              (h) => holdsPlaces(h, p, catalog) && (!asName || named(catalog.byName.get(h.entity))),
            ),
          );
      // One value per column: the plan picks the column ('USA' of the companies' headquarters, 'United States' of
      // people's nationality) as for any value.
      const columns = new Set(hits.map((h) => `${h.entity}.${h.columns.join()}`));
      if (!hits.length || (other.length ? columns.size !== hits.length : new Set(hits.map((h) => h.value)).size !== 1))
        continue;
      filters.push({ kind: 'value', text: phrase, hits, context: [], negate: false });
      cuts.push({ from: words[i].at, to: last.at + last.text.length });
      i += n - 1;
      break;
    }
  }
  let text = question;
  for (const c of cuts.reverse()) text = `${text.slice(0, c.from)}${text.slice(c.to)}`;
  return { question: text.replace(/\s+/g, ' ').trim(), filters };
}

/** The hit is in a column of places of that kind, kept as codes (the value is the code itself, in capitals). */
function holdsPlaces(h: ValueHit, p: PlaceCode, catalog: Catalog): boolean {
  if (h.columns.length !== 1 || h.value !== p.code) return false;
  const column = catalog.byName.get(h.entity)?.byName.get(h.columns[0]);
  if (!column) return false;
  const said = [...column.words, ...identifierWords(column.name)];
  return said.some((w) => PLACE_WORDS[p.kind].has(w));
}
