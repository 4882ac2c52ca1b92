/**
 * Reliability check 7 (docs/reliability.md): the language model fails — 429, 500, a
 * request never answered, a stream that stalls, a stream that is not valid, an error event inside
 * the stream. Against the real process: the question is kept, the answer is a clear `Error: …`
 * message (no stack, no JSON, no key), the model is asked a bounded number of times, and the
 * answer comes within the configured limits. The bound is the AI SDK's `maxRetries` of
 * modules/assistant/model-answerer.ts: 2 retries, so at most 3 requests per answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenAiFake, type ScriptedTurn } from '@soe/fakes/openai';
import { Client, startDeployment, type Deployment, type SoeProcess } from './support-chat';

const TIMEOUT_MS = 8_000;
const STALL_MS = 1_500;
/** model-answerer.ts: maxRetries 2 → the first request and two retries. */
const MAX_REQUESTS_PER_ANSWER = 3;

let fake: OpenAiFake;
let soe: SoeProcess;
let deployment: Deployment;
let user: Client;

beforeAll(async () => {
  deployment = await startDeployment({
    env: { SOE_MODEL_TIMEOUT_MS: String(TIMEOUT_MS), SOE_MODEL_STALL_MS: String(STALL_MS) },
  });
  ({ fake } = deployment);
  soe = deployment.instances[0]!;
  await new Client(soe.baseURL).register('rel-faults-owner');
  user = new Client(soe.baseURL);
  await user.register('rel-faults');
  await user.useModel();
});

afterAll(async () => deployment?.stop());

interface FaultCase {
  name: string;
  /** Repeated more often than the bound allows: the fake never runs out before the product gives up. */
  turn: ScriptedTurn;
  message: RegExp;
  /** Requests the fake receives for the one answer. */
  requests: number;
}

const cases: FaultCase[] = [
  {
    name: '429 rate limit',
    turn: { status: 429, retryAfter: 0 },
    message:
      /^Error: OpenAI is rate limiting requests \(429\) and did not answer after retries\. Please try again in a moment\.$/,
    requests: 3,
  },
  {
    name: '500 server error',
    turn: { status: 500 },
    message: /^Error: OpenAI failed to answer \(500\) after retries\. Please try again\.$/,
    requests: 3,
  },
  {
    name: 'no answer (hang)',
    turn: { hang: true },
    message: new RegExp(`^Error: OpenAI did not answer within ${TIMEOUT_MS / 1000} s\\. Please try again\\.$`),
    requests: 1,
  },
  {
    name: 'stalled stream',
    turn: { stallAfterChunks: 2, text: 'The total for this year is' },
    message: new RegExp(
      `^Error: OpenAI stopped sending its answer for ${Math.round(STALL_MS / 1000)} s\\. Please try again\\.$`,
    ),
    requests: 1,
  },
  {
    name: 'malformed stream',
    turn: { malformed: true },
    message: /^Error: OpenAI sent a malformed answer\. Please try again\.$/,
    requests: 1,
  },
  {
    name: 'error event in the stream',
    turn: { streamError: 'The server had an error while processing your request.', afterChunks: 1 },
    message:
      /^Error: OpenAI reported an error while answering: The server had an error while processing your request\. Please try again\.$/,
    requests: 1,
  },
];

describe('7. provider faults', () => {
  for (const [i, fault] of cases.entries()) {
    it(`${fault.name}: a clear error answer, the question kept, at most ${MAX_REQUESTS_PER_ANSWER} model requests`, async () => {
      const conversationId = await user.conversation(`Fault ${fault.name}`);
      fake.script(Array.from({ length: MAX_REQUESTS_PER_ANSWER + 2 }, () => fault.turn));
      const before = fake.modelRequests().length;
      const question = `Q-7-${i} what were sales during the ${fault.name}?`;
      const started = Date.now();
      const res = await user.post('/api/messages', {
        content: question,
        conversationId,
        clientMessageId: `rel-fault-${i}`,
      });
      const took = Date.now() - started;

      expect(res.status).toBe(200);
      const answer = res.json.assistantMessage;
      expect(answer.status).toBe('error');
      expect(answer.content).toMatch(fault.message);
      // Clear means for a person: no stack frames, no JSON, no key, no internal names.
      expect(answer.content).not.toMatch(/\n|\s+at\s+\S+\s+\(|[{}]|sk-fake|APICallError|undefined/);
      const requests = fake.modelRequests().length - before;
      expect(requests).toBeLessThanOrEqual(MAX_REQUESTS_PER_ANSWER);
      expect(requests).toBe(fault.requests);
      // Never longer than the overall model deadline (plus the process's own work on a loaded machine).
      expect(took).toBeLessThan(TIMEOUT_MS + 5_000);

      const stored = await user.messages(conversationId);
      expect(stored.map((m) => [m.role, m.status, m.content])).toEqual([
        ['user', 'complete', question],
        ['assistant', 'error', answer.content],
      ]);
      // The server's log carries no key either.
      expect(soe.logs()).not.toContain(fake.apiKey);
    });
  }

  it('after the faults the same provider answers normally', async () => {
    const conversationId = await user.conversation('Recovered');
    fake.script([{ text: 'Sales were 42 units.' }]);
    const res = await user.post('/api/messages', { content: 'Q-7-9 sales?', conversationId });
    expect(res.json.assistantMessage).toMatchObject({ status: 'complete', content: 'Sales were 42 units.' });
  });
});
