import { APICallError, generateText, jsonSchema, stepCountIs, streamText, tool, type LanguageModel } from 'ai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LlmFake } from './harness';

/**
 * The behaviour every language-model fake must show to the real AI SDK over real HTTP, run by each
 * fake's test file against its provider package: text streaming, a tool round trip, the faults the
 * product must survive (401, 429, 500, hang, stall, malformed stream, in-stream error) and the empty script.
 */

export interface SdkTarget<F extends LlmFake> {
  start(): Promise<F>;
  /** The provider package's model pointed at the fake, with the fake's key unless one is given. */
  model(fake: F, apiKey?: string): LanguageModel;
}

/** A tool result's text whatever the vendor wrapped it in (a string, or content blocks). */
export function outputText(output: unknown): string {
  if (typeof output === 'string') return output;
  if (Array.isArray(output)) return output.map((b: { text?: string }) => b.text ?? '').join('');
  return JSON.stringify(output);
}

async function drain(stream: AsyncIterable<{ type: string }>) {
  const parts: Array<{ type: string; [k: string]: unknown }> = [];
  for await (const part of stream) parts.push(part);
  return parts;
}

export function describeSdkConformance<F extends LlmFake>(name: string, target: SdkTarget<F>) {
  describe(`${name} through the AI SDK`, () => {
    let fake: F;
    let model: LanguageModel;
    beforeAll(async () => {
      fake = await target.start();
      model = target.model(fake);
    });
    afterAll(() => fake.close());
    beforeEach(() => fake.reset());

    const sumRevenue = (calls: unknown[]) =>
      tool({
        description: 'Sum the revenue of a region',
        inputSchema: jsonSchema<{ region: string }>({
          type: 'object',
          properties: { region: { type: 'string' } },
          required: ['region'],
          additionalProperties: false,
        }),
        execute: async (input) => {
          calls.push(input);
          return { region: input.region, total: 1234.5 };
        },
      });

    it('streams a text answer in the scripted chunks', async () => {
      fake.script([{ text: 'Total revenue is 42.', chunks: ['Total ', 'revenue ', 'is ', '42.'] }]);
      const result = streamText({ model, prompt: 'What is the total revenue?' });
      const deltas: string[] = [];
      for await (const delta of result.textStream) deltas.push(delta);
      expect(deltas).toEqual(['Total ', 'revenue ', 'is ', '42.']);
      expect(await result.finishReason).toBe('stop');
      expect(fake.modelRequests()).toHaveLength(1);
      expect(JSON.stringify(fake.modelRequests()[0].body)).toContain('What is the total revenue?');
    });

    it('answers without streaming', async () => {
      fake.script([{ text: 'Hello from the fake.' }]);
      const result = await generateText({ model, prompt: 'Say hello' });
      expect(result.text).toBe('Hello from the fake.');
      expect(result.finishReason).toBe('stop');
      expect(result.usage.outputTokens).toBeGreaterThan(0);
    });

    for (const mode of ['streaming', 'non-streaming'] as const) {
      it(`round-trips a tool call (${mode}): the SDK runs the tool and sends its result back`, async () => {
        const calls: unknown[] = [];
        fake.script([
          { toolCalls: [{ name: 'sum_revenue', args: { region: 'EU' } }] },
          (_request, view) => {
            const result = JSON.parse(outputText(view.toolResults[0]?.output)) as { total: number };
            return { text: `The EU revenue is ${result.total}.` };
          },
        ]);
        const options = {
          model,
          prompt: 'EU revenue?',
          tools: { sum_revenue: sumRevenue(calls) },
          stopWhen: stepCountIs(3),
        };
        const text = mode === 'streaming' ? await streamText(options).text : (await generateText(options)).text;

        expect(text).toBe('The EU revenue is 1234.5.');
        expect(calls).toEqual([{ region: 'EU' }]);
        const [first, second] = fake.modelRequests();
        expect(fake.modelRequests()).toHaveLength(2);
        expect(fake.toolsOffered(first)).toEqual(['sum_revenue']);
        expect(fake.toolResults(first)).toEqual([]);
        const results = fake.toolResults(second);
        expect(results).toHaveLength(1);
        expect(JSON.parse(outputText(results[0].output))).toEqual({ region: 'EU', total: 1234.5 });
        expect(results[0].callId).toMatch(/fake/);
      });
    }

    it('a wrong key gets the vendor 401, which the SDK does not retry', async () => {
      fake.script([{ text: 'never sent' }]);
      const error = await generateText({ model: target.model(fake, 'wrong-key-000000000000'), prompt: 'hi' }).catch(
        (e: unknown) => e,
      );
      expect(APICallError.isInstance(error)).toBe(true);
      expect((error as APICallError).statusCode).toBe(401);
      expect(fake.requests).toHaveLength(1);
      expect(fake.remaining()).toBe(1);
    });

    it('a scripted 401 fault reaches the SDK as a 401', async () => {
      fake.script([{ status: 401 }]);
      const error = await generateText({ model, prompt: 'hi' }).catch((e: unknown) => e);
      expect((error as APICallError).statusCode).toBe(401);
    });

    it('429 with retry-after, then success: the SDK waits and retries', async () => {
      fake.script([{ status: 429, retryAfter: 0 }, { text: 'after the rate limit' }]);
      const result = await generateText({ model, prompt: 'hi' });
      expect(result.text).toBe('after the rate limit');
      expect(fake.modelRequests()).toHaveLength(2);
    });

    it('500s are retried a bounded number of times', async () => {
      fake.script([{ status: 500, retryAfter: 0 }, { status: 500, retryAfter: 0 }, { text: 'not reached' }]);
      const error = await generateText({ model, prompt: 'hi', maxRetries: 1 }).catch((e: unknown) => e);
      expect((error as Error).message).toMatch(/500|server|error/i);
      expect(fake.modelRequests()).toHaveLength(2);
      expect(fake.remaining()).toBe(1);
    });

    it('a malformed stream surfaces as an SDK error', async () => {
      fake.script([{ malformed: true }]);
      const parts = await drain(streamText({ model, prompt: 'hi', onError: () => {} }).fullStream);
      expect(parts.some((p) => p.type === 'error')).toBe(true);
    });

    it('a malformed JSON body (non-streaming) rejects', async () => {
      fake.script([{ malformed: true }]);
      await expect(generateText({ model, prompt: 'hi', maxRetries: 0 })).rejects.toThrow();
    });

    it("the vendor's in-stream error event surfaces as an SDK error", async () => {
      fake.script([{ streamError: 'Overloaded', afterChunks: 1 }]);
      const parts = await drain(streamText({ model, prompt: 'hi', onError: () => {} }).fullStream);
      expect(parts.filter((p) => p.type === 'text-delta')).toHaveLength(1);
      expect(parts.some((p) => p.type === 'error')).toBe(true);
    });

    it('a hung request is ended by the abort signal', async () => {
      fake.script([{ hang: true }]);
      const started = Date.now();
      const error = await generateText({ model, prompt: 'hi', abortSignal: AbortSignal.timeout(300) }).catch(
        (e: unknown) => e,
      );
      expect((error as Error).name).toMatch(/Abort|Timeout/);
      expect(Date.now() - started).toBeLessThan(5_000);
    });

    it('spaces the chunks out when asked, so an answer can be interrupted mid-stream', async () => {
      fake.script([{ text: 'one two three', chunkDelayMs: 150 }]);
      const arrivals: number[] = [];
      const started = Date.now();
      for await (const _delta of streamText({ model, prompt: 'hi' }).textStream) arrivals.push(Date.now() - started);
      expect(arrivals).toHaveLength(3);
      expect(arrivals[2] - arrivals[0]).toBeGreaterThanOrEqual(250);
    });

    it('a stalled non-streaming body is ended by the abort signal', async () => {
      fake.script([{ stallAfterChunks: 0 }]);
      const error = await generateText({ model, prompt: 'hi', abortSignal: AbortSignal.timeout(300) }).catch(
        (e: unknown) => e,
      );
      expect((error as Error).name).toMatch(/Abort|Timeout/);
    });

    it('a stalled stream delivers its first chunks, then is ended by the abort signal', async () => {
      fake.script([{ stallAfterChunks: 2, text: 'one two three four' }]);
      const parts = await drain(
        streamText({ model, prompt: 'hi', abortSignal: AbortSignal.timeout(500), onError: () => {} }).fullStream,
      );
      expect(parts.filter((p) => p.type === 'text-delta').map((p) => p.text)).toEqual(['one', ' two']);
      expect(parts.some((p) => p.type === 'abort' || p.type === 'error')).toBe(true);
    });

    it('an empty script answers a clear 500 instead of hanging', async () => {
      const error = await generateText({ model, prompt: 'hi', maxRetries: 0 }).catch((e: unknown) => e);
      expect((error as APICallError).statusCode).toBe(500);
      expect((error as Error).message).toContain('fake: no scripted turn');
    });
  });
}
