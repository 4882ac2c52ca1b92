import { describe, expect, it } from 'vitest';
import type { DiscoveredSchema } from '../connectors/schema';
import { hiddenFieldsOf, redactOperationResult, secretReason, withoutHiddenFields } from './secret-fields';

const field = (name: string, nativeType = 'text') => ({ name, nativeType });

describe('secret fields are recognised by name and by type', () => {
  it.each([
    'password',
    'password_hash',
    'passwordHash',
    'PASSWD',
    'pwd',
    'pw_hash',
    'hashed_password',
    'salt',
    'api_key',
    'apiKey',
    'x-api-key',
    'access_token',
    'refreshToken',
    'client_secret',
    'secret',
    'private_key',
    'signing_key',
    'otp_seed',
    'totp_secret',
    'mfa_recovery',
    'credentials',
    'session_key',
    'jwt',
    'card_cvv',
    'authentication_string',
  ])('%s by name', (name) => {
    expect(secretReason(field(name))).toBe('name');
  });

  it.each([
    ['avatar', 'bytea'],
    ['fingerprint', 'varbinary(32)'],
    ['blob_data', 'longblob'],
    ['SSN__c', 'encryptedstring'],
    ['login', 'string(password)'],
  ])('%s (%s) by type', (name, type) => {
    expect(secretReason(field(name, type))).not.toBeNull();
  });

  it.each(['email', 'name', 'amount', 'keyword', 'monkey', 'hashtag_count', 'spinach', 'customer_id', 'passenger'])(
    '%s is an ordinary field',
    (name) => {
      expect(secretReason(field(name))).toBeNull();
    },
  );
});

const schema: DiscoveredSchema = {
  discoveredAt: '2026-01-01T00:00:00.000Z',
  entities: [
    {
      name: 'public.users',
      table: 'users',
      fields: [
        { name: 'id', type: 'integer', nativeType: 'integer', nullable: false, isPrimaryKey: true },
        { name: 'email', type: 'text', nativeType: 'text', nullable: false, isPrimaryKey: false },
        { name: 'password_hash', type: 'text', nativeType: 'text', nullable: false, isPrimaryKey: false },
      ],
      primaryKey: ['id'],
      rowCount: 2,
    },
    {
      name: 'public.api_tokens',
      table: 'api_tokens',
      fields: [
        { name: 'token', type: 'text', nativeType: 'text', nullable: false, isPrimaryKey: true },
        { name: 'user_id', type: 'integer', nativeType: 'integer', nullable: false, isPrimaryKey: false },
      ],
      primaryKey: ['token'],
      rowCount: 2,
    },
  ],
  relations: [
    {
      name: 'tokens_user',
      fromEntity: 'public.api_tokens',
      fromFields: ['user_id'],
      toEntity: 'public.users',
      toFields: ['id'],
    },
  ],
  operations: [
    {
      id: 'update_record',
      kind: 'write',
      title: 'Update a user',
      description: '',
      entity: 'public.users',
      inputSchema: {
        type: 'object',
        properties: { email: { type: 'string' }, password_hash: { type: 'string' } },
        required: ['password_hash'],
      },
    },
  ],
};

describe('the served schema', () => {
  it('leaves hidden fields out of entities, keys, relations and operation inputs', () => {
    const served = withoutHiddenFields(schema, []);
    expect(served.entities[0]!.fields.map((f) => f.name)).toEqual(['id', 'email']);
    expect(served.entities[1]!.fields.map((f) => f.name)).toEqual(['user_id']);
    expect(served.entities[1]!.primaryKey).toEqual([]);
    expect(served.relations).toHaveLength(1);
    expect(served.operations![0]!.inputSchema).toEqual({
      type: 'object',
      properties: { email: { type: 'string' } },
      required: [],
    });
    expect(JSON.stringify(served)).not.toContain('password_hash');
    // The discovery itself is untouched (a staff admin may show a field later).
    expect(schema.entities[0]!.fields).toHaveLength(3);
  });

  it('keeps a field a staff admin showed on this system', () => {
    expect(hiddenFieldsOf(schema, ['public.users.password_hash'])).toEqual([
      { entity: 'public.api_tokens', field: 'token', reason: 'name' },
    ]);
    expect(withoutHiddenFields(schema, ['public.users.password_hash']).entities[0]!.fields.map((f) => f.name)).toEqual([
      'id',
      'email',
      'password_hash',
    ]);
  });

  it('drops the values of secret keys from operation results, in rows, records and JSON text', () => {
    const result = redactOperationResult(
      {
        text: JSON.stringify([
          { id: 1, email: 'ann@example.com', password_hash: '$2b$secret', nested: { api_key: 'k-secret' } },
        ]),
        columns: ['id', 'email', 'password_hash'],
        rows: [{ id: 1, email: 'ann@example.com', password_hash: '$2b$secret' }],
        record: { before: { id: 1, password_hash: '$2b$secret' }, after: null },
      },
      new Set(),
    );
    expect(JSON.stringify(result)).not.toContain('secret');
    expect(result.columns).toEqual(['id', 'email']);
    expect(JSON.parse(result.text)).toEqual([{ id: 1, email: 'ann@example.com', nested: {} }]);
    expect(
      redactOperationResult({ text: 'plain text', rows: [{ password_hash: 'x' }] }, new Set(['password_hash'])).rows,
    ).toEqual([{ password_hash: 'x' }]);
  });
});
