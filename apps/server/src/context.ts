import type { FastifyRequest } from 'fastify';
import type { Config } from './config/env';
import type { Database } from './db/client';
import type { SecretBox } from './lib/crypto';
import type { CounterStore } from './lib/kv';
import type { AuditService } from './modules/audit/service';
import type { AuthService } from './modules/auth/service';
import type { BillingService } from './modules/billing/service';
import type { CurrentUser } from './modules/auth/session-user';
import type { ChatService } from './modules/chat/service';
import type { EditedSqlAnswers } from './modules/chat/edited-sql';
import type { DocumentsService } from './modules/documents/service';
import type { ProviderRegistry } from './modules/assistant/providers/registry';
import type { SoeLocal } from './modules/engine';
import type { RealtimeHub } from './modules/realtime/hub';
import type { SystemsService } from './modules/systems/service';
import type { NetworkAccessList } from './modules/network/access-list';
import type { UsageService } from './modules/usage/service';
import type { WritesService } from './modules/writes/service';
import type { VerifiedQuestions } from './modules/verified/service';
import type { CrossSystemService } from './modules/cross/service';
import type { NotificationsService } from './modules/notifications/service';
import type { SchedulesService } from './modules/schedules/service';
import type { DashboardsService } from './modules/dashboards/service';

/** The services every route module reads, built once in buildApp. */
export interface AppContext {
  config: Config;
  database: Database;
  secrets: SecretBox;
  counters: CounterStore;
  auth: AuthService;
  audit: AuditService;
  systems: SystemsService;
  /** Settings → Network access: the loopback and private addresses ordinary users may connect systems to. */
  networkAccess: NetworkAccessList;
  usage: UsageService;
  chat: ChatService;
  /** An analyst's edited SQL run again and kept as an answer in its conversation. */
  editedSql: EditedSqlAnswers;
  /** Answer providers: SOE Local and the configured language models, and each user's choice. */
  providers: ProviderRegistry;
  engine: SoeLocal;
  /** Per-user events for /ws (in-process, or Redis pub/sub with REDIS_URL). */
  realtime: RealtimeHub;
  /** Uploaded documents: storage, processing status, downloads. */
  documents: DocumentsService;
  /** Plans, subscriptions and payment webhooks (Stripe when configured). */
  billing: BillingService;
  /** Governed write-back: proposals, confirmation, audit. */
  writes: WritesService;
  /** Thumbs up/down on answers and the verified questions they store per system. */
  verified: VerifiedQuestions;
  /** Cross-System Analysis: links between sources, and the combined systems answers join them with. */
  cross: CrossSystemService;
  /** The in-app notification list (the bell) and its pushes over /ws. */
  notifications: NotificationsService;
  /** Scheduled deliveries and alerts (issue 35, ADR 047): set-up, "Send now", the staff's view of the jobs. */
  schedules: SchedulesService;
  /** Dashboards of pinned answers, run live for each viewer (issue 35). */
  dashboards: DashboardsService;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** Set by the requireUser hook. */
    user: CurrentUser | null;
  }
}

/** The signed-in user of a request that passed requireUser. */
export function userOf(request: FastifyRequest): CurrentUser {
  if (!request.user) throw new Error('requireUser hook missing on this route');
  return request.user;
}
