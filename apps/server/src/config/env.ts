import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { z } from 'zod';

/**
 * Every setting the server reads, parsed once at boot (style.md: config is
 * parsed once, with zod). A bad value stops the process with a list of what is
 * wrong rather than failing later in a request.
 */
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgresql:// or postgres://')
      .optional(),
    REDIS_URL: z.string().regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://').optional(),
    /** Namespace for every Redis key, so deployments (or test runs) can share one Redis. */
    REDIS_KEY_PREFIX: z.string().default('soe:'),
    PUBLIC_URL: z.url('PUBLIC_URL must be a URL such as https://soe.example.com').optional(),
    SOE_SECRET_KEY: z.string().min(32, 'SOE_SECRET_KEY must be at least 32 characters').optional(),
    SOE_OWNER_USERNAME: z.string().min(3).optional(),
    SOE_OWNER_EMAIL: z.email('SOE_OWNER_EMAIL must be an email address').optional(),
    SOE_OWNER_PASSWORD: z.string().min(6, 'SOE_OWNER_PASSWORD must be at least 6 characters').optional(),
    SOE_TRUST_PROXY: z.string().default('false'),
    SOE_BLOCK_PRIVATE_NETWORKS: bool.default(false),
    SOE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    SOE_ROW_CAP: z.coerce.number().int().min(10).max(1_000_000).default(10_000),
    SOE_MAX_UPLOAD_MB: z.coerce.number().positive().max(1024).default(25),
    SOE_WEB_DIST: z.string().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  });

/** Checks across variables; run on the raw input so they are reported together with field errors. */
function crossChecks(env: Record<string, string | undefined>): string[] {
  const owner = [env.SOE_OWNER_USERNAME, env.SOE_OWNER_EMAIL, env.SOE_OWNER_PASSWORD];
  return owner.some(Boolean) && !owner.every(Boolean)
    ? ['SOE_OWNER_USERNAME: SOE_OWNER_USERNAME, SOE_OWNER_EMAIL and SOE_OWNER_PASSWORD must be set together']
    : [];
}

export type Env = z.infer<typeof EnvSchema>;

export interface Config extends Env {
  /** Absolute data folder. */
  dataDir: string;
  /** The instance secret (from env or generated into DATA_DIR). */
  secretKey: string;
  /** Value for fastify's trustProxy. */
  trustProxy: boolean | string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // Empty strings in env files mean "not set".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`)),
    ...crossChecks(cleaned),
  ];
  if (problems.length || !parsed.success) throw new ConfigError(problems);
  return parsed.data;
}

function parseTrustProxy(value: string): boolean | string {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  return value; // comma-separated addresses / CIDRs of the proxies to trust
}

/**
 * The instance secret encrypts stored credentials and signs sessions. When not
 * given it is generated once into DATA_DIR so restarts keep working sessions
 * and readable credentials.
 */
function loadOrCreateSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, 'secret.key');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = crypto.randomBytes(48).toString('base64url');
  // 'wx' fails if another process created it first; then read theirs.
  try {
    fs.writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    return fs.readFileSync(file, 'utf8').trim();
  }
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const env = parseEnv(source);
  const dataDir = path.resolve(env.DATA_DIR);
  fs.mkdirSync(dataDir, { recursive: true });
  return {
    ...env,
    dataDir,
    secretKey: loadOrCreateSecret(dataDir, env.SOE_SECRET_KEY),
    trustProxy: parseTrustProxy(env.SOE_TRUST_PROXY),
  };
}
