import type { LinkMethod } from '@soe/shared';

/**
 * The form two systems' values are compared in, per link method. Finding links and joining on them use the same
 * function, so a pair counted as matched when the link was found is joined when a question uses it.
 */
export function linkKey(method: LinkMethod, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = (value instanceof Date ? value.toISOString() : String(value)).trim();
  if (!text) return null;
  switch (method) {
    case 'key':
      // Keys compare as text, case-insensitive ('ALFKI' and 'alfki'); numbers lose a trailing '.0' (1 and 1.0).
      return /^-?\d+\.0+$/.test(text) ? text.replace(/\.0+$/, '') : text.toLowerCase();
    case 'email':
      return /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(text) ? text.toLowerCase() : null;
    case 'domain':
      return domainOf(text);
    case 'name':
      return nameKey(text);
  }
}

/** 'jane@Acme.com', 'https://www.acme.com/about', 'acme.com' → 'acme.com'. */
export function domainOf(text: string): string | null {
  const lower = text.trim().toLowerCase();
  const host = lower.includes('@')
    ? lower.slice(lower.lastIndexOf('@') + 1)
    : lower.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  const bare = host.split(/[/?#:]/)[0].replace(/^www\d*\./, '');
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(bare) ? bare : null;
}

/** Words that say what kind of company a name is, not which: 'Acme Corp.' and 'ACME Corporation' are one. */
const LEGAL_FORMS = new Set([
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'co',
  'company',
  'ltd',
  'limited',
  'llc',
  'llp',
  'lp',
  'plc',
  'gmbh',
  'ag',
  'kg',
  'sa',
  'sas',
  'sarl',
  'srl',
  'spa',
  'bv',
  'nv',
  'oy',
  'ab',
  'as',
  'aps',
  'pty',
  'kk',
  'the',
]);

/** 'Alfreds Futterkiste GmbH', 'alfreds futterkiste' → 'alfreds futterkiste'; 'Café & Co.' → 'cafe and'. */
export function nameKey(text: string): string | null {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const kept = words.filter((w, i) => !(LEGAL_FORMS.has(w) && (i > 0 || words.length > 1)));
  const key = (kept.length ? kept : words).join(' ');
  return key || null;
}
