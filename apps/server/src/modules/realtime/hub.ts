import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { RealtimeEvent, RealtimeFrame } from '@soe/shared';

/** An event as the hub delivers it: with an id the client can resume from. */
export type HubEvent = RealtimeFrame & { id: string };

/** What a subscriber receives: an event for the user, or the order to drop the user's sockets (of one session when it names one). */
export type HubMessage = { kind: 'event'; event: HubEvent } | { kind: 'disconnect'; sessionId?: number };
export type HubListener = (message: HubMessage) => void;
export type Unsubscribe = () => void;

/** Publishing side only: what services (chat, documents, admin) depend on. */
export interface RealtimePublisher {
  publish(userId: number, event: RealtimeEvent): Promise<void>;
}

/**
 * Per-user event fan-out. In-process for a single instance; Redis pub/sub when
 * REDIS_URL is set so an event published on one instance reaches the user's
 * sockets on every instance. Events are addressed to one user: a listener only
 * ever sees the events of the user it subscribed for (security check 4, docs/security.md).
 */
export interface RealtimeHub extends RealtimePublisher {
  /** Resolves once the subscription is live (events published after that are delivered). */
  subscribe(userId: number, listener: HubListener): Promise<Unsubscribe>;
  /**
   * Closes the user's sockets on every instance: all of them (account disabled,
   * signed out everywhere), or those opened with one session (that session signed out).
   */
  closeUser(userId: number, sessionId?: number): Promise<void>;
  /**
   * The user's events published after `lastEventId`, oldest first, from the last
   * RECENT_LIMIT kept for a while; null when that id is no longer known (the
   * client then relies on refetching).
   */
  recent(userId: number, lastEventId: string): Promise<HubEvent[] | null>;
  close(): Promise<void>;
}

export const RECENT_LIMIT = 200;
const RECENT_TTL_S = 10 * 60;
const MAX_BUFFERED_USERS = 10_000;

function stamp(event: RealtimeEvent): HubEvent {
  return { ...event, id: randomUUID() } as HubEvent;
}

function after(events: HubEvent[], lastEventId: string): HubEvent[] | null {
  const index = events.findIndex((e) => e.id === lastEventId);
  return index === -1 ? null : events.slice(index + 1);
}

/** Listeners per user, shared by both hubs; a throwing listener never stops the others. */
class Listeners {
  private readonly byUser = new Map<number, Set<HubListener>>();

  add(userId: number, listener: HubListener): { first: boolean } {
    let set = this.byUser.get(userId);
    const first = !set;
    if (!set) this.byUser.set(userId, (set = new Set()));
    set.add(listener);
    return { first };
  }

  remove(userId: number, listener: HubListener): { last: boolean } {
    const set = this.byUser.get(userId);
    if (!set?.delete(listener)) return { last: false };
    if (set.size > 0) return { last: false };
    this.byUser.delete(userId);
    return { last: true };
  }

  emit(userId: number, message: HubMessage) {
    for (const listener of [...(this.byUser.get(userId) ?? [])]) {
      try {
        listener(message);
      } catch {
        // One broken socket must not keep the event from the user's other sockets.
      }
    }
  }

  clear() {
    this.byUser.clear();
  }

  users(): number[] {
    return [...this.byUser.keys()];
  }
}

export class InProcessHub implements RealtimeHub {
  private readonly listeners = new Listeners();
  private readonly buffers = new Map<number, HubEvent[]>();

  async publish(userId: number, event: RealtimeEvent): Promise<void> {
    const stamped = stamp(event);
    this.remember(userId, stamped);
    this.listeners.emit(userId, { kind: 'event', event: stamped });
  }

  async subscribe(userId: number, listener: HubListener): Promise<Unsubscribe> {
    this.listeners.add(userId, listener);
    return () => void this.listeners.remove(userId, listener);
  }

  async closeUser(userId: number, sessionId?: number): Promise<void> {
    this.listeners.emit(userId, disconnect(sessionId));
  }

  async recent(userId: number, lastEventId: string): Promise<HubEvent[] | null> {
    return after(this.buffers.get(userId) ?? [], lastEventId);
  }

  async close(): Promise<void> {
    this.listeners.clear();
    this.buffers.clear();
  }

  private remember(userId: number, event: HubEvent) {
    const events = this.buffers.get(userId) ?? [];
    this.buffers.delete(userId); // re-inserted last: the Map's order is least recently used first
    events.push(event);
    if (events.length > RECENT_LIMIT) events.splice(0, events.length - RECENT_LIMIT);
    this.buffers.set(userId, events);
    if (this.buffers.size > MAX_BUFFERED_USERS) this.buffers.delete(this.buffers.keys().next().value!);
  }
}

interface Envelope {
  /** Instance-independent: the user id is in the channel name, repeated here as a check. */
  userId: number;
  message: HubMessage;
}

/**
 * Redis pub/sub, one channel per user (`{prefix}rt:user:{id}`): an instance only
 * subscribes to the users with a socket on it. Two connections: a subscriber
 * connection can run nothing but (P)SUBSCRIBE commands. The last events per
 * user are kept in a capped list so a reconnect on another instance can resume.
 */
export class RedisHub implements RealtimeHub {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly listeners = new Listeners();
  private readonly subscribing = new Map<number, Promise<unknown>>();
  private closed = false;

  constructor(
    url: string,
    private readonly prefix: string,
    private readonly onError: (error: Error) => void = () => {},
  ) {
    const options = { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false } as const;
    this.pub = new Redis(url, options);
    this.sub = new Redis(url, options);
    this.pub.on('error', this.onError);
    this.sub.on('error', this.onError);
    // ioredis re-subscribes by itself after a reconnect (autoResubscribe), but only to channels whose
    // SUBSCRIBE succeeded; a socket that arrived while Redis was down is subscribed here.
    this.sub.on('ready', () => {
      const channels = this.listeners.users().map((userId) => this.channel(userId));
      if (channels.length && !this.closed) this.sub.subscribe(...channels).catch((error: Error) => this.onError(error));
    });
    this.sub.on('message', (channel: string, payload: string) => this.onMessage(channel, payload));
  }

  /**
   * Both connections up: events go through Redis (and come back to this
   * instance's sockets through the subscription). Otherwise they are delivered
   * to this instance's sockets at once, without waiting for ioredis to give up
   * on its reconnect attempts (reliability check 6, docs/reliability.md).
   */
  private get connected() {
    return this.pub.status === 'ready' && this.sub.status === 'ready';
  }

  private channel(userId: number) {
    return `${this.prefix}rt:user:${userId}`;
  }

  private logKey(userId: number) {
    return `${this.prefix}rt:log:${userId}`;
  }

  private onMessage(channel: string, payload: string) {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    if (channel !== this.channel(envelope.userId)) return;
    this.listeners.emit(envelope.userId, envelope.message);
  }

  private async send(userId: number, message: HubMessage) {
    if (!this.connected) throw new Error('redis unavailable');
    const envelope: Envelope = { userId, message };
    const multi = this.pub.multi();
    if (message.kind === 'event') {
      multi
        .rpush(this.logKey(userId), JSON.stringify(message.event))
        .ltrim(this.logKey(userId), -RECENT_LIMIT, -1)
        .expire(this.logKey(userId), RECENT_TTL_S);
    }
    multi.publish(this.channel(userId), JSON.stringify(envelope));
    await multi.exec();
  }

  async publish(userId: number, event: RealtimeEvent): Promise<void> {
    if (this.closed) return;
    const message: HubMessage = { kind: 'event', event: stamp(event) };
    try {
      await this.send(userId, message);
    } catch (error) {
      // Redis down (reliability check 6, docs/reliability.md): this instance's sockets still get the event.
      this.onError(error instanceof Error ? error : new Error(String(error)));
      this.listeners.emit(userId, message);
    }
  }

  async subscribe(userId: number, listener: HubListener): Promise<Unsubscribe> {
    const { first } = this.listeners.add(userId, listener);
    // While Redis is down the socket is served by this instance alone; the 'ready' handler subscribes it later.
    if (first && this.sub.status === 'ready')
      this.subscribing.set(
        userId,
        this.sub.subscribe(this.channel(userId)).catch((error: Error) => this.onError(error)),
      );
    // A second socket of the same user waits for the first one's SUBSCRIBE too.
    await this.subscribing.get(userId);
    return () => {
      const { last } = this.listeners.remove(userId, listener);
      if (!last) return;
      this.subscribing.delete(userId);
      if (!this.closed) this.sub.unsubscribe(this.channel(userId)).catch(() => {});
    };
  }

  async closeUser(userId: number, sessionId?: number): Promise<void> {
    try {
      await this.send(userId, disconnect(sessionId));
    } catch (error) {
      this.onError(error instanceof Error ? error : new Error(String(error)));
      this.listeners.emit(userId, disconnect(sessionId));
    }
  }

  async recent(userId: number, lastEventId: string): Promise<HubEvent[] | null> {
    // Unknown while Redis is down: the client refetches instead.
    if (this.pub.status !== 'ready') return null;
    const raw = await this.pub.lrange(this.logKey(userId), 0, -1);
    const events: HubEvent[] = [];
    for (const item of raw) {
      try {
        events.push(JSON.parse(item) as HubEvent);
      } catch {}
    }
    return after(events, lastEventId);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.listeners.clear();
    await Promise.all([
      this.sub.quit().catch(() => this.sub.disconnect()),
      this.pub.quit().catch(() => this.pub.disconnect()),
    ]);
  }
}

function disconnect(sessionId?: number): HubMessage {
  return sessionId === undefined ? { kind: 'disconnect' } : { kind: 'disconnect', sessionId };
}

export function createHub(options: {
  redisUrl?: string;
  prefix: string;
  onError?: (error: Error) => void;
}): RealtimeHub {
  return options.redisUrl ? new RedisHub(options.redisUrl, options.prefix, options.onError) : new InProcessHub();
}
