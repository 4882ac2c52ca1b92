import { describe, expect, it } from 'vitest';
import { parseContent, plainText, streamingSafe } from './parse-content';

describe('[WRITE:…] change proposals', () => {
  const answer =
    'I prepared this change in Sales DB for you to confirm: set the stage of the deal "Acme Renewal" to "Closed Won".\n\n[WRITE:{"id":42}]';

  it('parses the block into a write part between text parts', () => {
    expect(parseContent(answer)).toEqual([
      {
        type: 'text',
        text: 'I prepared this change in Sales DB for you to confirm: set the stage of the deal "Acme Renewal" to "Closed Won".',
      },
      { type: 'write', id: 42 },
    ]);
    expect(parseContent('[WRITE: {"id": 7} ] after')).toEqual([
      { type: 'write', id: 7 },
      { type: 'text', text: ' after' },
    ]);
  });

  it('reports a block without a positive whole id as invalid, like tables and charts', () => {
    for (const bad of [
      '[WRITE:{"id":"7"}]',
      '[WRITE:{"id":0}]',
      '[WRITE:{"id":1.5}]',
      '[WRITE:{}]',
      '[WRITE:{"id":7]',
      '[WRITE:[1]]',
    ]) {
      expect(
        parseContent(bad).some((p) => p.type === 'invalid' && p.kind === 'write'),
        bad,
      ).toBe(true);
    }
  });

  it('holds back a block still streaming, at every cut, and a marker still arriving', () => {
    for (let cut = answer.indexOf('[WRITE') + 1; cut < answer.length; cut++) {
      const safe = streamingSafe(answer.slice(0, cut));
      expect(safe.text, answer.slice(0, cut)).not.toContain('[W');
      if (cut > answer.indexOf('[WRITE:') + 6) expect(safe.pending).toBe('write');
    }
    expect(streamingSafe(answer)).toEqual({ text: answer, pending: null });
  });

  it('leaves the card out of the copied text', () => {
    expect(plainText(answer)).toBe(
      'I prepared this change in Sales DB for you to confirm: set the stage of the deal "Acme Renewal" to "Closed Won".',
    );
  });
});
