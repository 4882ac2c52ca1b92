import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AdminUser, Conversation, Message, SessionUser, SystemResponse } from '@soe/shared';
import { plainResponseSchema, serializerCompiler } from './serializer';

describe('response serializer', () => {
  it('compiles the contract of the everyday reads, and keeps zod for what plain JSON Schema cannot say', () => {
    for (const schema of [z.array(Conversation), z.array(Message), SessionUser, z.array(AdminUser)])
      expect(plainResponseSchema(schema)).toBeDefined();
    expect(plainResponseSchema(z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]))).toBeUndefined();
    expect(plainResponseSchema(z.object({ n: z.number().default(1) }))).toBeUndefined();
    expect(plainResponseSchema(z.object({ at: z.date() }))).toBeUndefined();
    expect(plainResponseSchema(z.string().transform((s) => s.length))).toBeUndefined();
    expect(plainResponseSchema({ type: 'object' })).toBeUndefined();
    // Whatever SystemResponse needs, it is served one way or the other.
    expect(() => plainResponseSchema(SystemResponse)).not.toThrow();
  });

  it('writes what zod writes, and drops every field the contract does not name', async () => {
    const app = Fastify();
    app.setSerializerCompiler(serializerCompiler);
    const r = app.withTypeProvider<ZodTypeProvider>();
    const rows = [
      {
        id: 2,
        title: 'Q3 "revenue" \u2028 review',
        createdAt: '2026-11-22T10:00:00.000Z',
        updatedAt: '2026-11-22T11:00:00.000Z',
        userId: 7,
        passwordHash: 'x',
      },
      {
        id: 1,
        title: '</script><script>alert(1)</script>',
        createdAt: '2026-11-21T10:00:00.000Z',
        updatedAt: '2026-11-21T10:00:00.000Z',
      },
    ];
    const message = {
      id: 5,
      role: 'assistant',
      content: 'Hi',
      conversationId: 2,
      timestamp: '2026-11-22T10:00:00.000Z',
      status: 'complete',
      clientMessageId: null,
      systemSources: ['CRM'],
      secret: 's',
    };
    r.get('/list', { schema: { response: { 200: z.array(Conversation) } } }, async () => rows as never);
    r.get('/message', { schema: { response: { 200: Message } } }, async () => message as never);
    r.get(
      '/optional',
      { schema: { response: { 200: Message } } },
      async () => ({ ...message, systemSources: undefined, clientMessageId: 'c-1' }) as never,
    );
    r.get('/missing', { schema: { response: { 200: Message } } }, async () => ({ id: 5 }) as never);

    const list = await app.inject('/list');
    expect(list.statusCode).toBe(200);
    expect(list.body).toBe(JSON.stringify(z.array(Conversation).parse(rows)));
    expect(list.body).not.toContain('passwordHash');
    expect(list.body).not.toContain('userId');
    // Same fields and values (fast-json-stringify writes required fields before optional ones).
    expect((await app.inject('/message')).json()).toEqual(Message.parse(message));
    expect((await app.inject('/optional')).json()).toEqual({
      ...Message.parse({ ...message, systemSources: undefined }),
      clientMessageId: 'c-1',
    });
    // A response missing a required field is a server bug: an error, never a half-written body.
    expect((await app.inject('/missing')).statusCode).toBe(500);
    await app.close();
  });
});
