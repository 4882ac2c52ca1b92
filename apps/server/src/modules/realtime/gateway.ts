import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import { ClientResume, REALTIME_CLOSE, RealtimeClientMessage, type RealtimeFrame } from '@soe/shared';
import { isSameOrigin } from '../../plugins/security';
import type { CurrentUser } from '../auth/session-user';
import { RECENT_LIMIT, type HubEvent, type HubMessage, type RealtimeHub, type Unsubscribe } from './hub';
import type { RawSocket, RawSocketServer } from './socket';

export interface GatewayOptions {
  hub: RealtimeHub;
  /** PUBLIC_URL, whose origin is accepted besides the request's own host. */
  publicUrl?: string;
  /** Ping interval; a socket that missed the previous ping is dropped. Default 30 s. */
  heartbeatMs?: number;
}

/** The id a reconnecting client may give in the handshake's query, as in a `resume` message. */
const LastEventId = ClientResume.shape.payload.shape.lastEventId;
/** Frames are small JSON objects; anything larger is not ours. */
const MAX_PAYLOAD = 16 * 1024;
/** A client that stopped reading: drop it rather than buffer without bound. */
const MAX_BUFFERED = 4 * 1024 * 1024;
const SHUTDOWN_GRACE_MS = 2_000;
/** Tabs per user on one instance; more is a leak or abuse, not a person. */
const MAX_SOCKETS_PER_USER = 20;

interface Connection {
  socket: RawSocket;
  userId: number;
  /** The handshake's cookie, re-checked on every heartbeat: a signed-out session loses its socket. */
  cookie: string;
  alive: boolean;
}

/**
 * GET /ws (decisions §7). The handshake is refused before the upgrade unless it
 * comes from our own origin (security check 16 in docs/security.md: no cross-site WebSocket hijacking)
 * and carries a live session. A socket only ever receives the events of its
 * own user: it subscribes to the hub for that user id and nothing else.
 */
export async function realtimeGateway(app: FastifyInstance, options: GatewayOptions) {
  const { hub } = options;
  const allowed = new Set<string>();
  if (options.publicUrl) allowed.add(new URL(options.publicUrl).origin);
  const connections = new Set<Connection>();

  await app.register(websocket, {
    options: { maxPayload: MAX_PAYLOAD },
    // Graceful shutdown (reliability check 8, docs/reliability.md): every socket gets a close frame saying "going away".
    preClose(done) {
      const server = this.websocketServer as RawSocketServer;
      for (const client of server.clients) client.close(REALTIME_CLOSE.goingAway, 'Server shutting down');
      const force = setTimeout(() => server.clients.forEach((client) => client.terminate()), SHUTDOWN_GRACE_MS);
      force.unref();
      server.close(() => clearTimeout(force));
      done();
    },
  });

  async function authorize(request: FastifyRequest, reply: FastifyReply) {
    const origin = request.headers.origin;
    if (!origin || origin === 'null' || !isSameOrigin(request, origin, allowed)) {
      return reply.code(403).send({ code: 'forbidden', message: 'Cross-site WebSocket connections are not allowed' });
    }
    const user = await app.ctx.auth.currentUser(request.headers);
    if (!user) return reply.code(401).send({ code: 'unauthorized', message: 'Not authenticated' });
    request.user = user;
  }

  app.get('/ws', { websocket: true, preValidation: authorize }, (ws, request) => {
    const socket = ws as RawSocket;
    const user = request.user as CurrentUser;
    if ([...connections].filter((c) => c.userId === user.id).length >= MAX_SOCKETS_PER_USER) {
      socket.close(1008, 'Too many connections');
      return;
    }
    const connection: Connection = { socket, userId: user.id, cookie: request.headers.cookie ?? '', alive: true };
    connections.add(connection);

    // Resume (reliability check 2, docs/reliability.md): the events replayed from the hub's buffer and the live ones overlap
    // while the buffer is read. Each hub event goes out at most once per socket (sentIds), and live
    // events wait while a resume replays, so the client gets the missed events, then the new ones,
    // in publish order: no gap, no duplicate. A reconnecting client gives its last event id in the
    // handshake (`/ws?lastEventId=…`) so live events are held from the first one; a `resume`
    // message holds them from its arrival (events already sent live then came before the replay).
    const sentIds = new Set<string>();
    const fromHandshake = LastEventId.safeParse((request.query as Record<string, unknown> | undefined)?.lastEventId);
    let resuming = fromHandshake.success ? 1 : 0;
    let held: HubEvent[] = [];

    const send = (frame: RealtimeFrame) => {
      if (socket.readyState !== socket.OPEN) return;
      if (socket.bufferedAmount > MAX_BUFFERED) {
        socket.terminate();
        return;
      }
      if (frame.id) {
        if (sentIds.has(frame.id)) return;
        sentIds.add(frame.id);
        // The hub keeps RECENT_LIMIT events per user: older ids can no longer come back in a replay.
        if (sentIds.size > RECENT_LIMIT * 2) sentIds.delete(sentIds.values().next().value!);
      }
      socket.send(JSON.stringify(frame));
    };

    const onHub = (message: HubMessage) => {
      if (message.kind === 'disconnect') {
        // A sign-out names its session: the user's sockets opened with other sessions (other browsers) stay.
        if (message.sessionId === undefined || message.sessionId === user.sessionId)
          socket.close(REALTIME_CLOSE.unauthorized, 'Session ended');
      } else if (resuming > 0) held.push(message.event);
      else send(message.event);
    };

    const replay = async (lastEventId: string) => {
      try {
        const missed = await hub.recent(user.id, lastEventId).catch(() => null);
        for (const event of missed ?? []) send(event);
      } finally {
        // The live events that came meanwhile follow; those also in the replay are skipped by id.
        if (--resuming === 0) {
          const live = held;
          held = [];
          for (const event of live) send(event);
        }
      }
    };

    let unsubscribe: Unsubscribe | undefined;
    // Frames that arrive before the subscription is live wait for it, so replies keep their order.
    const ready = hub.subscribe(user.id, onHub).then(
      (off) => {
        if (socket.readyState === socket.OPEN) {
          unsubscribe = off;
          send({ type: 'connection_established', payload: { userId: user.id } });
          if (fromHandshake.success) return replay(fromHandshake.data);
        } else off();
      },
      (error: Error) => {
        request.log.warn({ err: error.message }, 'realtime subscribe failed');
        socket.close(1011, 'Unavailable');
      },
    );

    socket.on('pong', () => {
      connection.alive = true;
    });

    socket.on('message', (data, isBinary) => {
      // Parsed on arrival: a resume holds live events from this moment, not from when it is handled.
      let parsed: ReturnType<typeof RealtimeClientMessage.safeParse> | undefined;
      if (!isBinary) {
        try {
          parsed = RealtimeClientMessage.safeParse(JSON.parse(data.toString()));
        } catch {}
      }
      const resume = parsed?.success && parsed.data.type === 'resume' ? parsed.data : undefined;
      if (resume) resuming++;
      void ready.then(async () => {
        if (isBinary) return send({ type: 'error', payload: { message: 'Frames are JSON text' } });
        if (!parsed) return send({ type: 'error', payload: { message: 'Invalid JSON' } });
        if (!parsed.success) return send({ type: 'error', payload: { message: 'Unknown message type' } });
        const message = parsed.data;
        connection.alive = true;
        if (message.type === 'ping') {
          send({ type: 'pong', payload: { timestamp: message.payload?.timestamp ?? Date.now() } });
        } else if (resume) {
          await replay(resume.payload.lastEventId);
        }
      });
    });

    socket.on('close', () => {
      connections.delete(connection);
      void ready.then(() => unsubscribe?.());
    });
  });

  const heartbeatMs = options.heartbeatMs ?? 30_000;
  const heartbeat = setInterval(() => {
    for (const connection of connections) {
      const { socket } = connection;
      if (!connection.alive) {
        socket.terminate();
        continue;
      }
      connection.alive = false;
      socket.ping();
      // Sign-out or a disabled account ends the socket at the next beat at the latest.
      app.ctx.auth
        .currentUser({ cookie: connection.cookie })
        .then((current) => {
          if (current?.id !== connection.userId) socket.close(REALTIME_CLOSE.unauthorized, 'Session ended');
        })
        .catch(() => {});
    }
  }, heartbeatMs);
  heartbeat.unref();
  app.addHook('onClose', async () => clearInterval(heartbeat));
}

/** Closes every socket of a user on every instance (e.g. when an admin disables the account), or those of one session. */
export function closeUser(hub: RealtimeHub, userId: number, sessionId?: number): Promise<void> {
  return hub.closeUser(userId, sessionId);
}
