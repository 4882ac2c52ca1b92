// Scores an assistant answer against an expected result (one question, or one turn of a conversation).
// An answer is the assistant's text: markdown, with optional [TABLE:{json}] and
// [CHART:{json}] blocks (see the table and chart payloads in the product spec).
// Expected kinds: scalar (value: one figure in the text), list (labels: every name shown, and not many more
// rows than names), set (rows of [label, number]: each in one row, any order), ranked (the same, in order),
// values (rows: each number in some row, labels not checked).
// Exported: extractBlocks, answerRows, numbersIn, score, stance.

/** Finds [TAG:{...}] blocks and returns [{tag, json, raw}] (json null when unparseable). */
export function extractBlocks(text) {
  const out = [];
  const re = /\[(TABLE|CHART):/g;
  let m;
  while ((m = re.exec(text))) {
    const start = m.index + m[0].length;
    let depth = 0,
      inStr = false,
      esc = false,
      end = -1;
    for (let i = start; i < text.length; i++) {
      const c = text[i];
      if (inStr) {
        if (esc) esc = false;
        else if (c === '\\') esc = true;
        else if (c === '"') inStr = false;
        continue;
      }
      if (c === '"') inStr = true;
      else if (c === '{' || c === '[') depth++;
      else if (c === '}' || c === ']') {
        depth--;
        if (depth === 0) {
          end = i + 1;
          break;
        }
      }
    }
    if (end < 0) continue;
    let json = null;
    try {
      json = JSON.parse(text.slice(start, end));
    } catch {
      /* unparseable */
    }
    out.push({ tag: m[1], json, raw: text.slice(m.index, end + 1) });
    re.lastIndex = end;
  }
  return out;
}

/** Every row the answer shows, as an array of cell strings: TABLE blocks, CHART blocks and markdown tables. */
export function answerRows(text) {
  const rows = [];
  for (const b of extractBlocks(text)) {
    if (!b.json) continue;
    if (b.tag === 'TABLE' && Array.isArray(b.json.rows)) {
      const keys = Array.isArray(b.json.headers) ? b.json.headers.map((h) => h.key ?? h.label) : null;
      for (const r of b.json.rows) {
        if (Array.isArray(r)) rows.push(r.map(String));
        else if (r && typeof r === 'object') rows.push((keys ?? Object.keys(r)).map((k) => String(r[k] ?? '')));
      }
    } else if (b.tag === 'CHART' && Array.isArray(b.json.labels)) {
      b.json.labels.forEach((label, i) => {
        rows.push([String(label), ...(b.json.datasets ?? []).map((d) => String((d.data ?? [])[i] ?? ''))]);
      });
    }
  }
  for (const line of text.split('\n')) {
    const t = line.trim();
    if (t.startsWith('|') && t.endsWith('|') && !/^\|[\s:|-]+\|$/.test(t))
      rows.push(
        t
          .slice(1, -1)
          .split('|')
          .map((s) => s.trim()),
      );
  }
  return rows;
}

const norm = (s) => String(s).normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
/** Numbers written in a string: "$1,234.50" -> 1234.5; "12%" -> 12. */
export function numbersIn(s) {
  const out = [];
  for (const m of String(s).matchAll(/-?\$?\s?\d[\d,]*(\.\d+)?/g)) {
    const n = Number(m[0].replace(/[$,\s]/g, ''));
    if (Number.isFinite(n)) out.push(n);
  }
  return out;
}
// A figure within 0.5 % of the expected one (rounding shown, '1.2 %' for 1.2345 %); a whole number of four digits or
// more (an id, a year, a count) only as itself: patient 100000004 is not patient 100000001, nor 2010 the year 2007.
const close = (a, b) =>
  Number.isInteger(b) && Math.abs(b) >= 1000 ? a === b : Math.abs(a - b) <= Math.max(0.01, 0.005 * Math.abs(b));
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
/** A month label "2025-03" may also be shown as "Mar 2025" or "March 2025". */
const labelForms = (label) => {
  const m = /^(\d{4})-(\d{2})$/.exec(String(label).trim());
  return m && MONTHS[Number(m[2]) - 1] ? [label, `${MONTHS[Number(m[2]) - 1].slice(0, 3)} ${m[1]}`] : [label];
};
const hasLabel = (row, label) => {
  const text = ' ' + norm(row.join(' ')) + ' ';
  return labelForms(label).some((l) =>
    norm(l)
      .split(' ')
      .every((tok) => text.includes(tok)),
  );
};
const rowHas = (row, label, value) =>
  hasLabel(row, label) && row.some((c) => numbersIn(c).some((n) => close(n, value)));

/** Returns {pass, why}. */
export function score(expected, answer) {
  const text = String(answer ?? '');
  const rows = answerRows(text);
  const plain = text.replace(/\[(TABLE|CHART):/g, ' ');
  switch (expected.kind) {
    case 'scalar': {
      const nums = numbersIn(plain);
      if (nums.length > 200) return { pass: false, why: 'too many numbers for one figure' };
      return nums.some((n) => close(n, expected.value)) ? { pass: true } : { pass: false, why: `no ${expected.value}` };
    }
    case 'list': {
      if (rows.length > 2 * expected.labels.length + 2)
        return { pass: false, why: `${rows.length} rows for ${expected.labels.length} items` };
      // A label is looked for in the text and in the table's cells: a cell holding a line break ("O'Keefe Lock\nNew
      // Cali") is written escaped in the table's JSON, where the text search would not find it.
      const inCells = (l) => rows.some((r) => r.some((c) => norm(c) === norm(l)));
      const missing = expected.labels.filter((l) => !norm(plain).includes(norm(l)) && !inCells(l));
      return missing.length ? { pass: false, why: `missing ${missing.slice(0, 3).join(', ')}` } : { pass: true };
    }
    case 'set':
    case 'ranked': {
      const pos = expected.rows.map(([l, v]) => rows.findIndex((r) => rowHas(r, l, v)));
      const miss = expected.rows.filter((_, i) => pos[i] < 0);
      if (miss.length)
        return {
          pass: false,
          why: `no row for ${miss
            .slice(0, 3)
            .map((r) => r[0])
            .join(', ')}`,
        };
      if (expected.kind === 'ranked') {
        for (let i = 0; i < pos.length; i++)
          for (let j = i + 1; j < pos.length; j++)
            if (expected.rows[i][1] > expected.rows[j][1] + 1e-9 && pos[i] > pos[j])
              return { pass: false, why: 'wrong order' };
      }
      return { pass: true };
    }
    case 'values': {
      const cells = rows.map((r) => r.slice(1).flatMap(numbersIn));
      const used = new Set();
      for (const [, v] of expected.rows) {
        const k = cells.findIndex((ns, i) => !used.has(i) && ns.some((n) => close(n, v)));
        if (k < 0) return { pass: false, why: `no value ${v}` };
        used.add(k);
      }
      return { pass: true };
    }
    default:
      return { pass: false, why: `unknown kind ${expected.kind}` };
  }
}

/**
 * How an answer presents itself: 'hedged' when it opens with how it read the question ("I read this as …"),
 * 'refused' when it gives no figure ("I could not …", or the source rejected the query built for it), else
 * 'fact'. A failed answer stated as fact is the costliest miss: nothing in it tells a person to doubt it.
 */
export function stance(answer) {
  const text = String(answer ?? '').trimStart();
  if (/^I read this as\b/.test(text)) return 'hedged';
  if (/^I could not\b/.test(text) || /^I understood the question as\b[\s\S]*\bcould not run\b/.test(text))
    return 'refused';
  return 'fact';
}
