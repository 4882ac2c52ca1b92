import { z } from 'zod';
import { ID_RANGE, MAX_ID, TimeZone } from './common';

export const ASK_MODES = ['internal', 'external', 'both'] as const;
export type AskMode = (typeof ASK_MODES)[number];

const Ids = z.array(z.number().int().positive().max(MAX_ID, ID_RANGE)).max(50);

export const AskRequest = z.object({
  prompt: z
    .string()
    .trim()
    .min(1, 'Please type a question')
    .max(4000, 'The question is too long (4000 characters at most)'),
  conversationId: z.number().int().positive().max(MAX_ID, ID_RANGE).optional(),
  systemIds: Ids.optional(),
  /** Documents attached to the question (uploaded before the conversation existed: they join it). */
  documentIds: Ids.optional(),
  mode: z.enum(ASK_MODES).optional(),
});
export type AskRequest = z.infer<typeof AskRequest>;

/** Another reading of a question: a chip under the answer asks `question`, which states that reading outright. */
export const AnswerAlternative = z.object({ label: z.string(), question: z.string() });
export type AnswerAlternative = z.infer<typeof AnswerAlternative>;

/** How SOE Local read the question an answer replies to: what it was unsure of, and the other readings it offers. */
export const MessageReading = z.object({
  /** The reading in words ("revenue by month in 2025"), when SOE was not sure of it. */
  readAs: z.string().optional(),
  alternatives: z.array(AnswerAlternative).max(3),
  /** The answer ran a stored reading on a connected system: it can be confirmed (thumbs up) or corrected. */
  correctable: z.boolean(),
  /** A term the question named that SOE does not know ("ARR"): the chat offers to save its meaning as a business term. */
  unknownTerm: z.object({ phrase: z.string(), systemId: z.number().int(), systemName: z.string() }).optional(),
});
export type MessageReading = z.infer<typeof MessageReading>;

export const AskResponse = z.object({
  response: z.string(),
  conversationId: z.number().int(),
  systemSources: z.array(z.string()),
  error: z.string().optional(),
  /** The stored answer's id (for feedback on it). */
  messageId: z.number().int().optional(),
  reading: MessageReading.nullable().optional(),
});
export type AskResponse = z.infer<typeof AskResponse>;

export const Conversation = z.object({
  id: z.number().int(),
  title: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The systems this conversation's questions go to (the composer's picker); null or absent: every system. */
  systemIds: z.array(z.number().int()).nullable().optional(),
});
export type Conversation = z.infer<typeof Conversation>;

const Title = z.string().trim().min(1, 'Title is required').max(200, 'The title is too long');

export const CreateConversationRequest = z.object({
  title: Title,
  systemIds: Ids.nullable().optional(),
});
/** Rename, or set which systems the conversation asks (null: every system); at least one of the two. */
export const UpdateConversationRequest = z
  .object({ title: Title.optional(), systemIds: Ids.nullable().optional() })
  .refine((body) => body.title !== undefined || body.systemIds !== undefined, 'Give a title or systemIds');
export type UpdateConversationRequest = z.infer<typeof UpdateConversationRequest>;

export const ConversationSearchQuery = z.object({
  q: z.string().trim().min(1, 'Type something to search for').max(200, 'The search is too long'),
});

/** A conversation whose title or messages contain the search; `snippet` is the matching part of a message, when a message matched. */
export const ConversationSearchResult = Conversation.extend({ snippet: z.string().nullable() });
export type ConversationSearchResult = z.infer<typeof ConversationSearchResult>;

const TITLE_LENGTH = 60;

/**
 * A conversation's title from its first question: one line, `@` mentions kept as plain names, at most
 * 60 characters cut at a word ("Top 5 customers by revenue in 2025 by region and…").
 */
export function titleFromQuestion(question: string): string {
  const line = question
    .replace(/\s+/g, ' ')
    .replace(/(^|\s)@(?=\S)/g, '$1')
    .trim();
  if (line.length <= TITLE_LENGTH) return line;
  const cut = line.slice(0, TITLE_LENGTH - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > TITLE_LENGTH / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,;:.!?-]+$/, '')}…`;
}

/** The languages an answer's statement is written in: SQL systems, OData URLs, Salesforce SOQL, other APIs' requests. */
export const QUERY_LANGUAGES = ['sql', 'odata', 'soql', 'http'] as const;

/**
 * What an answer ran on one system, shown under it as "Query": the exact statement (SQL with its values written
 * in, an OData URL, SOQL, or an API request without its credentials), for reading and copying; display only.
 */
export const answerQuerySchema = z.object({
  /** The connected system; absent for sources that are not one (a document). */
  systemId: z.number().int().optional(),
  systemName: z.string(),
  language: z.enum(QUERY_LANGUAGES),
  text: z.string(),
  /** The structured query (SOE Local's QuerySpec) the statement was compiled from. */
  structured: z.unknown().optional(),
  /** The statement may be edited and run again on its system (SQL systems only). */
  editable: z.boolean().optional(),
});
export type AnswerQuery = z.infer<typeof answerQuerySchema>;

export const Message = z.object({
  id: z.number().int(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  conversationId: z.number().int(),
  systemSources: z.array(z.string()).optional(),
  timestamp: z.string(),
  /** 'stopped': the user stopped the answer; content is what was produced until then. */
  status: z.enum(['complete', 'streaming', 'error', 'stopped']),
  clientMessageId: z.string().nullable().optional(),
  /** Assistant answers of SOE Local: how the question was read, and its other readings. */
  reading: MessageReading.nullable().optional(),
  /** Assistant answers from data: the statements they ran, one per system. */
  queries: z.array(answerQuerySchema).optional(),
});
export type Message = z.infer<typeof Message>;

export const SendMessageRequest = z.object({
  content: z
    .string()
    .trim()
    .min(1, 'Message content is required')
    .max(4000, 'The message is too long (4000 characters at most)'),
  conversationId: z.number().int().positive().max(MAX_ID, ID_RANGE),
  /** The documents attached in the composer: the question reads these (an empty list: none of the conversation's). */
  documentIds: Ids.optional(),
  systemIds: Ids.optional(),
  clientMessageId: z.string().min(1).max(100).optional(),
  mode: z.enum(ASK_MODES).optional(),
  /** The asker's IANA time zone (their browser's): what the question sets up, an alert, reads its days in it. */
  timeZone: TimeZone.optional(),
});
export type SendMessageRequest = z.infer<typeof SendMessageRequest>;

export const StopAnswerResponse = z.object({
  /** True when an answer in this conversation was running (on any instance) and has been told to stop. */
  stopping: z.boolean(),
});

export const SendMessageResponse = z.object({
  conversationId: z.number().int(),
  userMessage: Message,
  assistantMessage: Message.nullable(),
});

/** POST /api/conversations/:conversationId/sql: an answer's SQL, edited by the user, run again on its system. */
export const runSqlRequestSchema = z.object({
  systemId: z.number().int().positive().max(MAX_ID, ID_RANGE),
  sql: z
    .string()
    .trim()
    .min(1, 'Write a SELECT statement')
    .max(20_000, 'The SQL is too long (20,000 characters at most)'),
});
export type RunSqlRequest = z.infer<typeof runSqlRequestSchema>;

/** The statement as the user's message and its result as the answer, in the shape the message list returns. */
export const runSqlResponseSchema = z.object({ messages: z.tuple([Message, Message]) });
export type RunSqlResponse = z.infer<typeof runSqlResponseSchema>;

export const LlmProvider = z.object({
  id: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  configured: z.boolean(),
  description: z.string(),
  settings: z.object({ model: z.string() }),
});
export type LlmProvider = z.infer<typeof LlmProvider>;

/** A provider's server settings as staff admins see them in Settings; the key itself never leaves the server. */
export const ProviderSettingsView = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  configured: z.boolean(),
  /** Where the effective settings come from. */
  source: z.enum(['settings', 'environment', 'none']),
  apiKeySet: z.boolean(),
  baseUrl: z.string().nullable(),
  defaultBaseUrl: z.string().nullable(),
  model: z.string(),
  requires: z.array(z.enum(['apiKey', 'baseUrl'])),
});
export type ProviderSettingsView = z.infer<typeof ProviderSettingsView>;

export const UpdateProviderSettingsRequest = z.object({
  /** A new key; omit to keep the stored one; null removes it. */
  apiKey: z.string().trim().min(1, 'The API key is empty').max(500).nullable().optional(),
  baseUrl: z.url('The base URL must be a URL such as https://api.openai.com/v1').max(500).nullable().optional(),
  model: z.string().trim().min(1, 'The model name is empty').max(200).nullable().optional(),
});
export type UpdateProviderSettingsRequest = z.infer<typeof UpdateProviderSettingsRequest>;

export const UsageResponse = z.object({
  tier: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  queriesUsed: z.number().int(),
  maxQueries: z.number().int(),
  systemsUsed: z.number().int(),
  maxSystems: z.number().int(),
  canWrite: z.boolean(),
});
