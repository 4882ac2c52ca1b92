/**
 * Crash recovery in seconds (issue 22, item 4): an instance killed with SIGKILL in the middle of an
 * answer stops renewing the answer's marker (a 30 s heartbeat in Redis). Within 2 minutes the
 * question has a retryable error answer, on the instance that is left: a resend of the same
 * clientMessageId gets that answer (never `assistantMessage: null` once it exists), the user's
 * open tab hears of it, and Retry answers the question.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiFake, type OpenAiFake } from '@soe/fakes/openai';
import {
  answerText,
  Client,
  createDatabase,
  REDIS_URL,
  redisPrefix,
  sleep,
  startSoe,
  type Frame,
  type RelDatabase,
  type SoeProcess,
} from './support-chat';

const INTERRUPTED = 'Error: The answer was interrupted before it finished. Please try again.';

let fake: OpenAiFake;
let db: RelDatabase;
let prefix: string;
let doomed: SoeProcess;
let survivor: SoeProcess;
let redis: Redis;

beforeAll(async () => {
  fake = await startOpenAiFake();
  db = await createDatabase('i22b_rel');
  prefix = `i22b:${redisPrefix()}`;
  doomed = await startSoe({ db, prefix, fake });
  survivor = await startSoe({ db, prefix, fake });
  redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
});

afterAll(async () => {
  await Promise.all([doomed, survivor].map((instance) => instance?.stop()));
  if (redis) {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  }
  await db?.drop();
  await fake?.close();
});

describe('an instance killed mid-answer', () => {
  it('leaves a question that becomes a retryable error answer within 2 minutes, which a resend of its clientMessageId gets', async () => {
    await new Client(doomed.baseURL).register('rel-kill-owner');
    const user = new Client(doomed.baseURL);
    await user.register('rel-kill');
    await user.useModel();
    const conversationId = await user.conversation('Killed mid-answer');
    const onSurvivor = user.on(survivor.baseURL);
    const socket = await onSurvivor.socket();
    // A long, slow answer: the kill lands in its middle.
    fake.script([{ text: answerText('killed', 400), chunkDelayMs: 100 }]);
    const send = { content: 'Q-1-1 how many orders?', conversationId, clientMessageId: 'rel-kill-1' };
    const sending = user.post('/api/messages', send).catch((error: Error) => error);

    const firstDelta = await socket.waitFor(
      (f) => f.type === 'message_delta' && f.payload.conversationId === conversationId,
      'the first delta of the answer',
    );
    const questionId = (firstDelta as Frame & { type: 'message_delta' }).payload.replyTo;
    // The marker lives about 30 s and is renewed; never the old 10 minutes.
    const marker = `${prefix}answering:${user.userId}:${conversationId}:${questionId}`;
    const ttl = await redis.ttl(marker);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(30);

    process.kill(doomed.pid, 'SIGKILL');
    const killedAt = Date.now();
    expect(await sending).toBeInstanceOf(Error);

    // Right after the kill the marker still lives: a resend answers 200 with the question and no answer yet.
    const early = await onSurvivor.post('/api/messages', send);
    expect(early.status).toBe(200);
    expect(early.json.userMessage.id).toBe(questionId);

    // Resend every 2 s, as a reconnecting client would, until the answer is there.
    let answered: { id: number; status: string; content: string } | null = null;
    while (!answered && Date.now() - killedAt < 120_000) {
      await sleep(2_000);
      const resent = await onSurvivor.post('/api/messages', send);
      expect(resent.status).toBe(200);
      answered = resent.json.assistantMessage;
    }
    const recoveredAfterMs = Date.now() - killedAt;
    expect(answered, 'no answer within 2 minutes of the kill').not.toBeNull();
    expect(answered).toMatchObject({ status: 'error', content: INTERRUPTED });
    expect(recoveredAfterMs).toBeLessThan(120_000);
    // Once there, every resend gets that same answer, and the open tab was told.
    const again = await onSurvivor.post('/api/messages', send);
    expect(again.json.assistantMessage).toMatchObject({ id: answered!.id, status: 'error' });
    await socket.waitFor(
      (f) => f.type === 'message_updated' && f.payload.message.id === answered!.id,
      'the error answer on the open tab',
      5_000,
    );
    expect(await redis.exists(marker)).toBe(0);

    // Retry answers the question on the instance that is left.
    fake.script([{ text: answerText('retried', 5) }]);
    const retried = await onSurvivor.post(`/api/messages/${answered!.id}/regenerate`);
    expect(retried.status).toBe(200);
    expect(retried.json).toMatchObject({ status: 'complete', content: answerText('retried', 5) });
    console.log(
      `instance kill: the question had its retryable error answer ${(recoveredAfterMs / 1000).toFixed(1)} s after SIGKILL`,
    );
    socket.close();
  });
});
