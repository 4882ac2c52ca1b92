import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { z } from 'zod';
import { parseAllowList } from '../modules/connectors/net/allow-list';

/**
 * Every setting the server reads, parsed once at boot, with zod. A bad value stops the process with a list of what is
 * wrong rather than failing later in a request.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgresql:// or postgres://')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  /** Namespace for every Redis key, so deployments (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z.string().default('soe:'),
  PUBLIC_URL: z.url('PUBLIC_URL must be a URL such as https://soe.example.com').optional(),
  SOE_SECRET_KEY: z.string().min(32, 'SOE_SECRET_KEY must be at least 32 characters').optional(),
  SOE_OWNER_USERNAME: z.string().min(3).optional(),
  SOE_OWNER_EMAIL: z.email('SOE_OWNER_EMAIL must be an email address').optional(),
  SOE_OWNER_PASSWORD: z.string().min(6, 'SOE_OWNER_PASSWORD must be at least 6 characters').optional(),
  SOE_TRUST_PROXY: z.string().default('false'),
  /**
   * Loopback and private hosts, CIDRs and ports ordinary users may connect systems to (comma or space separated,
   * e.g. "10.0.0.0/8, db.internal:5432"); the default of Settings → Network access until a staff admin saves it.
   */
  SOE_ALLOWED_PRIVATE_HOSTS: z.string().default(''),
  SOE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** How long a signed-in session and its user may be served from memory (LiveSessions); 0 reads them on every request. */
  SOE_SESSION_CACHE_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
  SOE_ROW_CAP: z.coerce.number().int().min(10).max(1_000_000).default(10_000),
  /**
   * DuckDB's memory for joining the parts of cross-system answers (e.g. '256MB', '2GB'); past it the join spills
   * to DATA_DIR/join-spill on disk.
   */
  SOE_JOIN_MEMORY: z
    .string()
    .regex(/^\d+(\.\d+)?\s*(KB|MB|GB|KiB|MiB|GiB)$/i, 'A size such as 256MB or 2GB')
    .default('256MB'),
  /** Connections each connected SQL system's pool may open; questions beyond it wait for one (SOE_SOURCE_POOL_WAIT_MS). */
  SOE_SOURCE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** How long a question waits for a free connection of its system before it fails. */
  SOE_SOURCE_POOL_WAIT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  SOE_MAX_UPLOAD_MB: z.coerce.number().positive().max(1024).default(25),
  /** Uploaded files read at once, each in its own process; unset = one per core but one, at least two (ADR 037). */
  SOE_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  SOE_WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Billing (decisions §6): all four of key, publishable key, webhook secret and prices, or none.
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_/, 'STRIPE_SECRET_KEY must start with sk_test_, sk_live_ or rk_…')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_/, 'STRIPE_PUBLISHABLE_KEY must start with pk_test_ or pk_live_')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'STRIPE_WEBHOOK_SECRET must start with whsec_')
    .optional(),
  STRIPE_PRICE_PRO: z
    .string()
    .regex(/^price_/, 'STRIPE_PRICE_PRO must be a price id (price_…)')
    .optional(),
  STRIPE_PRICE_ENTERPRISE: z
    .string()
    .regex(/^price_/, 'STRIPE_PRICE_ENTERPRISE must be a price id (price_…)')
    .optional(),
  /** Where the Stripe SDK sends API calls instead of api.stripe.com (tests: the fake under fakes/stripe). */
  STRIPE_API_BASE: z.url('STRIPE_API_BASE must be a URL such as http://127.0.0.1:12111').optional(),
  // Social sign-in (spec §7 /auth/google, /auth/apple, /auth/github): a provider without credentials is off.
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: providerUrl('GOOGLE_ISSUER').default('https://accounts.google.com'),
  /** Apple's Services ID; its client secret is either given whole or signed here from the team's key. */
  APPLE_CLIENT_ID: z.string().optional(),
  APPLE_CLIENT_SECRET: z.string().optional(),
  APPLE_TEAM_ID: z.string().optional(),
  APPLE_KEY_ID: z.string().optional(),
  /** The .p8 private key (PEM; literal \n sequences are accepted for one-line env files). */
  APPLE_PRIVATE_KEY: z.string().optional(),
  APPLE_ISSUER: providerUrl('APPLE_ISSUER').default('https://appleid.apple.com'),
  GITHUB_CLIENT_ID: z.string().optional(),
  GITHUB_CLIENT_SECRET: z.string().optional(),
  GITHUB_BASE_URL: providerUrl('GITHUB_BASE_URL').default('https://github.com'),
  GITHUB_API_URL: providerUrl('GITHUB_API_URL').default('https://api.github.com'),
  // Language-model providers (decisions §4); staff admins can also set these in Settings (stored encrypted).
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.url('OPENAI_BASE_URL must be a URL such as https://api.openai.com/v1').optional(),
  OPENAI_MODEL: z.string().min(1).optional(),
  ANTHROPIC_API_KEY: z.string().min(1).optional(),
  ANTHROPIC_BASE_URL: z.url('ANTHROPIC_BASE_URL must be a URL such as https://api.anthropic.com/v1').optional(),
  ANTHROPIC_MODEL: z.string().min(1).optional(),
  OLLAMA_BASE_URL: z.url('OLLAMA_BASE_URL must be a URL such as http://127.0.0.1:11434').optional(),
  OLLAMA_MODEL: z.string().min(1).optional(),
  OPENAI_COMPATIBLE_BASE_URL: z
    .url('OPENAI_COMPATIBLE_BASE_URL must be a URL such as http://127.0.0.1:8000/v1')
    .optional(),
  OPENAI_COMPATIBLE_API_KEY: z.string().min(1).optional(),
  OPENAI_COMPATIBLE_MODEL: z.string().min(1).optional(),
  /** Longest a model may take for one answer, and longest it may stay silent mid-stream. */
  SOE_MODEL_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(90_000),
  SOE_MODEL_STALL_MS: z.coerce.number().int().min(500).max(120_000).default(20_000),
  /** Tool-loop step limit per answer (security check 30, docs/security.md). */
  SOE_MODEL_MAX_STEPS: z.coerce.number().int().min(1).max(20).default(6),
  /**
   * Scheduled deliveries and alerts (issue 35, ADR 047) run on this instance's job queue; 'off' leaves them to the
   * deployment's other instances (the API to set them up works either way).
   */
  SOE_JOBS: z.enum(['on', 'off']).default('on'),
  /**
   * The embedded database (no DATABASE_URL) in a worker thread of its own (ADR 049), so that its statements never
   * hold the event loop; 'off' runs it on the server's thread.
   */
  SOE_PGLITE_WORKER: z.enum(['on', 'off']).default('on'),
  /** How often each instance looks for schedules and alerts that are due. */
  SOE_JOBS_TICK_MS: z.coerce.number().int().min(50).max(3_600_000).default(15_000),
  /** Longest one delivery may run: one running longer (its instance gone) is taken over by another attempt. */
  SOE_JOBS_EXPIRE_S: z.coerce.number().int().min(2).max(3_600).default(300),
  /** First wait before a failed delivery is tried again; it doubles after each failure (with jitter). */
  SOE_JOBS_RETRY_DELAY_S: z.coerce.number().int().min(1).max(3_600).default(30),
  /** Email deliveries: an SMTP server as one URL (smtp://user:pass@host:587, smtps://… for TLS from the start)… */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  /** …or in parts; port 465 speaks TLS from the start, others upgrade with STARTTLS when the server offers it. */
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASSWORD: z.string().min(1).optional(),
  /** The sender of delivery emails ('SOE <reports@example.com>'); default no-reply at PUBLIC_URL's host. */
  SMTP_FROM: z.string().min(3).optional(),
});

/** An identity provider's address: https, or plain http on this machine only (tests against a local OIDC server). */
function providerUrl(name: string) {
  return z
    .url(`${name} must be a URL`)
    .refine((value) => {
      const url = URL.parse(value);
      return (
        !url ||
        url.protocol === 'https:' ||
        (url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname))
      );
    }, `${name} must use https (plain http only for localhost)`)
    .transform((value) => value.replace(/\/+$/, ''));
}

/** Checks across variables; run on the raw input so they are reported together with field errors. */
function crossChecks(env: Record<string, string | undefined>): string[] {
  const owner = [env.SOE_OWNER_USERNAME, env.SOE_OWNER_EMAIL, env.SOE_OWNER_PASSWORD];
  const problems =
    owner.some(Boolean) && !owner.every(Boolean)
      ? ['SOE_OWNER_USERNAME: SOE_OWNER_USERNAME, SOE_OWNER_EMAIL and SOE_OWNER_PASSWORD must be set together']
      : [];
  return [
    ...problems,
    ...stripeChecks(env),
    ...socialChecks(env),
    ...secretChecks(env),
    ...(env.SMTP_URL && env.SMTP_HOST
      ? ['SMTP_URL: set SMTP_URL or SMTP_HOST (with its port and user), not both']
      : []),
    ...parseAllowList(env.SOE_ALLOWED_PRIVATE_HOSTS ?? '').problems.map((p) => `SOE_ALLOWED_PRIVATE_HOSTS: ${p}`),
  ];
}

/**
 * A production deployment on a PostgreSQL server is usually more than one instance: a secret generated into each
 * instance's own data folder would differ between them (sessions unknown, credentials unreadable), so it must be given.
 */
function secretChecks(env: Record<string, string | undefined>): string[] {
  if (env.DATABASE_URL && env.NODE_ENV === 'production' && !env.SOE_SECRET_KEY) {
    return [
      'SOE_SECRET_KEY: SOE_SECRET_KEY is required with DATABASE_URL in production: set the same value (at least 32 characters, e.g. `openssl rand -base64 48`) on every instance',
    ];
  }
  return [];
}

/** A client id without its secret (or the reverse) is a half-configured provider: say so at boot. */
function socialChecks(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  for (const p of ['GOOGLE', 'GITHUB']) {
    if (Boolean(env[`${p}_CLIENT_ID`]) !== Boolean(env[`${p}_CLIENT_SECRET`]))
      problems.push(`${p}_CLIENT_ID: ${p}_CLIENT_ID and ${p}_CLIENT_SECRET must be set together`);
  }
  const appleKey = [env.APPLE_TEAM_ID, env.APPLE_KEY_ID, env.APPLE_PRIVATE_KEY];
  const appleAny = Boolean(env.APPLE_CLIENT_ID || env.APPLE_CLIENT_SECRET || appleKey.some(Boolean));
  const appleSecret = Boolean(env.APPLE_CLIENT_SECRET) || appleKey.every(Boolean);
  if (appleAny && (!env.APPLE_CLIENT_ID || !appleSecret || (appleKey.some(Boolean) && !appleKey.every(Boolean)))) {
    problems.push(
      'APPLE_CLIENT_ID: Apple sign-in needs APPLE_CLIENT_ID plus APPLE_CLIENT_SECRET, or APPLE_TEAM_ID, APPLE_KEY_ID and APPLE_PRIVATE_KEY',
    );
  }
  return problems;
}

const STRIPE_VARS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_PRO',
  'STRIPE_PRICE_ENTERPRISE',
] as const;

/** Half a billing setup would take money without keeping tiers in step: all of it or none. */
function stripeChecks(env: Record<string, string | undefined>): string[] {
  if (!STRIPE_VARS.some((name) => env[name])) return [];
  const missing = STRIPE_VARS.filter((name) => !env[name]);
  return missing.length ? [`${missing.join(', ')}: billing needs ${STRIPE_VARS.join(', ')} set together`] : [];
}

export type Env = z.infer<typeof EnvSchema>;

/** The name of every variable the server reads (the deployment guide and README document each one; a test checks). */
export const ENV_VARIABLES = Object.keys(EnvSchema.shape);

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
