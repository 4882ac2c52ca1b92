import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * JSON Schema keywords whose meaning fast-json-stringify and zod agree on for output:
 * shapes, enums and constants. Anything else (unions, defaults, references, key
 * schemas, transforms that can't be expressed) keeps zod's serializer.
 */
const PLAIN_KEYWORDS = new Set([
  '$schema',
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'enum',
  'const',
  'format',
  'description',
  'title',
  // Constraints fast-json-stringify ignores; the values were checked when they came in.
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
]);

type JsonSchema = Record<string, unknown>;

function isPlain(schema: unknown): boolean {
  if (typeof schema === 'boolean') return true;
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return false;
  for (const [keyword, value] of Object.entries(schema)) {
    // A nullable value ('X or null') is plain too: fast-json-stringify writes either branch faithfully.
    if (
      keyword === 'anyOf' &&
      Array.isArray(value) &&
      value.length === 2 &&
      value.some((v) => (v as JsonSchema)?.type === 'null') &&
      value.every(isPlain)
    )
      continue;
    if (!PLAIN_KEYWORDS.has(keyword)) return false;
    if (keyword === 'properties' && !Object.values(value as JsonSchema).every(isPlain)) return false;
    if ((keyword === 'items' || keyword === 'additionalProperties') && !isPlain(value)) return false;
  }
  return true;
}

/**
 * The response schema as plain JSON Schema, or undefined when it needs zod to be
 * written faithfully. Objects come out with `additionalProperties: false`, so fields a
 * schema does not name are dropped exactly as zod drops them (security check 7 in docs/security.md: no row
 * field reaches a browser unless the contract names it).
 */
export function plainResponseSchema(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' }) as JsonSchema;
  } catch {
    return undefined;
  }
  return isPlain(json) ? json : undefined;
}

/**
 * Responses are written by fast-json-stringify, compiled once per route from the zod
 * contract, where the contract is plain data; zod's own serializer (validate, then
 * JSON.stringify) writes the rest. On a list of 20 conversations the compiled writer is
 * several times cheaper than zod's, which was a measurable share of a signed-in call
 * (docs/benchmarks.md). Both drop fields the schema does not name.
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  // Compiled on a route's first response, not when the server starts: working out every
  // route's writer up front cost ~130 ms of start-up time (docs/benchmarks.md).
  let write: ((data: unknown) => string) | undefined;
  return (data) => {
    write ??= compile(route);
    return write(data);
  };
};

function compile(route: Parameters<FastifySerializerCompiler<unknown>>[0]): (data: unknown) => string {
  const plain = plainResponseSchema(route.schema);
  return plain ? fastJson(plain) : zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
}
