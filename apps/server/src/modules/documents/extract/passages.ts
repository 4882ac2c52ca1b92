import type { ExtractedPassage } from './types';

/** Passages this long give a citation enough context without quoting a whole page. */
const TARGET = 700;
const HARD_MAX = 1200;

/**
 * Cuts text into passages at paragraph, then sentence, then word boundaries.
 * Each passage keeps its page so an answer can cite 'report.pdf, page 3'.
 */
export function splitPassages(text: string, page?: number): ExtractedPassage[] {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) =>
      p
        .replace(/[ \t\f\v]+/g, ' ')
        .replace(/\s*\n\s*/g, ' ')
        .trim(),
    )
    .filter(Boolean);
  const out: ExtractedPassage[] = [];
  let current = '';
  const flush = () => {
    if (current) out.push(page === undefined ? { text: current } : { page, text: current });
    current = '';
  };
  for (const paragraph of paragraphs) {
    for (const piece of pieces(paragraph)) {
      if (current && current.length + 1 + piece.length > TARGET) flush();
      current = current ? `${current}\n${piece}` : piece;
    }
  }
  flush();
  return out;
}

/** A paragraph as pieces no longer than HARD_MAX: sentences, and words for a sentence that long. */
function pieces(paragraph: string): string[] {
  if (paragraph.length <= HARD_MAX) return [paragraph];
  const sentences = paragraph.match(/[^.!?]+[.!?]+["')\]]*\s*|[^.!?]+$/g) ?? [paragraph];
  const out: string[] = [];
  let current = '';
  for (const sentence of sentences.map((s) => s.trim()).filter(Boolean)) {
    for (const part of sentence.length <= HARD_MAX ? [sentence] : byWords(sentence)) {
      if (current && current.length + 1 + part.length > HARD_MAX) {
        out.push(current);
        current = '';
      }
      current = current ? `${current} ${part}` : part;
    }
  }
  if (current) out.push(current);
  return out;
}

function byWords(sentence: string): string[] {
  const out: string[] = [];
  let current = '';
  for (const word of sentence.split(/\s+/)) {
    // A 'word' longer than a passage (a base64 blob, a URL) is cut hard.
    for (let i = 0; i < word.length; i += HARD_MAX) {
      const part = word.slice(i, i + HARD_MAX);
      if (current && current.length + 1 + part.length > HARD_MAX) {
        out.push(current);
        current = '';
      }
      current = current ? `${current} ${part}` : part;
    }
  }
  if (current) out.push(current);
  return out;
}
