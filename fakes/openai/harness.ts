import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { toReply, type RecordedRequest, type Reply, type RequestView, type ToolResult, type Turn } from './script';

/**
 * The HTTP side shared by the language-model fakes: a node:http server on 127.0.0.1:0 that records
 * every request, asks a vendor "dialect" whether it is authorised and what it is, answers model calls
 * from the per-test script and plays the faults (status, hang, stall, malformed, in-stream error) the
 * same way for every vendor. Only the wire format differs, and that lives in the dialects.
 */

/** One server-sent event. `delta` marks a content chunk (a text or tool-argument piece): faults count these. */
export interface Frame {
  event?: string;
  data: string;
  delta?: boolean;
}

export interface JsonAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** A request the dialect recognised as a call to the model. */
export interface ModelCall {
  stream: boolean;
  /** The vendor's 4xx for a request the real API would refuse (checked before a turn is used), else null. */
  invalid: JsonAnswer | null;
  view: RequestView;
  /** The complete JSON body, or the stream's events, for a reply. */
  render(reply: Reply): { json: unknown } | { frames: Frame[] };
  /** The vendor's error event inside a stream that has already started. */
  streamError(message: string): Frame;
}

export interface Dialect {
  /** The vendor's 401 (or 400) when the credentials are missing or wrong, else null. */
  authenticate(req: RecordedRequest): JsonAnswer | null;
  /** The vendor's error answer for a status: scripted faults, bad JSON, unknown paths, an empty script. */
  error(status: number, message?: string): JsonAnswer;
  modelCall(req: RecordedRequest): ModelCall | undefined;
  /** Every other endpoint (model lists, version); undefined for an unknown path. */
  route(req: RecordedRequest): JsonAnswer | undefined;
}

export interface LlmFake {
  /** The server's origin, e.g. http://127.0.0.1:41234. */
  url: string;
  /** What the vendor's SDK takes as baseURL: `${url}/v1`. */
  baseURL: string;
  /** Every request received, in order. */
  requests: RecordedRequest[];
  /** Only the calls to the model (chat completions, responses, messages). */
  modelRequests(): RecordedRequest[];
  /** Replaces the script: one turn per model request, in order. */
  script(turns: Turn[]): void;
  /** Turns not used yet. */
  remaining(): number;
  /** The tool names offered in a model request (the last one by default). */
  toolsOffered(request?: RecordedRequest): string[];
  /** The tool results sent back in a model request (the last one by default). */
  toolResults(request?: RecordedRequest): ToolResult[];
  /** Forgets the script and the recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache',
  connection: 'keep-alive',
};
const JSON_HEADERS = { 'content-type': 'application/json' };
/** Not JSON: the SDK's event parser fails on it, as it would on a proxy's truncated or garbled stream. */
const MALFORMED_EVENT = 'data: {"fake": "malformed, the JSON never closes\n\n';

export async function startLlmServer(dialect: Dialect): Promise<LlmFake> {
  const requests: RecordedRequest[] = [];
  const modelRequests: RecordedRequest[] = [];
  let turns: Turn[] = [];

  const lastModelRequest = () => modelRequests[modelRequests.length - 1];
  const viewOf = (request: RecordedRequest | undefined) =>
    (request && dialect.modelCall(request)?.view) ?? { toolsOffered: [], toolResults: [] };

  const fake: LlmFake = {
    url: '',
    baseURL: '',
    requests,
    modelRequests: () => [...modelRequests],
    script(next) {
      turns = [...next];
    },
    remaining: () => turns.length,
    toolsOffered: (request = lastModelRequest()) => viewOf(request).toolsOffered,
    toolResults: (request = lastModelRequest()) => viewOf(request).toolResults,
    reset() {
      turns = [];
      requests.length = 0;
      modelRequests.length = 0;
    },
    close: () =>
      new Promise((resolve) => {
        // Hung and stalled answers keep their sockets open on purpose: cut them.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const sendJson = (res: ServerResponse, answer: JsonAnswer) =>
    res.writeHead(answer.status, { ...JSON_HEADERS, ...answer.headers }).end(JSON.stringify(answer.body));
  const writeFrame = (res: ServerResponse, f: Frame) =>
    res.write(`${f.event ? `event: ${f.event}\n` : ''}data: ${f.data}\n\n`);

  async function answerModelCall(req: RecordedRequest, call: ModelCall, res: ServerResponse) {
    if (call.invalid) return sendJson(res, call.invalid);
    const next = turns.shift();
    if (!next)
      return sendJson(
        res,
        dialect.error(
          500,
          `fake: no scripted turn for ${req.method} ${req.path} (model request #${modelRequests.length})`,
        ),
      );
    const turn = typeof next === 'function' ? await next(req, call.view) : next;

    if ('status' in turn) {
      const answer = dialect.error(turn.status, turn.message);
      const retry: Record<string, string> =
        turn.retryAfter === undefined ? {} : { 'retry-after': String(turn.retryAfter) };
      return sendJson(res, { ...answer, headers: { ...answer.headers, ...retry } });
    }
    if ('hang' in turn) return; // never answered; close() cuts the socket

    const rendered = call.render(toReply(turn));
    if ('json' in rendered) {
      const body = JSON.stringify(rendered.json);
      const half = body.slice(0, Math.floor(body.length / 2));
      if ('stallAfterChunks' in turn) return void res.writeHead(200, JSON_HEADERS).write(half);
      if ('malformed' in turn) return res.writeHead(200, JSON_HEADERS).end(half);
      if ('streamError' in turn) return sendJson(res, dialect.error(500, turn.streamError));
      return sendJson(res, { status: 200, body: rendered.json });
    }

    res.writeHead(200, SSE_HEADERS);
    const limit =
      'stallAfterChunks' in turn
        ? turn.stallAfterChunks
        : 'malformed' in turn
          ? 1
          : 'streamError' in turn
            ? (turn.afterChunks ?? 0)
            : Infinity;
    const delay = 'chunkDelayMs' in turn ? (turn.chunkDelayMs ?? 0) : 0;
    let deltas = 0;
    for (const frame of rendered.frames) {
      if (frame.delta && deltas++ === limit) break;
      if (frame.delta && delay) await new Promise((resolve) => setTimeout(resolve, delay));
      if (res.destroyed) return; // the client went away mid-answer
      writeFrame(res, frame);
    }
    if ('stallAfterChunks' in turn) return; // silent from here on, the socket stays open
    if ('malformed' in turn) res.write(MALFORMED_EVENT);
    if ('streamError' in turn) writeFrame(res, call.streamError(turn.streamError));
    res.end();
  }

  async function handle(raw: IncomingMessage, res: ServerResponse) {
    const url = new URL(raw.url ?? '/', 'http://fake');
    const text = await new Promise<string>((resolve, reject) => {
      let b = '';
      raw.setEncoding('utf8');
      raw.on('data', (c: string) => (b += c));
      raw.on('end', () => resolve(b));
      raw.on('error', reject);
    });
    let body: unknown;
    let badJson = false;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
      badJson = true;
    }
    const headers = Object.fromEntries(
      Object.entries(raw.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]),
    );
    const req: RecordedRequest = {
      method: raw.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers,
      body,
    };
    requests.push(req);

    const denied = dialect.authenticate(req);
    if (denied) return sendJson(res, denied);
    if (badJson) return sendJson(res, dialect.error(400, 'The request body is not valid JSON.'));
    const call = dialect.modelCall(req);
    if (call) {
      modelRequests.push(req);
      return answerModelCall(req, call, res);
    }
    sendJson(res, dialect.route(req) ?? dialect.error(404, `Invalid URL (${req.method} ${req.path})`));
  }

  const server = createServer((req, res) => {
    res.on('error', () => {}); // the client may abort mid-stream; nothing to do
    handle(req, res).catch((err: Error) => {
      if (!res.headersSent) sendJson(res, dialect.error(500, `fake: ${err.message}`));
      else res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.baseURL = `${fake.url}/v1`;
  return fake;
}
