import { z } from 'zod';
import { Conversation, Message } from '../api/chat';
import { WriteProposal } from '../api/writes';
import { NotificationItem } from '../api/schedules';

/**
 * The /ws contract (decisions §7): every frame is JSON `{type, payload}`.
 * Server frames that went through the event hub also carry `id`, which the
 * client sends back after a reconnect to receive what it missed: in the
 * handshake (`/ws?lastEventId=…`, replayed before any live event) and/or in a
 * `resume` message.
 */

export const ConnectionEstablishedEvent = z.object({
  type: z.literal('connection_established'),
  payload: z.object({ userId: z.number().int() }),
});
export const PongEvent = z.object({
  type: z.literal('pong'),
  payload: z.object({ timestamp: z.number() }),
});
export const AssistantTypingEvent = z.object({
  type: z.literal('assistant_typing'),
  payload: z.object({ isTyping: z.boolean(), conversationId: z.number().int().optional() }),
});
/** A piece of an answer being produced; `replyTo` is the user message it answers. */
export const MessageDeltaEvent = z.object({
  type: z.literal('message_delta'),
  payload: z.object({
    conversationId: z.number().int(),
    messageId: z.number().int().optional(),
    replyTo: z.number().int(),
    delta: z.string(),
  }),
});
/**
 * The user asked to stop the answer running in a conversation. It travels
 * through the hub like every event, so the instance producing the answer stops
 * it wherever the stop request arrived; clients stop showing the typing dots.
 */
export const AnswerStopEvent = z.object({
  type: z.literal('answer_stop'),
  payload: z.object({ conversationId: z.number().int() }),
});
/**
 * A query of the answer being produced has run longer than 2 s: "Still running on <system> — 4 s", once a second.
 * `system` null: nothing runs long any more. The chat's Stop cancels the query in the database.
 */
export const QueryProgressEvent = z.object({
  type: z.literal('query_progress'),
  payload: z.object({
    conversationId: z.number().int(),
    replyTo: z.number().int(),
    system: z.string().nullable(),
    seconds: z.number().int().min(0),
  }),
});
/** A stored message was created or changed: the client refetches / replaces it. */
export const MessageUpdatedEvent = z.object({
  type: z.literal('message_updated'),
  payload: z.object({ conversationId: z.number().int(), message: Message }),
});
export const ConversationUpdatedEvent = z.object({
  type: z.literal('conversation_updated'),
  payload: z.object({ conversation: Conversation, action: z.enum(['created', 'updated', 'deleted']) }),
});
export const DocumentStatusEvent = z.object({
  type: z.literal('document_status'),
  payload: z.object({
    documentId: z.number().int(),
    conversationId: z.number().int().nullable().optional(),
    status: z.enum(['pending', 'processing', 'processed', 'error']),
    error: z.string().optional(),
  }),
});
/** A write proposal was created, confirmed, cancelled or finished: every tab shows its card's new state. */
export const WriteUpdatedEvent = z.object({
  type: z.literal('write_updated'),
  payload: z.object({ write: WriteProposal }),
});
/** A delivery or alert reached the in-app list: the bell shows it and its new unread count. */
export const NotificationEvent = z.object({
  type: z.literal('notification'),
  payload: z.object({ notification: NotificationItem, unread: z.number().int() }),
});
/** A frame the server could not act on (bad JSON, unknown type). */
export const RealtimeErrorEvent = z.object({
  type: z.literal('error'),
  payload: z.object({ message: z.string() }),
});

export const RealtimeEvent = z.discriminatedUnion('type', [
  ConnectionEstablishedEvent,
  PongEvent,
  AssistantTypingEvent,
  MessageDeltaEvent,
  AnswerStopEvent,
  QueryProgressEvent,
  MessageUpdatedEvent,
  ConversationUpdatedEvent,
  DocumentStatusEvent,
  WriteUpdatedEvent,
  NotificationEvent,
  RealtimeErrorEvent,
]);
export type RealtimeEvent = z.infer<typeof RealtimeEvent>;
export type RealtimeEventType = RealtimeEvent['type'];
export type RealtimeEventOf<T extends RealtimeEventType> = Extract<RealtimeEvent, { type: T }>;
export type RealtimePayload<T extends RealtimeEventType> = RealtimeEventOf<T>['payload'];

/** What the server sends: an event, with `id` when it came through the hub (resumable). */
export const RealtimeFrame = z.intersection(RealtimeEvent, z.object({ id: z.string().optional() }));
export type RealtimeFrame = RealtimeEvent & { id?: string };

/** Frames the client sends. */
export const ClientPing = z.object({
  type: z.literal('ping'),
  payload: z.object({ timestamp: z.number() }).optional(),
});
export const ClientResume = z.object({
  type: z.literal('resume'),
  payload: z.object({ lastEventId: z.string().min(1).max(100) }),
});
export const RealtimeClientMessage = z.discriminatedUnion('type', [ClientPing, ClientResume]);
export type RealtimeClientMessage = z.infer<typeof RealtimeClientMessage>;

/** Close codes the server uses besides the standard ones. */
export const REALTIME_CLOSE = {
  /** Server going away (shutdown): reconnect. */
  goingAway: 1001,
  /** The session ended or the account was disabled: do not reconnect. */
  unauthorized: 4401,
} as const;
