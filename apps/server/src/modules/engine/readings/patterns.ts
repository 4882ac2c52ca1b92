import type { Catalog, CatalogColumn, CatalogEntity } from '../catalog/types';
import { normalizeText, stem } from '../read/normalize';
import type { SchemaPhrases } from '../candidates/schema-phrases';
import { DISTINCT_WORDS, RANKING_AFTER_TEXT_VERBS } from '../catalog/vocabulary';

/** 'Which distinct …', 'what different …' before a column named: the column's values are asked, each once. */
const ASKED_DISTINCT = new RegExp(`^\\s*(?:which|what)\\s+(?:${[...DISTINCT_WORDS].join('|')})\\s+$`, 'i');

/** A text pattern the question puts on a column ('last name starts with Mc', 'a Gmail address'). */
export interface PatternFilter {
  kind: 'pattern';
  entity: string;
  column: string;
  mode: 'starts' | 'ends' | 'contains' | 'equals';
  /** Either of these (a row matches when one does). */
  values: string[];
}

const MODES: Array<[RegExp, PatternFilter['mode']]> = [
  // 'a stock number that starts from "2"'.
  [/\b(?:starts?|starting|begins?|beginning)\s+(?:with|from)\b/i, 'starts'],
  [/\b(?:ends?|ending)\s+(?:with|in)\b/i, 'ends'],
  [/\b(?:contains?|containing|includes?|including)(?:\s+the\s+(?:word|text|letters?|string))?\b/i, 'contains'],
  // "a first name that has letter 'a' in it", "has the letters 'ab'": a quoted letter held.
  [/\b(?:has|have|having)\s+(?:the\s+|a\s+)?(?:letters?|characters?)(?=\s*["“‘'])/i, 'contains'],
  // "a name like 'Soisalon'": as in SQL, a quoted text the value is like holds it.
  [/\blike\b(?=\s*["“‘'])/i, 'contains'],
];

/** Mail providers people name for an address ('Gmail addresses', 'a Yahoo email'). */
const MAIL_PROVIDERS = new Set([
  'gmail',
  'googlemail',
  'yahoo',
  'hotmail',
  'outlook',
  'icloud',
  'aol',
  'protonmail',
  'proton',
  'gmx',
  'live',
  'msn',
]);

/** Words between the column and the pattern that say nothing ('whose last name starts with'). */
const LEAD_WORDS = new Set(['whose', 'which', 'that', 'where', 'with', 'a', 'an', 'the', 'their', 'its', 'is', 'are']);

/**
 * Reads text patterns out of a question: 'names starting with A', 'last name starts with "Mc"', 'email
 * ending in .de', 'Gmail or Yahoo addresses'. Each becomes a pattern on the column the question names
 * (else the label of the table it names), and its words are taken out of the question so the rest is
 * read as usual.
 */
export function readPatterns(
  question: string,
  catalog: Catalog,
  phrases: SchemaPhrases,
): { question: string; filters: PatternFilter[] } {
  const filters: PatternFilter[] = [];
  let rest = question;
  for (const [re, mode] of MODES) {
    const m = re.exec(rest);
    if (!m) continue;
    const after = rest.slice(m.index + m[0].length);
    // 'contains the french word 'Moulin'', 'contains the substring "ell"': a text quoted within a few words is the one.
    const value =
      /^\s*(?:the\s+|a\s+)?(?:[a-z]+\s+)?(?:word|words|substring|string|phrase|term|letters?)\s+["“‘']([^"”’']{1,60})["”’']/i.exec(
        after,
      ) ?? /^\s*(?:the\s+letters?\s+|the\s+)?["'“‘]?([^\s"'”’,?!;]+)["'”’]?/i.exec(after);
    if (!value) continue;
    // 'Which range contains the most mountains?', 'starting from the most recent one': a ranking or an order, not
    // a text (knowledge/vocabulary.json rankingAfterTextVerbs).
    const next = /^\s*(?:the\s+)?([a-z]+)\b/i.exec(after)?.[1].toLowerCase();
    if (next && RANKING_AFTER_TEXT_VERBS.has(next)) continue;
    const before = rest.slice(0, m.index);
    // 'lessons taught by staff whose first name has the letter a': the rows named right before the clause own the
    // column said in it, though the question names other rows first (and another table has a first name too).
    const entity = clauseOwner(before, catalog, phrases) ?? mentionedEntity(question, catalog, phrases);
    // 'courses with a code starting with CS': the courses' own code column, though another table has one called 'code'.
    const named =
      (entity && ownColumnByHead(before, entity)) ||
      namedColumn(before, catalog, phrases, (c) => c.type === 'text', false, entity?.name);
    // 'the catalog publishers whose name contains Murray': things kept only as a text column's values (no table of
    // publishers) are named by those values; the pattern is on that column, and the things are still what is listed.
    const whose = /\bwhose\s+names?\s*$/i.exec(before);
    // ('the department name of the instructor whose name …': a table named right before 'whose' has a name of its own.)
    const owner = whose ? /([A-Za-z]+)\s*$/.exec(before.slice(0, whose.index))?.[1] : undefined;
    const ownerTable = owner
      ? phrases.lookup(normalizeText(owner).split(' ')).find((h) => !h.partial && h.target.kind === 'entity')?.target
      : undefined;
    const ownerLabel = ownerTable?.kind === 'entity' ? labelOf(catalog.byName.get(ownerTable.entity)) : undefined;
    const valued = whose && !ownerTable ? valueColumnNamed(before.slice(0, whose.index), catalog, phrases) : null;
    // 'accounts whose name …' where only another table has a column called 'name' or 'title': the accounts' own name.
    const column =
      ownerLabel ??
      valued?.column ??
      (named && (!entity || named.column.entity === entity.name) ? named.column : (labelOf(entity) ?? named?.column));
    if (!column) continue;
    filters.push({ kind: 'pattern', entity: column.entity, column: column.name, mode, values: [value[1]] });
    // ('Which distinct source system code includes 'en'?': the column asked for stays, to be listed.)
    const asked = named && ASKED_DISTINCT.test(rest.slice(0, named.start));
    const cut = (valued || ownerLabel) && whose ? whose.index : named && !asked ? named.start : m.index;
    rest = `${withoutLink(rest.slice(0, cut))} ${after.slice(value[0].length)}`;
  }
  // "courses with 'Introduction' in their title": a quoted text in a named column.
  // 'Which catalog publishers have substring "Murray" in their names?', '"Diana" in part of their names': 'substring'
  // and 'part of' say the same.
  const quoted =
    /(?:\b(?:the\s+|a\s+)?substring\s+)?["“‘']([^"”’']{2,60})["”’']\s+in\s+(?:part\s+of\s+)?(?:their|its|the|his|her)\s+([A-Za-z]+(?:\s+[A-Za-z]+)?)/i.exec(
      rest,
    );
  if (quoted) {
    const entity = mentionedEntity(question, catalog, phrases);
    // 'publishers … in their names': the names of things kept as a text column's values are those values.
    const owner = /^names?$/i.test(quoted[2])
      ? /^(.*?)\s+(?:(?:who|that|which)\s+)?(?:have|has|with)\s*$/i.exec(rest.slice(0, quoted.index))
      : null;
    const valued = owner ? valueColumnNamed(owner[1], catalog, phrases) : null;
    const label = owner && entity ? labelOf(entity) : undefined;
    const named =
      valued ||
      (entity && ownColumnByHead(quoted[2], entity)) ||
      namedColumn(quoted[2], catalog, phrases, (c) => c.type === 'text', false, entity?.name) ||
      // 'customers who have "Diana" in their names': the name of the rows is their label.
      (label ? { column: label, start: 0, end: 0 } : null);
    if (named && (valued || !entity || named.column.entity === entity.name)) {
      filters.push({
        kind: 'pattern',
        entity: named.column.entity,
        column: named.column.name,
        mode: 'contains',
        values: [quoted[1]],
      });
      rest = `${rest.slice(0, quoted.index)} ${rest.slice(quoted.index + quoted[0].length)}`;
    }
  }
  const address = readMailAddress(rest, catalog, phrases, question);
  if (address) {
    filters.push(address.filter);
    rest = address.rest;
  }
  const mail = readMailProviders(rest, catalog, phrases, question);
  if (mail) {
    filters.push(mail.filter);
    rest = mail.rest;
  }
  return { question: rest.replace(/\s+/g, ' ').trim(), filters };
}

/** The table named right before 'whose' or 'with' that opens the clause the pattern is in ('staff whose …'). */
function clauseOwner(before: string, catalog: Catalog, phrases: SchemaPhrases): CatalogEntity | undefined {
  // ('the head's name has …': the table named before the possessive.)
  const m =
    /\b([A-Za-z]+(?:\s+[A-Za-z]+)?)\s+(?:whose|with)\s+(?:[A-Za-z]+\s+){1,3}$/i.exec(before) ??
    /\b([A-Za-z]+)['’]s\s+(?:[A-Za-z]+\s+){1,3}$/i.exec(before);
  if (!m) return undefined;
  const words = normalizeText(m[1]).split(' ');
  for (const said of [words, words.slice(-1)]) {
    const hit = phrases.lookup(said).find((h) => !h.partial && h.target.kind === 'entity');
    if (hit?.target.kind === 'entity') return catalog.byName.get(hit.target.entity);
  }
  return undefined;
}

/** A text without the word that linked it to the condition taken out after it ('customers whose' → 'customers'). */
const withoutLink = (text: string) => text.replace(/\b(?:whose|with|where|that|which)\s*$/i, '');

const isMail = (c: CatalogColumn) => c.type === 'text' && c.words.some((w) => w === 'email' || w === 'mail');

/**
 * 'the candidate whose email is stanley.monahan@example.org': an address written out is one value of a mail column
 * (the one the question names, else the only one the schema has), compared whole and without case. Addresses are
 * contact details, never in the value index, and the words they split into name nothing.
 */
function readMailAddress(
  text: string,
  catalog: Catalog,
  phrases: SchemaPhrases,
  question: string,
): { filter: PatternFilter; rest: string } | null {
  const m = /["'“‘]?\b([\w.+-]+@[\w-]+(?:\.[\w-]+)+)\b["'”’]?/.exec(text);
  if (!m) return null;
  const before = text.slice(0, m.index);
  const entity = mentionedEntity(question, catalog, phrases);
  const named = namedColumn(before, catalog, phrases, isMail, true, entity?.name);
  const all = catalog.entities.flatMap((e) => e.columns.filter(isMail));
  const column = named?.column ?? entity?.columns.find(isMail) ?? (all.length === 1 ? all[0] : undefined);
  if (!column) return null;
  const cut = named && /^\W*(?:is|=|of)?\W*$/.test(before.slice(named.end)) ? named.start : m.index;
  return {
    filter: { kind: 'pattern', entity: column.entity, column: column.name, mode: 'equals', values: [m[1]] },
    rest: `${withoutLink(text.slice(0, cut))} ${text.slice(m.index + m[0].length)}`,
  };
}

/** 'Gmail or Yahoo address(es)', 'a Gmail address as their private email': the address column contains '@gmail.'. */
function readMailProviders(
  text: string,
  catalog: Catalog,
  phrases: SchemaPhrases,
  question: string,
): { filter: PatternFilter; rest: string } | null {
  const re =
    /\b([a-z]+)((?:\s*(?:,|or|and|\/)\s*[a-z]+)*)\s+(?:e-?mail\s+)?(?:addresses|address|e-?mails?|accounts?)\b/i;
  const m = re.exec(text);
  if (!m) return null;
  const providers = [m[1], ...(m[2].match(/[a-z]+/gi) ?? []).filter((w) => !/^(or|and)$/i.test(w))].map((w) =>
    w.toLowerCase(),
  );
  if (!providers.every((p) => MAIL_PROVIDERS.has(p))) return null;
  const rest = `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`;
  // The address column the question names ('as their private email'), else the table's own address column.
  const entity = mentionedEntity(question, catalog, phrases);
  const named = namedColumn(rest, catalog, phrases, isMail, true, entity?.name);
  const column = named?.column ?? entity?.columns.find(isMail);
  if (!column) return null;
  const restWithout = named ? `${rest.slice(0, named.start)} ${rest.slice(named.end)}` : rest;
  return {
    filter: {
      kind: 'pattern',
      entity: column.entity,
      column: column.name,
      mode: 'contains',
      values: providers.map((p) => `@${p}.`),
    },
    rest: restWithout.replace(/\b(?:as|for)\s+(?:their|his|her|its|the)\s*(?=[?.!]|$)/i, ''),
  };
}

/** The column named by the last words of a text ('… whose last name'), with where those words start. */
function namedColumn(
  text: string,
  catalog: Catalog,
  phrases: SchemaPhrases,
  fits: (c: CatalogColumn) => boolean,
  anywhere = false,
  ownEntity?: string,
): { column: CatalogColumn; start: number; end: number } | null {
  const words = [...text.matchAll(/[A-Za-z0-9]+/g)];
  let best: { column: CatalogColumn; start: number; end: number; score: number } | null = null;
  // 'members whose hometown address includes …': a column of the rows' own may be said with one more word after it.
  const ends = anywhere ? words.map((_, i) => i + 1) : [words.length, ...(ownEntity ? [words.length - 1] : [])];
  for (const end of ends) {
    let last = end;
    while (!anywhere && last > 0 && LEAD_WORDS.has(words[last - 1][0].toLowerCase())) last--;
    for (let n = Math.min(3, last); n >= 1; n--) {
      const span = words.slice(last - n, last);
      const norm = span.map((w) => normalizeText(w[0]));
      for (const hit of phrases.lookup(norm)) {
        if (hit.target.kind !== 'column') continue;
        const column = catalog.byName.get(hit.target.entity)?.byName.get(hit.target.column);
        if (!column || !fits(column) || (end < words.length && column.entity !== ownEntity)) continue;
        // 'accounts whose name …': a column of the table the question names comes first.
        const score = hit.score * n + (column.entity === ownEntity ? 1 : 0);
        if (!best || score > best.score)
          best = { column, start: span[0].index, end: span[n - 1].index + span[n - 1][0].length, score };
      }
    }
  }
  return best;
}

/**
 * The table's own text column whose name ends in the last word before the pattern ('courses with a code …' → the
 * course code), when one column alone does: the column words before it are the table's own name, left unsaid.
 */
function ownColumnByHead(
  text: string,
  entity: CatalogEntity,
): { column: CatalogColumn; start: number; end: number } | null {
  const words = [...text.matchAll(/[A-Za-z0-9]+/g)];
  let last = words.length;
  while (last > 0 && LEAD_WORDS.has(words[last - 1][0].toLowerCase())) last--;
  if (!last) return null;
  const head = normalizeText(words[last - 1][0]);
  // A column called just that ('name') is the one said, before one that ends in it ('department name').
  const exact = entity.columns.filter((c) => c.type === 'text' && c.words.join(' ') === head);
  const fits = exact.length
    ? exact
    : entity.columns.filter((c) => c.type === 'text' && c.words.length > 1 && c.words.at(-1) === head);
  if (fits.length !== 1) return null;
  const w = words[last - 1];
  return { column: fits[0], start: w.index, end: w.index + w[0].length };
}

/**
 * The first table the question names. Words that name more as a longer phrase are that phrase ('catalog entry names'
 * is a column of the catalog contents, not the table Catalogs).
 */
function mentionedEntity(question: string, catalog: Catalog, phrases: SchemaPhrases): CatalogEntity | undefined {
  const words = normalizeText(question).split(' ');
  for (let i = 0; i < words.length; i++)
    for (let n = Math.min(3, words.length - i); n >= 1; n--) {
      const hits = phrases.lookup(words.slice(i, i + n)).filter((h) => !h.partial);
      const table = hits.map((h) => h.target).find((t) => t.kind === 'entity');
      if (table) return catalog.byName.get(table.entity);
      if (hits.length && n > 1) {
        i += n - 1;
        break;
      }
    }
  return undefined;
}

/**
 * The text column whose values name things of their own (a publisher, a city; not the table's rows nor a code) that
 * the last words of `text` name, its last word the head of those words ('the catalog publishers' → catalog_publisher).
 */
function valueColumnNamed(
  text: string,
  catalog: Catalog,
  phrases: SchemaPhrases,
): { column: CatalogColumn; start: number; end: number } | null {
  const head = /([A-Za-z]+)\s*$/.exec(text)?.[1];
  const named = head
    ? namedColumn(
        text,
        catalog,
        phrases,
        (c) => c.type === 'text' && !c.isKey && (c.role === 'category' || c.role === 'other') && !c.codeWords,
      )
    : null;
  return named && head && stem(named.column.words.at(-1) ?? '') === stem(normalizeText(head)) ? named : null;
}

/** The column that names a table's rows; for people, the last name (what 'names starting with' is about). */
function labelOf(entity: CatalogEntity | undefined): CatalogColumn | undefined {
  if (!entity?.label) return undefined;
  const cols = entity.label.columns;
  return entity.byName.get(cols[cols.length - 1]);
}
