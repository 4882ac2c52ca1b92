import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { Redis } from 'ioredis';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config/env';
import { openDatabase, type Database } from './db/client';
import { SecretBox } from './lib/crypto';
import { logDestination, RequestLogController } from './lib/logging';
import { MemoryCounterStore, RedisCounterStore, type CounterStore } from './lib/kv';
import { counterRateLimitStore } from './lib/rate-limit-store';
import { createAuth } from './modules/auth/auth';
import { AuthService } from './modules/auth/service';
import { AUTH_CHANGES_CHANNEL } from './modules/auth/session-cache';
import { authRoutes } from './modules/auth/routes';
import { healthRoutes } from './modules/health/routes';
import { webRoutes } from './modules/web/static';
import { createAnswerer } from './modules/assistant/answer';
import { ProviderRegistry } from './modules/assistant/providers/registry';
import { assistantRoutes } from './modules/assistant/routes';
import { createDocuments, documentRoutes } from './modules/documents';
import { workSlots } from './modules/work/capacity';
import { chatRoutes } from './modules/chat/routes';
import { ChatService } from './modules/chat/service';
import { EditedSqlAnswers } from './modules/chat/edited-sql';
import { createHub, realtimeGateway } from './modules/realtime';
import { ensureDemoData } from './modules/connectors/demo';
import { NetworkPolicy, ownEndpoints } from './modules/connectors/net';
import { NetworkAccessList } from './modules/network/access-list';
import { networkRoutes } from './modules/network/routes';
import { systemPerformanceRoutes } from './modules/systems/performance-routes';
import { ensureInstanceKey } from './lib/instance-key';
import { SoeLocal } from './modules/engine';
import { systemRoutes } from './modules/systems/routes';
import { systemTermsRoutes } from './modules/systems/terms-routes';
import { systemLinkRoutes } from './modules/cross/routes';
import { CrossSystemService } from './modules/cross/service';
import { JoinEngine } from './modules/cross/duck';
import { connectorRoutes } from './modules/systems/connectors-route';
import { SystemsService } from './modules/systems/service';
import { DbKnowledgeStore } from './modules/systems/knowledge-store';
import { SessionCache } from './modules/systems/sessions';
import { UsageService } from './modules/usage/service';
import { waitlistRoutes } from './modules/waitlist/routes';
import { adminRoutes } from './modules/admin/routes';
import { adminServiceFor } from './modules/admin/service';
import { billingRoutes, createBilling, stripeConfigured } from './modules/billing';
import { AuditService } from './modules/audit/service';
import { WritesService, writeRoutes } from './modules/writes';
import rateLimit from '@fastify/rate-limit';
import { registerErrorHandler } from './plugins/errors';
import { serializerCompiler } from './plugins/serializer';
import { registerSecurity } from './plugins/security';
import type { AppContext } from './context';
import { VerifiedQuestions } from './modules/verified/service';
import { verifiedRoutes } from './modules/verified/routes';
import { runTiles } from './modules/dashboards/run';
import { NotificationsService } from './modules/notifications/service';
import { notificationRoutes } from './modules/notifications/routes';
import { createDeliveries, scheduleRoutes, type Deliveries } from './modules/schedules';
import { withAlerts } from './modules/schedules/chat-alerts';
import { DashboardsService } from './modules/dashboards/service';
import { dashboardRoutes } from './modules/dashboards/routes';

const here = path.dirname(fileURLToPath(import.meta.url));
export const DEFAULT_WEB_DIST = path.resolve(here, '../../web/dist');

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** Starts refusing new work (readyz 503) before close. */
  beginShutdown(): void;
  /** The job queue and its deliveries on this instance (tests tick it, and stop it as a killed process would). */
  deliveries: Deliveries;
  close(): Promise<void>;
}

export interface BuildOptions {
  /** Reuse an open database (tests). */
  database?: Database;
  logger?: boolean;
  /** Where log lines go (default stdout); tests read them to prove no secret is logged. */
  logStream?: NodeJS.WritableStream;
}

/**
 * Builds the server in layers (fastify/demo): external plugins, then the app's
 * services, then routes. Nothing listens here; server.ts does that, tests use
 * app.inject().
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<BuiltApp> {
  const app = Fastify({
    logger:
      options.logger === false || config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            // Pretty on a terminal, JSON otherwise (lib/logging.ts).
            stream: await logDestination(options.logStream),
            // Secrets never reach a log line (security check 27, docs/security.md).
            redact: {
              paths: [
                'req.headers.cookie',
                'req.headers.authorization',
                'res.headers["set-cookie"]',
                '*.password',
                '*.apiKey',
                '*.connectionDetails',
              ],
              censor: '[redacted]',
            },
          },
    // One line per request, at a level by kind (lib/logging.ts): polling and health checks are debug.
    logController: new RequestLogController(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  // External layer.
  await registerSecurity(app, { publicUrl: config.PUBLIC_URL, stripe: stripeConfigured(config) });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'SOE - System Of Everything API',
        version: '0.1.0',
        description: 'Generated from the zod contract shared with the web client.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // App layer.
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: path.join(config.dataDir, 'pglite'),
      pgliteThread: config.SOE_PGLITE_WORKER === 'on',
    }));
  const secrets = new SecretBox(config.secretKey);
  // One instance secret per database: a second instance with another key stops here, saying which variable to fix.
  try {
    await ensureInstanceKey(database.db, secrets, config.dataDir);
  } catch (error) {
    if (!options.database) await database.close().catch(() => {});
    throw error;
  }
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true })
    : null;
  redis?.on('error', (error) => app.log.warn({ err: error.message }, 'redis unavailable'));
  const counters: CounterStore = redis
    ? new RedisCounterStore(redis, config.REDIS_KEY_PREFIX)
    : new MemoryCounterStore();
  // Route limits count in the same store, so they hold across instances (skipOnError: a store failure never fails a request).
  await app.register(rateLimit, { global: false, store: counterRateLimitStore(counters), skipOnError: true });
  const publicUrl = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const auth = createAuth({
    db: database.db,
    secretKey: config.secretKey,
    baseURL: publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
  });
  // The demo company lives in the app database; creating it is idempotent and versioned.
  await ensureDemoData(database.sql);
  // Every address a connector reaches is checked by the network policy (issue 17, ADR 005): SOE's own database,
  // Redis and web server never; loopback and private ranges for staff admins, or as Settings → Network access lists.
  const networkAccess = new NetworkAccessList(database.db, config.SOE_ALLOWED_PRIVATE_HOSTS);
  const policy = new NetworkPolicy({
    own: ownEndpoints(config, database.url ?? config.DATABASE_URL),
    accessList: () => networkAccess.current(),
  });
  const sessions = new SessionCache(policy, database.sql, {
    size: config.SOE_SOURCE_POOL_SIZE,
    waitMs: config.SOE_SOURCE_POOL_WAIT_MS,
  });
  // Each discovery's catalog and value index are built once and shared by every instance through SOE's database.
  const engine = new SoeLocal({ store: new DbKnowledgeStore(database.db) });
  // A system's failures: the source's own detail to the server log and the staff's audit log, never to the user.
  const audit = new AuditService(database.db);
  const systems = new SystemsService(
    database.db,
    secrets,
    sessions,
    {
      timeoutMs: config.SOE_QUERY_TIMEOUT_MS,
      rowCap: config.SOE_ROW_CAP,
      poolSize: config.SOE_SOURCE_POOL_SIZE,
      poolWaitMs: config.SOE_SOURCE_POOL_WAIT_MS,
    },
    engine,
    audit,
    {
      failed: (system, error) => {
        app.log.warn(
          { systemId: system.id, code: error.code, message: error.message, detail: error.detail },
          'connected system failed',
        );
        audit
          .record({
            actorId: system.userId,
            action: 'system.error',
            target: `system:${system.id}`,
            details: {
              system: system.name,
              code: error.code,
              message: error.message,
              ...(error.detail ? { detail: error.detail } : {}),
            },
          })
          .catch(() => {});
      },
    },
  );
  const usage = new UsageService(database.db);
  const realtime = createHub({
    redisUrl: config.REDIS_URL,
    prefix: config.REDIS_KEY_PREFIX,
    onError: (error) => app.log.warn({ err: error.message }, 'realtime redis unavailable'),
  });
  // Uploads: stored, processed in the background (status over /ws), read by the assistant.
  const documents = createDocuments({
    db: database.db,
    publisher: realtime,
    engine,
    rowCap: config.SOE_ROW_CAP,
    log: app.log,
    processor: {
      // The embedded database runs one statement at a time: it is written in short ones, other users' in between.
      writes: database.kind === 'pglite' ? 'sliced' : 'atomic',
      slots: workSlots(config.SOE_WORKERS),
    },
  });
  // AuditService holds no state: its own instance writes to the same log.
  const writes = new WritesService({
    db: database.db,
    systems,
    audit: new AuditService(database.db),
    realtime,
    engine,
    limits: { timeoutMs: config.SOE_QUERY_TIMEOUT_MS, rowCap: config.SOE_ROW_CAP },
    invalidate: (id) => engine.invalidate(id),
  });
  const providers = new ProviderRegistry(database.db, secrets, config);
  const verified = new VerifiedQuestions(database.db, systems, engine);
  // Cross-system answers join the parts each system computed in DuckDB, in process (ADR 034).
  const joinEngine = new JoinEngine({
    memoryLimit: config.SOE_JOIN_MEMORY,
    tempDirectory: path.join(config.DATA_DIR, 'join-spill'),
  });
  const cross = new CrossSystemService({
    db: database.db,
    systems,
    documents: documents.source,
    engine: joinEngine,
    rowCap: config.SOE_ROW_CAP,
  });
  const notifications = new NotificationsService(database.db, realtime);
  // Scheduled deliveries and alerts run the tiles as their owner, as the owner would see them (ADR 047).
  const deliveries = createDeliveries({
    config,
    database,
    notifications,
    policy,
    secrets,
    runTiles: (viewer, tiles, options) => runTiles(ctx, viewer, tiles, options),
    log: app.log,
  });
  const ctx: AppContext = {
    config,
    database,
    secrets,
    counters,
    auth: new AuthService(
      auth,
      database.db,
      counters,
      (user, ip) => ctx.audit.recordSignIn(user, ip),
      { sessionCacheMs: config.SOE_SESSION_CACHE_MS },
      (userId, username, ip) =>
        ctx.audit.record({
          actorId: null,
          action: 'auth.locked',
          target: `user:${userId}`,
          details: { username, failures: 10 },
          ip,
        }),
    ),
    audit,
    systems,
    networkAccess,
    usage,
    chat: new ChatService(
      database.db,
      usage,
      // "alert me when …" sets up an alert (modules/schedules); every other question is answered as before.
      withAlerts(
        createAnswerer({
          engine,
          systems,
          documents: documents.source,
          log: app.log,
          localWrites: writes,
          verified,
          cross,
          models: {
            providers,
            db: database.db,
            writes,
            maxSteps: config.SOE_MODEL_MAX_STEPS,
            timeoutMs: config.SOE_MODEL_TIMEOUT_MS,
            stallMs: config.SOE_MODEL_STALL_MS,
          },
        }),
        deliveries.service,
      ),
      realtime,
      counters,
      systems,
    ),
    editedSql: new EditedSqlAnswers({
      db: database.db,
      usage,
      chat: { getConversation: (user, id) => ctx.chat.getConversation(user, id) },
      systems,
      realtime,
    }),
    providers,
    engine,
    realtime,
    documents: documents.service,
    billing: await createBilling(config, database.db, app.log),
    writes,
    verified,
    cross,
    notifications,
    schedules: deliveries.service,
    dashboards: new DashboardsService({ database, systems, engine, realtime }),
  };
  // A disabled or deleted account loses its open sockets at once, on every instance (security check 13, docs/security.md).
  adminServiceFor(ctx, app.log).onUserDisabled.push((userId) => realtime.closeUser(userId));
  ctx.billing.onUserChanged.push((userId) => ctx.auth.sessions.forgetUser(userId));
  // Every change to a user or session row, from any instance or anyone's SQL, drops what this instance holds (migration 0008).
  const stopAuthChanges = await database.listen(AUTH_CHANGES_CHANNEL, {
    message: (payload) => ctx.auth.sessions.changed(payload),
    up: (receiving) => {
      ctx.auth.sessions.setReceiving(receiving);
      if (!receiving)
        app.log.warn(
          'not receiving user and session changes from the database: sessions are read on every request until it reconnects',
        );
    },
  });
  app.decorate('ctx', ctx);
  app.decorateRequest('user', null);

  if (config.SOE_OWNER_USERNAME && config.SOE_OWNER_EMAIL && config.SOE_OWNER_PASSWORD) {
    await ctx.auth.ensureOwnerFromEnv({
      username: config.SOE_OWNER_USERNAME,
      email: config.SOE_OWNER_EMAIL,
      password: config.SOE_OWNER_PASSWORD,
    });
  }

  // Routes.
  let shuttingDown = false;
  // Shutdown drain (reliability check 8, docs/reliability.md): from beginShutdown() until the listener closes, a new request gets a
  // clear 503 and the client is told to close its kept-alive connection, so no client is left sending on
  // a connection the close is about to drop. /readyz already says 503 then; /healthz stays up.
  app.addHook('onRequest', (request, reply, done) => {
    if (!shuttingDown || request.url === '/healthz' || request.url === '/readyz') return done();
    reply.header('connection', 'close');
    reply.code(503).send({ code: 'unavailable', message: 'The server is restarting. Please try again in a moment.' });
  });
  await app.register(healthRoutes, { isShuttingDown: () => shuttingDown });
  await app.register(authRoutes);
  await app.register(systemRoutes);
  await app.register(systemTermsRoutes);
  await app.register(systemLinkRoutes);
  await app.register(connectorRoutes);
  await app.register(chatRoutes);
  await app.register(assistantRoutes);
  await app.register(documentRoutes);
  await app.register(waitlistRoutes);
  await app.register(realtimeGateway, { hub: realtime, publicUrl: config.PUBLIC_URL });
  await app.register(adminRoutes);
  await app.register(networkRoutes);
  await app.register(systemPerformanceRoutes);
  await app.register(billingRoutes);
  await app.register(writeRoutes);
  await app.register(verifiedRoutes);
  await app.register(notificationRoutes);
  await app.register(scheduleRoutes);
  await app.register(dashboardRoutes);
  await app.register(webRoutes, {
    distDir: config.SOE_WEB_DIST ? path.resolve(config.SOE_WEB_DIST) : DEFAULT_WEB_DIST,
  });

  // An instance that stops mid-answer (killed, host lost) leaves a question without its answer: every instance sweeps
  // for those now and then and gives them an error answer the user can retry (one sweep wins each; see recoverInterrupted).
  // The answering instance renews its marker every 10 s (30 s life), so a dead one's question is answered within about a minute.
  const recoverySweep = setInterval(() => {
    ctx.chat
      .recoverInterrupted()
      .catch((error: Error) => app.log.warn({ err: error.message }, 'interrupted-answer sweep failed'));
  }, 15_000);
  recoverySweep.unref();

  await app.ready();
  // The job queue and the due-scan tick (SOE_JOBS); a start that fails stops the instance with the database's reason.
  await deliveries.start();
  return {
    app,
    ctx,
    beginShutdown() {
      shuttingDown = true;
    },
    deliveries,
    async close() {
      shuttingDown = true;
      clearInterval(recoverySweep);
      // Deliveries running here finish first; the queue leaves none half-taken (ADR 047).
      await deliveries.stop();
      await app.close();
      await stopAuthChanges();
      await documents.close();
      await systems.close();
      await sessions.closeAll();
      await policy.close();
      await realtime.close();
      await redis?.quit().catch(() => {});
      if (!options.database) await database.close();
    },
  };
}
