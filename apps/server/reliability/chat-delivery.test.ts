/**
 * Reliability checks 1, 2 and 3 (docs/reliability.md): idempotent send, a WebSocket
 * dropped mid-answer, a page reload mid-answer. Two SOE processes serve one deployment (one
 * PostgreSQL database, one Redis prefix); the language model is the OpenAI fake, streaming word
 * by word with a delay per word so there is a "mid-answer" to interrupt.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenAiFake } from '@soe/fakes/openai';
import {
  answerText,
  Client,
  until,
  type ChatSocket,
  type Frame,
  type RelDatabase,
  type SoeProcess,
  startDeployment,
  type Deployment,
} from './support-chat';

let fake: OpenAiFake;
let db: RelDatabase;
let a: SoeProcess;
let b: SoeProcess;
let user: Client;

let deployment: Deployment;

beforeAll(async () => {
  deployment = await startDeployment({ instances: 2 });
  ({ fake, db } = deployment);
  [a, b] = deployment.instances as [SoeProcess, SoeProcess];
  await new Client(a.baseURL).register('rel-owner'); // the first account is the owner (unlimited); the checks use a free account
  user = new Client(a.baseURL);
  await user.register('rel-delivery');
  await user.useModel();
});

afterAll(async () => deployment?.stop());

/** The user message a socket saw stored for `content` in a conversation. */
async function questionId(socket: ChatSocket, conversationId: number, content: string): Promise<number> {
  const frame = await socket.waitFor(
    (f) =>
      f.type === 'message_updated' &&
      f.payload.conversationId === conversationId &&
      f.payload.message.role === 'user' &&
      f.payload.message.content === content,
    `the stored question "${content}"`,
  );
  return (frame as Frame & { type: 'message_updated' }).payload.message.id;
}

describe('1. idempotent send', () => {
  it('the same clientMessageId 5 times at once over two instances, and again after a reconnect: one question, one answer, one use of the plan', async () => {
    const conversationId = await user.conversation('Idempotent send');
    const socket = await user.socket();
    const usedBefore = (await user.get('/api/usage')).json.queriesUsed as number;
    const modelCallsBefore = fake.modelRequests().length;
    const text = answerText('idempotent', 30);
    // One scripted turn only: a second answer would get the fake's 500 and show up as an error answer.
    fake.script([{ text, chunkDelayMs: 25 }]);

    const send = { content: 'Q-1-1 how many orders?', conversationId, clientMessageId: 'rel-idempotent-1' };
    const viaB = user.on(b.baseURL);
    const responses = await Promise.all(
      [user, viaB, user, viaB, user].map((client) => client.post('/api/messages', send)),
    );

    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const userIds = new Set(responses.map((r) => r.json.userMessage.id));
    expect(userIds.size).toBe(1);
    const [questionId] = [...userIds] as number[];
    expect(new Set(responses.map((r) => r.json.conversationId))).toEqual(new Set([conversationId]));
    // The request that stored the question waits for its answer; a duplicate that arrives while the
    // answer is being written gets the same question and `assistantMessage: null` (SendMessageResponse),
    // one that arrives after it gets the same answer. Never a second answer.
    const answers = responses.map((r) => r.json.assistantMessage).filter(Boolean);
    expect(answers.length).toBeGreaterThanOrEqual(1);
    expect(new Set(answers.map((m: { id: number }) => m.id)).size).toBe(1);
    expect(answers[0]).toMatchObject({ role: 'assistant', status: 'complete', content: text });
    const answerId = answers[0].id as number;

    // The connection drops, the client reconnects (resuming) and sends the same message again.
    await socket.waitForFinalAnswer(conversationId, questionId!);
    const lastEventId = socket.lastEventId!;
    socket.terminate();
    const again = await viaB.socket({ resumeFrom: lastEventId });
    const retry = await viaB.post('/api/messages', send);
    expect(retry.status).toBe(200);
    expect(retry.json.userMessage.id).toBe(questionId);
    expect(retry.json.assistantMessage).toMatchObject({ id: answerId, status: 'complete', content: text });
    again.close();

    const rows = await db.query<{ id: number; role: string; reply_to: number | null }>(
      'select id, role, reply_to from messages where conversation_id = $1 order by id',
      [conversationId],
    );
    expect(rows).toEqual([
      { id: questionId, role: 'user', reply_to: null },
      { id: answerId, role: 'assistant', reply_to: questionId },
    ]);
    expect(fake.modelRequests().length - modelCallsBefore).toBe(1);
    expect((await user.get('/api/usage')).json.queriesUsed).toBe(usedBefore + 1);
    const [counter] = await db.query<{ queries: number }>('select queries from usage_counters where user_id = $1', [
      user.userId,
    ]);
    expect(counter!.queries).toBe(usedBefore + 1);
  });
});

describe('2. WebSocket dropped mid-answer', () => {
  // Three drops at different points, resuming on the other instance and on the same one, as the web
  // client does (last event id in the handshake and a resume message) or with the handshake alone.
  // The reconnect happens while deltas keep coming (one every 10 ms), which is where a gap, a
  // duplicate or a replayed delta overtaken by a live one would show.
  const rounds = [
    { dropAfter: 5, resumeOn: 'b', by: 'both' },
    { dropAfter: 30, resumeOn: 'a', by: 'both' },
    { dropAfter: 55, resumeOn: 'b', by: 'handshake' },
  ] as const;
  for (const [round, { dropAfter, resumeOn, by }] of rounds.entries()) {
    it(`drop after ${dropAfter} deltas, resume on instance ${resumeOn} (${by}): the deltas before and after reproduce the stored answer exactly`, async () => {
      const conversationId = await user.conversation(`Dropped socket ${round}`);
      // A witness socket that stays connected: the sequence of events every tab should see.
      const witness = await user.socket();
      const first = await user.socket();
      // 82 deltas: within the hub's per-user buffer (RECENT_LIMIT, 200 events) that a resume reads.
      const text = answerText(`drop-${round}`, 80);
      fake.script([{ text, chunkDelayMs: 10 }]);
      const content = `Q-2-${round} which region sells most?`;
      const sending = user.post('/api/messages', { content, conversationId, clientMessageId: `rel-drop-${round}` });
      const qid = await questionId(first, conversationId, content);

      await until(() => first.deltas(qid).length >= dropAfter, `${dropAfter} deltas`);
      first.terminate();
      const before = first.deltas(qid);
      const lastEventId = first.lastEventId!;
      // The server carries on while the client is away.
      await until(
        () => witness.deltas(qid).length >= before.length + 5,
        'the answer to progress while the socket is down',
      );

      const client = resumeOn === 'a' ? user : user.on(b.baseURL);
      const second = await client.socket({ resumeFrom: lastEventId, resumeBy: by });
      const sent = await sending;
      expect(sent.status).toBe(200);
      const answerId = sent.json.assistantMessage.id as number;
      await second.waitForFinalAnswer(conversationId, qid);
      await witness.waitForFinalAnswer(conversationId, qid);

      const after = second.deltas(qid);
      const ids = [...before, ...after].map((f) => f.id);
      expect(ids.every(Boolean)).toBe(true);
      expect(new Set(ids).size).toBe(ids.length); // no duplicate
      expect(ids).toEqual(witness.deltas(qid).map((f) => f.id)); // no gap, same order
      const stored = (await user.messages(conversationId)).find((m) => m.id === answerId)!;
      expect(stored).toMatchObject({ role: 'assistant', status: 'complete', content: text });
      expect([...before, ...after].map((f) => f.payload.delta).join('')).toBe(stored.content);
      // Nothing the first socket already had is sent again (typing, the question's own event).
      const seenBefore = new Set(first.frames.map((f) => f.id).filter(Boolean));
      expect(second.frames.filter((f) => f.id && seenBefore.has(f.id))).toEqual([]);
      witness.close();
      second.close();
    });
  }
});

describe('3. page reload mid-answer', () => {
  it('the asking request is aborted and its socket dropped: the answer still finishes on the server, saved once', async () => {
    const conversationId = await user.conversation('Page reload');
    const socket = await user.socket();
    const text = answerText('reload', 60);
    fake.script([{ text, chunkDelayMs: 30 }]);
    const modelCallsBefore = fake.modelRequests().length;
    const content = 'Q-3-1 top customers this year?';
    const tab = new AbortController();
    const sending = user
      .post('/api/messages', { content, conversationId, clientMessageId: 'rel-reload-1' }, tab.signal)
      .then(
        () => 'answered',
        (error: Error) => error.name,
      );
    const qid = await questionId(socket, conversationId, content);
    await until(() => socket.deltas(qid).length >= 5, '5 deltas');
    // The tab goes away: the fetch is aborted (its TCP connection closed) and the socket is cut.
    tab.abort();
    socket.terminate();
    expect(await sending).toBe('AbortError');
    const streamedSoFar = socket.deltas(qid).length;
    expect(streamedSoFar).toBeLessThan(60);

    // The answer is finished and saved by the server regardless, exactly once.
    const rows = await until(async () => {
      const found = await db.query<{ id: number; status: string; content: string }>(
        'select id, status, content from messages where reply_to = $1',
        [qid],
      );
      return found.length && found[0]!.status !== 'streaming' ? found : null;
    }, 'the stored answer');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'complete', content: text });
    expect(fake.modelRequests().length - modelCallsBefore).toBe(1);

    // The reloaded page (on the other instance): a new socket and the conversation's messages.
    const reloaded = user.on(b.baseURL);
    const fresh = await reloaded.socket();
    const messages = await reloaded.messages(conversationId);
    expect(messages.map((m) => [m.role, m.status, m.content])).toEqual([
      ['user', 'complete', content],
      ['assistant', 'complete', text],
    ]);
    const [count] = await db.query<{ n: number }>(
      'select count(*)::int as n from messages where conversation_id = $1',
      [conversationId],
    );
    expect(count!.n).toBe(2);
    fresh.close();
  });
});
