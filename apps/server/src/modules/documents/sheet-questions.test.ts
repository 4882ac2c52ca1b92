import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../../../test/helpers';

/**
 * A CSV attached to a conversation is one of its tables for every question until it is removed: read with the
 * engine's forms (maximum, averages per group, top N, filters, a period a column's name carries), named by its file
 * name as a system is, and never answered with one of its rows. Every expected figure is computed here from the
 * rows the file is made of.
 */
const ROWS: Array<[string, string, number, number, number]> = [
  ['Ana', 'Platform', 412, 455, 1.5],
  ['Ben', 'Platform', 388, 402, 1.25],
  ['Chloe', 'Data', 430, 398, 1.5],
  ['Dev', 'Data', 365, 470, 1.75],
  ['Emil', 'Support', 350, 360, 1.1],
  ['Fay', 'Support', 445, 390, 1.3],
  ['Gus', 'Platform', 300, 420, 1.6],
];
const CSV = ['member,team,hours_q1_2026,hours_q2_2026,overtime_rate', ...ROWS.map((r) => r.join(','))].join('\n');
const FILE = 'team_hours_2026.csv';
const NOW_QUARTERS = { q1: 2, q2: 3 } as const;

const top = (column: 2 | 3 | 4, n: number) =>
  [...ROWS].sort((a, b) => b[column] - a[column] || a[0].localeCompare(b[0])).slice(0, n);
const average = (list: number[]) => list.reduce((s, v) => s + v, 0) / list.length;
const perTeam = (column: 2 | 3 | 4) =>
  Object.fromEntries(
    [...new Set(ROWS.map((r) => r[1]))].map((team) => [
      team,
      average(ROWS.filter((r) => r[1] === team).map((r) => r[column])),
    ]),
  );

/** The answer's figure in bold ('**1,100**' → 1100). */
const figure = (answer: string) => Number(/\*\*(-?[\d,.]+)\*\*/.exec(answer)?.[1]?.replace(/,/g, '') ?? NaN);

interface Table {
  headers: Array<{ key: string; label: string }>;
  rows: Array<Record<string, unknown>>;
}

/** The first [TABLE:json] block of an answer. */
function tableOf(answer: string): Table {
  const match = /\[TABLE:(\{.*?\})\]\s*(?:\n|$)/s.exec(answer);
  if (!match) throw new Error(`no table in: ${answer}`);
  return JSON.parse(match[1]!) as Table;
}

/** The table's rows as [label, figure] pairs (its first two columns). */
function pairs(answer: string): Array<[unknown, number]> {
  const table = tableOf(answer);
  const [label, value] = table.headers.map((h) => h.key);
  return table.rows.map((r) => [r[label!], Number(r[value!])]);
}

function multipart(file: { filename: string; data: string }, conversationId?: number) {
  const boundary = `----soe${Math.random().toString(16).slice(2)}`;
  const parts = [
    ...(conversationId
      ? [`--${boundary}\r\nContent-Disposition: form-data; name="conversationId"\r\n\r\n${conversationId}\r\n`]
      : []),
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: text/csv\r\n\r\n${file.data}\r\n`,
    `--${boundary}--\r\n`,
  ];
  return { body: Buffer.from(parts.join('')), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('a spreadsheet attached to a conversation', () => {
  let t: TestApp;
  let alice: TestClient;

  async function upload(conversationId?: number, file = { filename: FILE, data: CSV }): Promise<number> {
    const { body, contentType } = multipart(file, conversationId);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      headers: { cookie: alice.cookieHeader, 'content-type': contentType },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as { id: number }).id;
    for (const until = Date.now() + 60_000; ;) {
      const doc = await alice.get(`/api/documents/${id}`);
      if (doc.json.status === 'processed') return id;
      if (doc.json.status === 'error' || Date.now() > until) throw new Error(`document ${id}: ${doc.body}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function ask(conversationId: number, content: string, documentIds?: number[]) {
    const res = await alice.post('/api/messages', { content, conversationId, ...(documentIds ? { documentIds } : {}) });
    expect(res.status, res.body).toBe(200);
    return res.json.assistantMessage as { content: string; systemSources: string[] };
  }

  beforeAll(async () => {
    t = await createTestApp();
    alice = new TestClient(t.app);
    await alice.register('sheet-alice');
  }, 60_000);
  afterAll(async () => t?.destroy());

  it('answers maximum, averages per group, top N and filters, question after question, without attaching again', async () => {
    const conversationId = (await alice.post('/api/conversations', { title: 'New conversation' })).json.id as number;
    const id = await upload(conversationId);
    // The composer keeps the file attached: every question carries it.
    const most = await ask(conversationId, 'Which member logged the most hours in Q2?', [id]);
    expect(most.systemSources).toEqual([FILE]);
    expect(pairs(most.content)[0]).toEqual([top(NOW_QUARTERS.q2, 1)[0]![0], top(NOW_QUARTERS.q2, 1)[0]![3]]);

    const averages = await ask(conversationId, 'What is the average overtime rate per team?', [id]);
    expect(averages.systemSources).toEqual([FILE]);
    const expected = perTeam(4);
    const got = Object.fromEntries(pairs(averages.content));
    expect(Object.keys(got).sort()).toEqual(Object.keys(expected).sort());
    for (const team of Object.keys(expected)) expect(got[team]).toBeCloseTo(expected[team]!, 6);

    const three = await ask(conversationId, 'Top 3 members by hours in Q1', [id]);
    expect(pairs(three.content)).toEqual(top(NOW_QUARTERS.q1, 3).map((r) => [r[0], r[2]]));

    const platform = await ask(conversationId, 'Total hours in Q1 for the Platform team', [id]);
    const platformHours = ROWS.filter((r) => r[1] === 'Platform').reduce((s, r) => s + r[2], 0);
    expect(figure(platform.content), platform.content).toBe(platformHours);

    const max = await ask(conversationId, 'What is the maximum overtime rate?', [id]);
    expect(figure(max.content), max.content).toBe(Math.max(...ROWS.map((r) => r[4])));

    // No row of the file is given as the answer to a question its table could not read (asked first, so it is no
    // follow-up of the questions above).
    const fresh = (await alice.post('/api/conversations', { title: 'New conversation' })).json.id as number;
    const unread = await ask(fresh, 'Which member has the best attitude?', [id]);
    expect(unread.systemSources, unread.content).not.toContain(FILE);
    expect(unread.content).not.toMatch(/(hours_q[12]_2026|overtime_rate) for /);
  });

  it('a question naming the file goes to it, the Demo Company beside it', async () => {
    const conversationId = (await alice.post('/api/conversations', { title: 'New conversation' })).json.id as number;
    const id = await upload(conversationId);
    const named = await ask(conversationId, `Which member logged the most hours in Q2 in ${FILE}?`);
    expect(named.systemSources).toEqual([FILE]);
    expect(pairs(named.content)[0]![0]).toBe(top(NOW_QUARTERS.q2, 1)[0]![0]);
    // Without its extension too.
    const stem = await ask(conversationId, 'What is the average overtime rate per team in team_hours_2026?');
    expect(stem.systemSources).toEqual([FILE]);
    // A question the attached file cannot answer goes to the conversation's systems.
    const elsewhere = await ask(conversationId, 'Top 5 customers by revenue', [id]);
    expect(elsewhere.systemSources).toEqual(['Demo Company']);
  });

  it('attached on the home view, the file joins the conversation its first question opens and stays there', async () => {
    const id = await upload();
    const first = await alice.post('/api/ask', {
      prompt: 'Which member logged the most hours in Q2?',
      documentIds: [id],
    });
    expect(first.status, first.body).toBe(200);
    expect(first.json.systemSources).toEqual([FILE]);
    const conversationId = first.json.conversationId as number;
    expect((await alice.get(`/api/documents/${id}`)).json.conversationId).toBe(conversationId);
    const listed = await alice.get(`/api/conversations/${conversationId}/documents`);
    expect(listed.status, listed.body).toBe(200);
    expect((listed.json as Array<{ id: number }>).map((d) => d.id)).toEqual([id]);
    // The next question, sent without the attachment, still reads the conversation's file.
    const next = await ask(conversationId, 'average hours in Q2 by team');
    expect(next.systemSources).toEqual([FILE]);
    const expected = perTeam(NOW_QUARTERS.q2);
    for (const [team, value] of pairs(next.content)) expect(value).toBeCloseTo(expected[String(team)]!, 6);
  });

  it('the file that answered the conversation answers its next question, which both files read', async () => {
    const conversationId = (await alice.post('/api/conversations', { title: 'New conversation' })).json.id as number;
    const hours = (year: number) => ROWS.map((r, i) => [r[0], r[1], r[2] + (year - 2025) * 10 * (i + 1)] as const);
    for (const year of [2025, 2026]) {
      const data = ['member,team,hours', ...hours(year).map((r) => r.join(','))].join('\n');
      await upload(conversationId, { filename: `hours_${year}.csv`, data });
    }
    const total = (year: number) => hours(year).reduce((s, r) => s + r[2], 0);
    const named = await ask(conversationId, 'What are the total hours in hours_2026.csv?');
    expect(named.systemSources).toEqual(['hours_2026.csv']);
    expect(figure(named.content), named.content).toBe(total(2026));
    // An answer with no reading in between does not move the conversation.
    const nothing = await ask(conversationId, 'xyzzy plugh');
    expect(nothing.systemSources).toEqual([]);
    const next = await ask(conversationId, 'Total hours by team');
    expect(next.systemSources, next.content).toEqual(['hours_2026.csv']);
    const byTeam = Object.fromEntries(pairs(next.content));
    for (const team of ['Platform', 'Data', 'Support'])
      expect(byTeam[team]).toBe(
        hours(2026)
          .filter((r) => r[1] === team)
          .reduce((s, r) => s + r[2], 0),
      );
  });
});
