import type { Pull, PullAnswer } from './protocol';
import type { ExtractedDocument } from './types';

/**
 * One slice of an extraction's result: passages up to a count and a number of characters (always at
 * least one), or rows up to a count and a size of JSON text, serialised here so the server never does.
 */
export function answerPull(result: ExtractedDocument, pull: Pull): PullAnswer {
  if (pull.kind === 'passages') {
    const items = [];
    let chars = 0;
    for (let i = pull.start; i < result.passages.length && items.length < pull.maxCount; i++) {
      const passage = result.passages[i]!;
      if (items.length && chars + passage.text.length > pull.maxChars) break;
      chars += passage.text.length;
      items.push(passage);
    }
    return { id: pull.id, items };
  }
  const rows = result.sheets[pull.sheet]?.rows ?? [];
  let json = '[';
  let count = 0;
  for (let i = pull.start; i < rows.length && count < pull.maxRows && json.length < pull.maxBytes; i++, count++)
    json += (count ? ',' : '') + JSON.stringify(rows[i]);
  return { id: pull.id, json: `${json}]`, count };
}
