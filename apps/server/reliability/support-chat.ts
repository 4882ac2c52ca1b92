/**
 * Harness for the chat-level reliability checks 1, 2, 3, 7, 9 and 10 (docs/reliability.md): SOE as
 * real child processes on a PostgreSQL database and a Redis key prefix of
 * their own, browser-like HTTP clients (cookie jar, Origin header), /ws
 * clients that can be cut without a close frame, and the OpenAI fake in this
 * process as the streaming language model.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Message, RealtimeFrame } from '@soe/shared';
import { startOpenAiFake, type OpenAiFake } from '@soe/fakes/openai';
import type { WsClient, WsClientCtor } from '../src/modules/realtime/test-socket';
import {
  createDatabase,
  freePort,
  keepCookies,
  parseJson,
  PG_URL,
  REDIS_URL,
  sleep,
  type TestDatabase,
} from './support';

export { createDatabase, REDIS_URL, sleep };
export const DATABASE_URL = PG_URL;
/** A database of its own on DATABASE_URL's server (support.ts createDatabase). */
export type RelDatabase = TestDatabase;

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '../../..');

/** Polls `probe` until it returns a truthy value; fails with `what` after `timeoutMs`. */
export async function until<T>(
  probe: () => T | Promise<T>,
  what: string,
  timeoutMs = 30_000,
  everyMs = 50,
): Promise<NonNullable<Awaited<T>>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value as NonNullable<Awaited<T>>;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(everyMs);
  }
}

// ---------------------------------------------------------------- database

/** A Redis key prefix of its own, so runs (and the other checks) never see each other's keys. */
export function redisPrefix(): string {
  return `soe-rel:${randomBytes(5).toString('hex')}:`;
}

// ---------------------------------------------------------------- SOE process

/** What the soak reporter prints after a full collection on request (bytes). */
export interface GcReading {
  heapUsed: number;
  /** RSS minus the heap V8 has committed: every native allocation, and whatever the allocator has not given back. */
  outsideHeap: number;
  /** Memory outside V8's heap that JS objects hold (Buffers, ArrayBuffers), as V8 accounts for it. */
  external: number;
}

/** What the soak reporter (soak-reporter.mjs) prints every second. */
export interface ProcessSample {
  t: number;
  rss: number;
  heapUsed: number;
  /** heapUsed just after the last full collection of that second, or null when there was none. */
  heapAfterMajorGc: number | null;
  /** Event-loop delay over the last second, in ms. */
  lagP50: number;
  lagP99: number;
  lagMax: number;
  /** process.getActiveResourcesInfo().length: sockets, timers, handles alive. */
  resources: number;
}

export interface SoeProcess {
  baseURL: string;
  wsURL: string;
  pid: number;
  logs(): string;
  /** Samples from the reporter (empty unless started with `reporter: true`). */
  samples: ProcessSample[];
  /**
   * With the reporter: collects garbage in the child and resolves with the heap it retains and the
   * memory outside V8's heap (RSS minus the heap V8 has committed: native allocations, code, stacks).
   */
  collectGarbage(): Promise<GcReading>;
  /** VmRSS (bytes) and open file descriptors, read from /proc. */
  procStats(): { rss: number; fds: number };
  stop(): Promise<void>;
}

export interface StartOptions {
  db: RelDatabase;
  /** Instances that serve one deployment share the prefix (and the database). */
  prefix: string;
  /** The language model behind the chat: the fake's URL and key. */
  fake?: OpenAiFake;
  env?: Record<string, string>;
  /** Loads soak-reporter.mjs into the child: memory and event-loop figures every second on stderr. */
  reporter?: boolean;
}

/** One secret per test run: every instance of a deployment signs and reads the same sessions. */
const SECRET = `reliability-${randomBytes(24).toString('hex')}`;

/** Starts `node --import tsx apps/server/src/server.ts` and resolves once /readyz answers 200. */
export async function startSoe(options: StartOptions): Promise<SoeProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'soe-rel-'));
  const args = [
    '--import',
    'tsx',
    ...(options.reporter ? ['--expose-gc', '--import', join(HERE, 'soak-reporter.mjs')] : []),
    'apps/server/src/server.ts',
  ];
  const fakeEnv: Record<string, string> = options.fake
    ? { OPENAI_API_KEY: options.fake.apiKey, OPENAI_BASE_URL: options.fake.baseURL, OPENAI_MODEL: 'gpt-4o-mini' }
    : {};
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: options.db.url,
      REDIS_URL,
      REDIS_KEY_PREFIX: options.prefix,
      SOE_SECRET_KEY: SECRET,
      SOE_WEB_DIST: join(dataDir, 'no-web'),
      LOG_LEVEL: 'warn',
      ...fakeEnv,
      ...options.env,
    },
    // The reporter reads its `gc` requests from stdin.
    stdio: [options.reporter ? 'pipe' : 'ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  const samples: ProcessSample[] = [];
  const collected: GcReading[] = [];
  let partial = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    logs.push(chunk.toString());
    if (logs.length > 400) logs.shift();
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    partial += chunk.toString();
    const lines = partial.split('\n');
    partial = lines.pop()!;
    for (const line of lines) {
      if (line.startsWith('SOE_SAMPLE ')) samples.push(JSON.parse(line.slice('SOE_SAMPLE '.length)) as ProcessSample);
      else if (line.startsWith('SOE_GC ')) collected.push(JSON.parse(line.slice('SOE_GC '.length)) as GcReading);
      else {
        logs.push(`${line}\n`);
        if (logs.length > 400) logs.shift();
      }
    }
  });
  let exited: { code: number | null; signal: string | null } | null = null;
  child.on('exit', (code, signal) => (exited = { code, signal }));
  const baseURL = `http://127.0.0.1:${port}`;
  const pid = child.pid!;

  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      await new Promise<void>((done) => {
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          done();
        }, 15_000);
        child.once('exit', () => {
          clearTimeout(timer);
          done();
        });
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && !exited) {
    try {
      if ((await fetch(`${baseURL}/readyz`)).status === 200) {
        return {
          baseURL,
          wsURL: `ws://127.0.0.1:${port}/ws`,
          pid,
          logs: () => logs.join(''),
          samples,
          async collectGarbage() {
            const seen = collected.length;
            child.stdin!.write('gc\n');
            await until(() => collected.length > seen, 'the reporter to collect garbage', 10_000, 20);
            return collected.at(-1)!;
          },
          procStats: () => procStats(pid),
          stop,
        };
      }
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  await stop();
  throw new Error(
    `SOE did not become ready (${exited ? `exited ${JSON.stringify(exited)}` : 'timeout'}):\n${logs.join('').split('\n').slice(-40).join('\n')}`,
  );
}

export interface Deployment {
  fake: OpenAiFake;
  db: RelDatabase;
  /** The instances, in start order (the first one ran the migrations). */
  instances: SoeProcess[];
  /** Stops the instances, drops the database, closes the fake. */
  stop(): Promise<void>;
}

/**
 * One deployment of the chat checks: the OpenAI fake as the streaming model, a database and a Redis
 * prefix of its own, and `instances` SOE processes sharing them, started one after the other.
 */
export async function startDeployment(
  options: { instances?: number } & Pick<StartOptions, 'env' | 'reporter'> = {},
): Promise<Deployment> {
  const fake = await startOpenAiFake();
  const db = await createDatabase();
  const prefix = redisPrefix();
  const instances: SoeProcess[] = [];
  const stop = async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await db.drop();
    await fake.close();
  };
  try {
    for (let i = 0; i < (options.instances ?? 1); i++)
      instances.push(await startSoe({ db, prefix, fake, env: options.env, reporter: options.reporter }));
  } catch (error) {
    await stop();
    throw error;
  }
  return { fake, db, instances, stop };
}

/** CPU time (user + system, ms) the process has used so far, from /proc/<pid>/stat. */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may contain spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}
/** USER_HZ: 100 on Linux on every architecture Node supports. */
const CLOCK_TICKS = 100;

function procStats(pid: number): { rss: number; fds: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return { rss: kb * 1024, fds: readdirSync(`/proc/${pid}/fd`).length };
}

// ---------------------------------------------------------------- HTTP client

export interface HttpResult<T = any> {
  status: number;
  json: T;
  text: string;
}

/** A signed-in browser tab's HTTP side: cookie jar, same-site Origin, JSON bodies. */
export class Client {
  readonly cookies = new Map<string, string>();
  userId = 0;

  constructor(public baseURL: string) {}

  /** The same person on another instance of the deployment (the session is shared through the database). */
  on(baseURL: string): Client {
    const other = new Client(baseURL);
    for (const [k, v] of this.cookies) other.cookies.set(k, v);
    other.userId = this.userId;
    return other;
  }

  get cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request<T = any>(method: string, path: string, body?: unknown, signal?: AbortSignal): Promise<HttpResult<T>> {
    const res = await fetch(`${this.baseURL}${path}`, {
      method,
      signal,
      headers: {
        origin: this.baseURL,
        ...(this.cookies.size ? { cookie: this.cookieHeader } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    keepCookies(this.cookies, res);
    const text = await res.text();
    const json = parseJson(text);
    return { status: res.status, json: json as T, text };
  }

  get<T = any>(path: string) {
    return this.request<T>('GET', path);
  }

  post<T = any>(path: string, body: unknown = {}, signal?: AbortSignal) {
    return this.request<T>('POST', path, body, signal);
  }

  async expect<T = any>(method: string, path: string, body: unknown, status: number): Promise<T> {
    const res = await this.request<T>(method, path, body);
    if (res.status !== status)
      throw new Error(`${method} ${path}: expected ${status}, got ${res.status} ${res.text.slice(0, 300)}`);
    return res.json;
  }

  async register(username: string): Promise<void> {
    const user = await this.expect(
      'POST',
      '/api/register',
      { username, email: `${username}@example.com`, password: 'password-123', firstName: 'Rel', lastName: username },
      201,
    );
    this.userId = Number(user.id);
  }

  /** Makes the language model (the OpenAI fake) this user's active provider. */
  async useModel(): Promise<void> {
    await this.expect('POST', '/api/llm-providers/openai/activate', {}, 200);
  }

  async conversation(title = 'Reliability'): Promise<number> {
    return (await this.expect('POST', '/api/conversations', { title }, 201)).id as number;
  }

  async messages(conversationId: number): Promise<Message[]> {
    return this.expect('GET', `/api/conversations/${conversationId}/messages`, undefined, 200);
  }

  /**
   * Opens /ws with this client's session and Origin; resolves once the server said
   * connection_established. `resumeFrom` asks for the events after that id: in the handshake
   * (`/ws?lastEventId=…`, the default), with a `resume` message sent the moment the socket opens,
   * or both, as the web client does (apps/web/src/lib/realtime/connection.ts).
   */
  async socket(
    options: { resumeFrom?: string; resumeBy?: 'handshake' | 'message' | 'both' } = {},
  ): Promise<ChatSocket> {
    const by = options.resumeBy ?? 'handshake';
    const query =
      options.resumeFrom && by !== 'message' ? `?lastEventId=${encodeURIComponent(options.resumeFrom)}` : '';
    const url = `${this.baseURL.replace(/^http/, 'ws')}/ws${query}`;
    const socket = await ChatSocket.open(
      url,
      { origin: this.baseURL, cookie: this.cookieHeader },
      by !== 'handshake' ? options.resumeFrom : undefined,
    );
    await socket.waitFor((f) => f.type === 'connection_established', 'connection_established');
    return socket;
  }
}

/** Signs up `count` users with limited concurrency (password hashing is CPU work on the server). */
export async function registerUsers(
  baseURL: string,
  prefix: string,
  count: number,
  concurrency = 4,
): Promise<Client[]> {
  const clients: Client[] = Array.from({ length: count }, () => new Client(baseURL));
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        const i = next++;
        await clients[i]!.register(`${prefix}${i}`);
      }
    }),
  );
  return clients;
}

// ---------------------------------------------------------------- /ws client

const WebSocketClient = (createRequire(import.meta.url)('ws') as { WebSocket: WsClientCtor }).WebSocket;

export type Frame = RealtimeFrame & { receivedAt: number };

/** A /ws client that records every frame with its arrival time and can be cut without a close frame. */
export class ChatSocket {
  readonly frames: Frame[] = [];
  closed = false;
  private waiters = new Set<() => void>();

  private constructor(private readonly ws: WsClient) {
    ws.on('message', (data) => {
      this.frames.push({ ...(JSON.parse(data.toString()) as RealtimeFrame), receivedAt: Date.now() });
      for (const wake of [...this.waiters]) wake();
    });
    ws.on('close', () => {
      this.closed = true;
      for (const wake of [...this.waiters]) wake();
    });
    ws.on('error', () => {});
  }

  static open(url: string, headers: Record<string, string>, resumeFrom?: string): Promise<ChatSocket> {
    return new Promise((done, fail) => {
      const ws = new WebSocketClient(url, { headers });
      const socket = new ChatSocket(ws);
      ws.on('open', () => {
        if (resumeFrom) socket.resume(resumeFrom);
        done(socket);
      });
      ws.on('unexpected-response', (_req, res) => {
        res.resume();
        fail(new Error(`/ws handshake refused with ${res.statusCode}`));
        ws.terminate();
      });
      ws.on('error', fail);
    });
  }

  /** The id of the last hub event received: what a client sends back in `resume`. */
  get lastEventId(): string | undefined {
    for (let i = this.frames.length - 1; i >= 0; i--) if (this.frames[i]!.id) return this.frames[i]!.id;
    return undefined;
  }

  resume(lastEventId: string) {
    this.ws.send(JSON.stringify({ type: 'resume', payload: { lastEventId } }));
  }

  /** A dropped connection (network loss, killed tab): no close frame. */
  terminate() {
    this.ws.terminate();
  }

  close() {
    this.ws.close();
  }

  /** Resolves with the first frame that matches (already received or to come). */
  waitFor(match: (frame: Frame) => boolean, what: string, timeoutMs = 30_000): Promise<Frame> {
    return new Promise((done, fail) => {
      const check = () => {
        const found = this.frames.find(match);
        if (!found && !this.closed) return;
        this.waiters.delete(check);
        clearTimeout(timer);
        if (found) done(found);
        else fail(new Error(`the socket closed before ${what}; frames: ${this.frames.map((f) => f.type).join(',')}`));
      };
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        fail(new Error(`no ${what} within ${timeoutMs} ms; frames: ${this.frames.map((f) => f.type).join(',')}`));
      }, timeoutMs);
      this.waiters.add(check);
      check();
    });
  }

  /** The message_delta frames answering user message `replyTo`, in arrival order. */
  deltas(replyTo: number) {
    return this.frames.filter(
      (f): f is Frame & { type: 'message_delta' } => f.type === 'message_delta' && f.payload.replyTo === replyTo,
    );
  }

  /**
   * The message_updated frame of the stored answer (complete, error or stopped) that follows user
   * message `questionId` in its conversation (questions in one conversation are asked one at a time).
   */
  finalAnswer(conversationId: number, questionId: number) {
    return this.frames.find(isFinalAnswer(conversationId, questionId));
  }

  /** Waits for the final event of the answer to `questionId` (see finalAnswer). */
  waitForFinalAnswer(conversationId: number, questionId: number, timeoutMs?: number) {
    return this.waitFor(
      isFinalAnswer(conversationId, questionId),
      `the final event of the answer to ${questionId}`,
      timeoutMs,
    );
  }
}

function isFinalAnswer(conversationId: number, questionId: number) {
  return (f: Frame): f is Frame & { type: 'message_updated' } =>
    f.type === 'message_updated' &&
    f.payload.conversationId === conversationId &&
    f.payload.message.role === 'assistant' &&
    f.payload.message.id > questionId &&
    f.payload.message.status !== 'streaming';
}

// ---------------------------------------------------------------- model fake

/** "w1 w2 … wN": an answer of `words` words that the fake streams word by word. */
export function answerText(tag: string, words: number): string {
  return [`Answer ${tag}:`, ...Array.from({ length: words }, (_, i) => `w${i + 1}`)].join(' ');
}

/** Finds the question's tag (Q-<user>-<n>) in a model request: the last one is the question being answered. */
export function questionTag(body: unknown): string {
  const found = JSON.stringify(body).match(/Q-\d+-\d+/g);
  return found?.at(-1) ?? 'unknown';
}

/** Percentile (nearest rank) of a list of numbers. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export function median(values: number[]): number {
  return percentile(values, 50);
}

export const MB = 1024 * 1024;

// ---------------------------------------------------------------- load

export interface AskResult {
  tag: string;
  ok: boolean;
  error?: string;
  /** Request sent → HTTP answer (the stored answer is in the response). */
  httpMs: number;
  /** Request sent → the socket's message_updated with the stored answer. */
  eventMs: number;
  /** Request sent → the socket's first delta of the answer. */
  firstDeltaMs?: number;
  questionId?: number;
  answerId?: number;
}

/**
 * One question as a browser tab asks it: POST /api/messages, then the socket's final event for the
 * answer. Checks the answer is complete, is `expected`, and that the deltas the socket saw add up
 * to it. Never throws: a failure is a result with `ok: false` and the reason.
 */
export async function ask(
  client: Client,
  socket: ChatSocket,
  conversationId: number,
  tag: string,
  expected: string,
): Promise<AskResult> {
  const started = Date.now();
  const result: AskResult = { tag, ok: false, httpMs: NaN, eventMs: NaN, firstDeltaMs: NaN };
  try {
    const res = await client.post('/api/messages', {
      content: `${tag} how are sales doing?`,
      conversationId,
      clientMessageId: `rel-${tag}`,
    });
    result.httpMs = Date.now() - started;
    if (res.status !== 200) return { ...result, error: `HTTP ${res.status} ${res.text.slice(0, 200)}` };
    const answer = res.json.assistantMessage as Message | null;
    result.questionId = res.json.userMessage.id as number;
    result.answerId = answer?.id;
    if (!answer || answer.status !== 'complete' || answer.content !== expected)
      return { ...result, error: `answer ${answer?.status}: ${answer?.content.slice(0, 120)}` };
    const final = await socket.waitForFinalAnswer(conversationId, result.questionId, 30_000);
    result.eventMs = final.receivedAt - started;
    const deltas = socket.deltas(result.questionId);
    result.firstDeltaMs = deltas.length ? deltas[0]!.receivedAt - started : NaN;
    const streamed = deltas.map((f) => f.payload.delta).join('');
    if (streamed !== expected)
      return {
        ...result,
        error: `the socket's deltas do not add up to the answer: ${JSON.stringify(streamed.slice(0, 120))}`,
      };
    return { ...result, ok: true };
  } catch (error) {
    return { ...result, error: (error as Error).message };
  }
}

/** A least-squares slope of y over x (per unit of x). */
export function slope(points: Array<[number, number]>): number {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((s, [x]) => s + x, 0) / n;
  const my = points.reduce((s, [, y]) => s + y, 0) / n;
  const num = points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0);
  const den = points.reduce((s, [x]) => s + (x - mx) ** 2, 0);
  return den ? num / den : 0;
}
