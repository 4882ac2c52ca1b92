import path from 'node:path';

/**
 * Citations of numbered checks and notes ("security check 17 (docs/security.md)") must name a
 * document of this repository that defines that number, so a clone alone can follow every one.
 * Pure: the caller gives the files' text and says which paths exist.
 */

export interface Finding {
  file: string;
  line: number;
  problem: string;
}

interface Kind {
  /** Where the numbers are defined: a section of the document, or all of it. */
  section?: string;
  /** The document that may cite its own numbers without naming itself. */
  home: string;
}

const KINDS: Record<string, Kind> = {
  security: { section: 'Security checklist', home: 'docs/security.md' },
  reliability: { section: 'Reliability checklist', home: 'docs/reliability.md' },
  engine: { home: 'docs/engine-notes.md' },
};

const NUMBERS = String.raw`\d+(?:\s*(?:–|-|,|and|to)\s*\d+)*`;
const DOCUMENT = String.raw`(?:\s*(?:\(|,|in)\s*(?:in\s+)?((?:\.\.?\/)*(?:[\w.-]+\/)*[\w.-]+\.md))?`;
/** "security check 17 (docs/security.md)", "reliability checks 1, 2 and 3, docs/reliability.md", "engine notes 13–14 in …". */
const CITATION = new RegExp(
  String.raw`\b(?:(security|reliability) checks?|(engine) notes?) (${NUMBERS})${DOCUMENT}`,
  'gi',
);

/** Documents that live outside the repository: naming them is always a finding. */
const OUTSIDE: Array<[RegExp, string]> = [
  [/quality[- ]bar/i, 'cites the quality bar, which is not in the repository'],
  [/(?:^|[^\w.])\.\.\/shared\b|\/work\/shared\b/, 'reads ../shared, which a clone does not have'],
  [/(?:^|[^\w/.-])style\.md\b/, 'cites style.md, which is not in the repository'],
  [/(?:^|[^\w/.-])engine[-]notes(?!\.md)\b/, 'cites the engine notes without naming docs/engine-notes.md'],
];

const MARKDOWN_LINK = /\[[^\]]*\]\(([^)\s]+)\)/g;

export function expandNumbers(text: string): number[] {
  const out: number[] = [];
  for (const part of text.split(/\s*(?:,|and)\s*/)) {
    const range = /^(\d+)\s*(?:–|-|to)\s*(\d+)$/.exec(part.trim());
    if (range) for (let n = Number(range[1]); n <= Number(range[2]); n++) out.push(n);
    else if (/^\d+$/.test(part.trim())) out.push(Number(part.trim()));
  }
  return out;
}

/** The numbers a document defines: table rows `| N |` or list items `N.` (in its section, when it has one). */
export function definedNumbers(text: string, section?: string): Set<number> | undefined {
  let lines = text.split('\n');
  if (section) {
    const start = lines.findIndex((l) => new RegExp(`^#+\\s+${section}\\s*$`, 'i').test(l));
    if (start < 0) return undefined;
    const level = /^#+/.exec(lines[start]!)![0].length;
    const end = lines.findIndex((l, i) => i > start && new RegExp(`^#{1,${level}}\\s`).test(l));
    lines = lines.slice(start + 1, end < 0 ? undefined : end);
  }
  const numbers = new Set<number>();
  for (const line of lines) {
    const m = /^\|\s*(\d+)\s*\|/.exec(line) ?? /^(\d+)\.\s/.exec(line);
    if (m) numbers.add(Number(m[1]));
  }
  return numbers;
}

/** `read` gives a repository file's text (undefined when missing); `exists` also knows folders. */
export function findBadReferences(
  files: Map<string, string>,
  read: (repoPath: string) => string | undefined,
  exists: (repoPath: string) => boolean,
): Finding[] {
  const findings: Finding[] = [];
  const resolve = (from: string, target: string) => {
    for (const candidate of [path.posix.normalize(target), path.posix.join(path.posix.dirname(from), target)])
      if (read(candidate) !== undefined) return candidate;
    return undefined;
  };
  for (const [file, text] of files) {
    text.split('\n').forEach((line, index) => {
      const at = (problem: string) => findings.push({ file, line: index + 1, problem });
      for (const [pattern, problem] of OUTSIDE) if (pattern.test(line)) at(problem);
      for (const m of line.matchAll(CITATION)) {
        const kindName = (m[1] ?? m[2])!.toLowerCase();
        const kind = KINDS[kindName]!;
        const numbers = expandNumbers(m[3]!);
        const named = m[4];
        const label = `"${m[0].slice(0, m[0].indexOf(m[3]!) + m[3]!.length)}"`;
        if (!named) {
          if (file !== kind.home) at(`${label} names no document`);
          continue;
        }
        const doc = resolve(file, named);
        if (!doc) {
          at(`${label} names ${named}, which is not in the repository`);
          continue;
        }
        const defined = definedNumbers(read(doc)!, kind.section);
        if (!defined) {
          at(`${label}: ${doc} has no "${kind.section}" section`);
          continue;
        }
        for (const n of numbers) if (!defined.has(n)) at(`${label}: ${doc} defines no number ${n}`);
      }
      if (file.endsWith('.md'))
        for (const [, target] of line.matchAll(MARKDOWN_LINK)) {
          if (/^(?:[a-z]+:|#)/i.test(target!)) continue;
          const linked = path.posix.join(path.posix.dirname(file), decodeURI(target!.split('#')[0]!));
          if (!exists(linked)) at(`links to ${target}, which is not in the repository`);
        }
    });
  }
  return findings;
}
