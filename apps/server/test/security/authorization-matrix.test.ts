import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as schema from '../../src/db/schema';
import type { SessionCache } from '../../src/modules/systems/sessions';
import { PG_HOST, PG_PORT, reachable } from '../../src/modules/connectors/sql-discovery/test-servers';
import { createCrmDatabase, dropDatabase, tableChecksum } from '../../src/modules/connectors/sql-write/testing';
import { createTestApp, TestClient, type TestApp } from '../helpers';
import { callableRoutes, pathParams, type CollectedRoute } from '../route-table';
import { until } from './support';

vi.mock('fastify', async (importOriginal) => (await import('../route-table')).collectRoutes(await importOriginal()));

/*
 * Security checks 1, 2 and 3 (docs/security.md), driven by the app's real route table: user A owns one of every resource;
 * user B (same plan and access, so only ownership tells them apart) calls every route that takes an
 * id, with A's ids, and must get exactly the answer a missing id gets. A's rows never change and
 * none of A's systems is opened on B's behalf.
 *
 * A new route with an id the matrix cannot fill fails the test: add its resource to OWNED below (or
 * classify it) so it is covered too.
 */

const pgUp = await reachable(PG_HOST, PG_PORT);
const CRM_DB = `soe_authz_matrix_${process.pid}`;
const MISSING = 999_999;

/** Routes whose path ids are not a user's resources, each with the reason. */
const NOT_OWNED: Record<string, string> = {
  'POST /api/llm-providers/:id/activate':
    "the id names a provider from the server's catalogue; activating one only changes the caller's own setting",
  'GET /api/docs/static/*': 'public files of the API documentation',
  'GET /api/invitations/:token':
    'the token is the secret itself (256 random bits), not an id; single use, expiry and revocation in workspaces.test.ts',
  'POST /api/invitations/:token/accept':
    'the token is the secret itself (256 random bits), not an id; single use, expiry and revocation in workspaces.test.ts',
};
/** Staff-only routes: B (no staff rights) gets 403 whatever the id. */
const isAdminOnly = (route: CollectedRoute) => route.url.startsWith('/api/admin/');

/** A plausible body for each id route that takes one: what an attacker would send. */
const PLAUSIBLE_BODIES: Record<string, unknown> = {
  'PUT /api/systems/:id': { name: 'Taken over', type: 'custom' },
  'PUT /api/systems/:id/share': { access: 'write' },
  'PUT /api/systems/:id/terms': { terms: [{ phrases: ['revenue'], entity: 'public.deals' }] },
  'PUT /api/conversations/:id': { title: 'Taken over' },
  'POST /api/conversations/:id/sql': { systemId: 1, sql: 'SELECT 1' },
  'POST /api/messages/:id/feedback': { verdict: 'up' },
  'PUT /api/admin/users/:id': { subscriptionTier: 'free', isActive: false, accessLevel: 'read' },
  'PUT /api/admin/llm-providers/:id': { apiKey: 'sk-stolen', baseUrl: 'https://attacker.example/v1' },
  'PATCH /api/schedules/:id': { time: '03:00', channels: { email: false, webhookUrl: null } },
  'PATCH /api/alerts/:id': { threshold: 1, enabled: false },
  'PATCH /api/dashboards/:id': { name: 'Taken over', share: 'read' },
  'POST /api/dashboards/:id/tiles': { messageId: 1, form: 'figure' },
  'PUT /api/dashboards/:id/tiles/order': { tileIds: [1] },
  'PATCH /api/dashboards/:id/tiles/:tileId': { title: 'Taken over', width: 4 },
};

/** Body fields that carry a resource id, per route: each one is tried with A's ids below (security check 3, docs/security.md). */
const BODY_ID_FIELDS: Record<string, string[]> = {
  // clientMessageId is scoped per user: B reusing A's gets a message of B's own, never A's.
  'POST /api/messages': ['conversationId', 'documentIds', 'systemIds', 'clientMessageId'],
  'POST /api/ask': ['conversationId', 'systemIds', 'documentIds'],
  'POST /api/documents': ['conversationId'],
  'POST /api/writes': ['conversationId', 'systemId'],
  'POST /api/conversations': ['systemIds'],
  'PUT /api/conversations/:id': ['systemIds'],
  'POST /api/conversations/:id/sql': ['systemId'],
  'POST /api/schedules': ['dashboardId', 'tileId'],
  'POST /api/alerts': ['tileId', 'messageId'],
  'POST /api/dashboards/pins': ['messageId', 'dashboardId'],
  'POST /api/dashboards/:id/tiles': ['messageId'],
  'PUT /api/dashboards/:id/tiles/order': ['tileIds'],
};
/** Body fields named like ids that do not point at a user's resource, each with the reason. */
const NOT_OWNED_BODY_FIELDS: Record<string, string> = {
  'POST /api/admin/users tenantId': 'staff-only route (403 for B, route-table.test.ts)',
  'PUT /api/admin/users/:id tenantId': 'staff-only route (403 for B, route-table.test.ts)',
  'POST /api/subscription/create planId': "a plan name from the public plan table; the caller's own subscription only",
  'POST /api/subscription/create paymentMethodId':
    'Stripe\'s id; B naming A\'s card is refused in billing.test.ts ("never touches another account")',
  'POST /api/writes operationId': 'names an operation of the (already ownership-checked) system, not a stored resource',
};

describe('authorization matrix over the route table', () => {
  let t: TestApp;
  let a: TestClient;
  let b: TestClient;
  let aId: number;
  let bId: number;
  /** A's resources, keyed by "<collection>/:<param>" as the route paths name them. */
  const owned: Record<string, number> = {};
  let aSystemName: string;
  let bConversation: number;
  let bSystem: number;
  let opened: number[] = [];

  /** A's rows in every table that holds user data, sorted: equal before and after means nothing changed. */
  async function snapshotOfA() {
    const db = t.ctx.database.db;
    const conversations = await db.select().from(schema.conversations).where(eq(schema.conversations.userId, aId));
    const conversationIds = conversations.map((c) => c.id);
    const documents = await db.select().from(schema.documents).where(eq(schema.documents.userId, aId));
    const documentIds = documents.map((d) => d.id);
    const dashboards = await db.select().from(schema.dashboards).where(eq(schema.dashboards.userId, aId));
    const sorted = <T extends object>(rows: T[]) => rows.map((r) => JSON.stringify(r)).sort();
    return {
      user: sorted(await db.select().from(schema.user).where(eq(schema.user.id, aId))),
      systems: sorted(await db.select().from(schema.systems).where(eq(schema.systems.userId, aId))),
      conversations: sorted(conversations),
      messages: sorted(
        conversationIds.length
          ? await db.select().from(schema.messages).where(inArray(schema.messages.conversationId, conversationIds))
          : [],
      ),
      documents: sorted(documents),
      documentContents: sorted(
        documentIds.length
          ? await db
              .select()
              .from(schema.documentContents)
              .where(inArray(schema.documentContents.documentId, documentIds))
          : [],
      ),
      documentPassages: sorted(
        documentIds.length
          ? await db
              .select()
              .from(schema.documentPassages)
              .where(inArray(schema.documentPassages.documentId, documentIds))
          : [],
      ),
      documentRows: sorted(
        documentIds.length
          ? await db.select().from(schema.documentRows).where(inArray(schema.documentRows.documentId, documentIds))
          : [],
      ),
      writeProposals: sorted(
        await db.select().from(schema.writeProposals).where(eq(schema.writeProposals.userId, aId)),
      ),
      usage: sorted(await db.select().from(schema.usageCounters).where(eq(schema.usageCounters.userId, aId))),
      invitations: sorted(
        await db.select().from(schema.workspaceInvitations).where(eq(schema.workspaceInvitations.createdBy, aId)),
      ),
      systemLinks: sorted(await db.select().from(schema.systemLinks).where(eq(schema.systemLinks.userId, aId))),
      schedules: sorted(await db.select().from(schema.schedules).where(eq(schema.schedules.userId, aId))),
      alerts: sorted(await db.select().from(schema.alerts).where(eq(schema.alerts.userId, aId))),
      deliveries: sorted(await db.select().from(schema.deliveries).where(eq(schema.deliveries.userId, aId))),
      dashboards: sorted(dashboards),
      dashboardTiles: sorted(
        dashboards.length
          ? await db
              .select()
              .from(schema.dashboardTiles)
              .where(
                inArray(
                  schema.dashboardTiles.dashboardId,
                  dashboards.map((d) => d.id),
                ),
              )
          : [],
      ),
      crmDeals: pgUp ? await tableChecksum(CRM_DB, 'crm.deals') : null,
    };
  }

  const idRoutes = () => callableRoutes().filter((r) => pathParams(r.url).length > 0 || r.url.endsWith('*'));
  const keyOf = (r: CollectedRoute) => `${r.method} ${r.url}`;
  /** "conversations/:id" for /api/conversations/:id/messages: the collection a parameter indexes. */
  const slotsOf = (url: string) =>
    [...url.matchAll(/([A-Za-z-]+)\/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => `${m[1]}/:${m[2]}`);

  function fill(url: string, value: (slot: string) => number): string {
    return url.replace(
      /([A-Za-z-]+)\/:([A-Za-z_][A-Za-z0-9_]*)/g,
      (_m, collection: string, param: string) => `${collection}/${value(`${collection}/:${param}`)}`,
    );
  }

  beforeAll(async () => {
    const crmUrl = pgUp ? await createCrmDatabase(CRM_DB) : null;
    t = await createTestApp();
    const owner = new TestClient(t.app);
    await owner.register('matrix-owner');
    a = new TestClient(t.app);
    b = new TestClient(t.app);
    aId = (await a.register('matrix-alice')).id;
    bId = (await b.register('matrix-bob')).id;
    // Same plan and access for both, so refusals can only come from ownership.
    for (const id of [aId, bId])
      expect(
        (await owner.put(`/api/admin/users/${id}`, { subscriptionTier: 'pro', accessLevel: 'write' })).status,
      ).toBe(200);

    // A's system: a real PostgreSQL CRM when a server is reachable, else A's Demo Company.
    if (crmUrl) {
      aSystemName = 'Alice Private CRM';
      const created = await a.post('/api/systems', {
        name: aSystemName,
        type: 'crm',
        connectionDetails: { url: crmUrl },
      });
      expect(created.status, created.body).toBe(201);
      owned['systems/:id'] = created.json.id;
    } else {
      const demo = (await a.get('/api/systems')).json[0];
      aSystemName = demo.name;
      owned['systems/:id'] = demo.id;
    }
    bSystem = (await b.get('/api/systems')).json[0].id;
    // A is the owner of a workspace of their own: A as a member id, and an invitation link of A's workspace.
    owned['members/:id'] = aId;
    const invitation = await a.post('/api/team/invitations', {});
    expect(invitation.status, invitation.body).toBe(201);
    owned['invitations/:id'] = invitation.json.invitation.id;

    // A conversation with a question and its answer.
    const conversation = await a.post('/api/conversations', { title: 'Alice secrets' });
    owned['conversations/:id'] = conversation.json.id;
    const sent = await a.post('/api/messages', {
      content: 'how many customers are there',
      conversationId: conversation.json.id,
      clientMessageId: 'alice-client-id-1',
    });
    expect(sent.status, sent.body).toBe(200);
    owned['messages/:id'] = sent.json.assistantMessage?.id ?? sent.json.userMessage.id;
    // A verified question of A's system: A's thumbs up on that answer.
    const verified = await a.post(`/api/messages/${owned['messages/:id']}/feedback`, { verdict: 'up' });
    expect(verified.status, verified.body).toBe(201);
    owned['verified-questions/:questionId'] = verified.json.id;
    // That answer pinned to a dashboard of A's.
    const pinned = await a.post('/api/dashboards/pins', {
      messageId: owned['messages/:id'],
      form: 'figure',
      newDashboardName: 'Alice board',
    });
    expect(pinned.status, pinned.body).toBe(201);
    owned['dashboards/:id'] = pinned.json.dashboardId;
    owned['tiles/:tileId'] = pinned.json.id;

    // A document in that conversation, processed (its tables and text stored).
    const doc = await a.post('/api/documents', {
      name: 'alice-salaries.csv',
      type: 'text/csv',
      size: 40,
      content: 'Employee,Salary\nAnn,91000\nBen,87000\n',
      conversationId: conversation.json.id,
    });
    expect(doc.status, doc.body).toBe(201);
    owned['documents/:id'] = doc.json.id;
    const settled = await until(
      async () => (await a.get(`/api/documents/${doc.json.id}`)).json.status as string,
      (s) => s === 'processed' || s === 'error',
      60_000,
      'the document',
    );
    expect(settled).toBe('processed');

    // A link between A's Demo Company and that spreadsheet (Cross-System Analysis).
    const sources = (await a.get('/api/system-links/sources')).json.sources as Array<{
      source: string;
      name: string;
      tables: Array<{ entity: string }>;
    }>;
    const sheet = sources.find((x) => x.source === `document:${doc.json.id}`)!;
    const demoSource = sources.find((x) => x.name === 'Demo Company')!;
    const link = await a.post('/api/system-links', {
      a: { source: demoSource.source, entity: 'demo.employees', column: 'first_name' },
      b: { source: sheet.source, entity: sheet.tables[0]!.entity, column: 'Employee' },
      method: 'name',
    });
    expect(link.status, link.body).toBe(201);
    owned['system-links/:id'] = link.json.id;

    // A write proposal (needs a writable system: the demo is read-only).
    if (crmUrl) {
      const proposal = await a.post('/api/writes', {
        conversationId: conversation.json.id,
        systemId: owned['systems/:id'],
        operationId: 'update_record',
        input: { entity: 'crm.deals', key: { id: 1 }, values: { stage: 'Closed Won' } },
      });
      expect(proposal.status, proposal.body).toBe(201);
      owned['writes/:id'] = proposal.json.id;
    } else {
      owned['writes/:id'] = MISSING - 1; // No proposal without a writable system: the route still answers 404.
    }

    // A schedule of A's board, and an alert on its tile.
    const schedule = await a.post('/api/schedules', {
      dashboardId: owned['dashboards/:id'],
      frequency: 'daily',
      time: '09:00',
      timeZone: 'UTC',
    });
    expect(schedule.status, schedule.body).toBe(201);
    owned['schedules/:id'] = schedule.json.id;
    const alert = await a.post('/api/alerts', {
      tileId: owned['tiles/:tileId'],
      op: '<',
      threshold: 10,
      timeZone: 'UTC',
    });
    expect(alert.status, alert.body).toBe(201);
    owned['alerts/:id'] = alert.json.id;

    bConversation = (await b.post('/api/conversations', { title: 'Bob' })).json.id;

    // Every connector session opened from now on, by system id: none may be A's while B acts.
    const sessions = (t.ctx.systems as unknown as { sessions: SessionCache }).sessions;
    const get = sessions.get.bind(sessions);
    sessions.get = (systemId, details, access) => {
      opened.push(systemId);
      return get(systemId, details, access);
    };
  });
  afterAll(async () => {
    await t?.destroy();
    if (pgUp) await dropDatabase(CRM_DB);
  });

  it('knows every parameter of every id route (a new route must be added here to be covered)', () => {
    const routes = idRoutes();
    expect(routes.length).toBeGreaterThan(15);
    const unknown: string[] = [];
    for (const route of routes) {
      if (NOT_OWNED[keyOf(route)] || isAdminOnly(route)) continue;
      for (const slot of slotsOf(route.url)) if (!(slot in owned)) unknown.push(`${keyOf(route)} (${slot})`);
      if (slotsOf(route.url).length !== pathParams(route.url).length)
        unknown.push(`${keyOf(route)} (a parameter not after a collection name)`);
      if (route.url.endsWith('*')) unknown.push(`${keyOf(route)} (wildcard)`);
      if (route.schema?.body && !(keyOf(route) in PLAUSIBLE_BODIES))
        unknown.push(`${keyOf(route)} (no plausible body)`);
    }
    expect(unknown, 'id routes the matrix cannot fill: give them a resource or a classification').toEqual([]);
  });

  it("answers B's calls with A's ids exactly like a missing id, on every id route, and changes none of A's rows (security checks 1 and 2, docs/security.md)", async () => {
    const before = await snapshotOfA();
    opened = [];
    const tried: string[] = [];
    for (const route of idRoutes()) {
      const key = keyOf(route);
      if (NOT_OWNED[key]) continue;
      const body = ['GET', 'DELETE'].includes(route.method) ? undefined : (PLAUSIBLE_BODIES[key] ?? {});
      const withA = await b.request(
        route.method,
        fill(route.url, (slot) => owned[slot]!),
        body,
      );
      const withMissing = await b.request(
        route.method,
        fill(route.url, () => MISSING),
        body,
      );
      if (isAdminOnly(route)) {
        expect(withA.status, key).toBe(403);
      } else {
        expect(withA.status, `${key}: ${withA.body}`).toBe(404);
        expect(withA.json?.message, key).toEqual(expect.any(String));
      }
      expect(withA.body, `${key}: same body as a missing id`).toBe(withMissing.body);
      expect(withA.status, key).toBe(withMissing.status);
      // Nothing of A's leaks into the refusal.
      expect(withA.body).not.toMatch(/Alice|alice|91000|Private CRM/);
      tried.push(key);
    }
    expect(tried).toEqual(
      expect.arrayContaining([
        'GET /api/conversations/:id',
        'DELETE /api/systems/:id',
        'GET /api/documents/:id/content',
        'POST /api/writes/:id/confirm',
        'POST /api/messages/:id/regenerate',
      ]),
    );
    expect(opened, "A's system was opened for B").not.toContain(owned['systems/:id']);
    expect(await snapshotOfA()).toEqual(before);
    // A still sees everything, whole.
    expect((await a.get(`/api/conversations/${owned['conversations/:id']}/messages`)).json).toHaveLength(2);
    expect((await a.get(`/api/documents/${owned['documents/:id']}/content`)).body).toContain('Ann,91000');
  });

  it('has a cross-user case for every id a request body carries (security check 2, docs/security.md)', () => {
    const missing: string[] = [];
    for (const route of callableRoutes()) {
      const shape = (route.schema?.body as { shape?: Record<string, unknown> } | undefined)?.shape;
      for (const field of Object.keys(shape ?? {})) {
        const covered =
          BODY_ID_FIELDS[keyOf(route)]?.includes(field) || `${keyOf(route)} ${field}` in NOT_OWNED_BODY_FIELDS;
        if (/Ids?$/.test(field) && !covered) missing.push(`${keyOf(route)} ${field}`);
      }
    }
    expect(missing, 'body id fields without a cross-user case in BODY_ID_FIELDS').toEqual([]);
  });

  it("attaches nothing and runs nothing when B puts A's conversation, document or system ids in a body (security check 3, docs/security.md)", async () => {
    const before = await snapshotOfA();
    const messagesBefore = await t.ctx.database.db.select().from(schema.messages);
    opened = [];
    const conversationA = owned['conversations/:id']!;
    const systemA = owned['systems/:id']!;
    const documentA = owned['documents/:id']!;

    // Into A's conversation: refused like a missing one, nothing stored anywhere.
    const intoA = await b.post('/api/messages', {
      content: 'how many customers are there',
      conversationId: conversationA,
    });
    const intoMissing = await b.post('/api/messages', {
      content: 'how many customers are there',
      conversationId: MISSING,
    });
    expect(intoA.status).toBe(404);
    expect(intoA.body).toBe(intoMissing.body);
    const askIntoA = await b.post('/api/ask', {
      prompt: 'how many customers are there',
      conversationId: conversationA,
    });
    expect(askIntoA.status).toBe(404);
    expect(askIntoA.body).toBe(
      (await b.post('/api/ask', { prompt: 'how many customers are there', conversationId: MISSING })).body,
    );
    expect(await t.ctx.database.db.select().from(schema.messages)).toEqual(messagesBefore);

    // A's document or system named in B's own question: ignored, never read.
    const withDoc = await b.post('/api/messages', {
      content: 'total salary by employee',
      conversationId: bConversation,
      documentIds: [documentA],
    });
    expect(withDoc.status).toBe(200);
    expect(withDoc.json.assistantMessage.content).not.toMatch(/91000|91,000|178000|178,000|Ann/);
    expect(withDoc.json.assistantMessage.systemSources ?? []).not.toContain('alice-salaries.csv');
    // Sent with a first question (the home view's attachment): not read, and it does not join B's conversation.
    const askWithDoc = await b.post('/api/ask', { prompt: 'total salary by employee', documentIds: [documentA] });
    expect(askWithDoc.status, askWithDoc.body).toBe(200);
    expect(askWithDoc.json.response).not.toMatch(/91000|91,000|178000|178,000|Ann/);
    expect(askWithDoc.json.systemSources ?? []).not.toContain('alice-salaries.csv');
    for (const res of [
      await b.post('/api/messages', {
        content: 'how many deals are there',
        conversationId: bConversation,
        systemIds: [systemA],
      }),
      await b.post('/api/ask', { prompt: 'how many deals are there', systemIds: [systemA] }),
    ]) {
      expect(res.status, res.body).toBe(200);
      const answer = JSON.stringify(res.json);
      expect(answer).not.toContain(aSystemName === 'Demo Company' ? 'Alice' : aSystemName);
      expect(answer).not.toMatch(/Umbrella Pilot|Acme Renewal/);
    }

    // A conversation's system picker naming A's system: refused, and B's conversation keeps its own choice.
    expect((await b.post('/api/conversations', { title: 'Picked', systemIds: [systemA] })).status).toBe(400);
    expect((await b.put(`/api/conversations/${bConversation}`, { systemIds: [systemA] })).status).toBe(400);
    expect((await b.get(`/api/conversations/${bConversation}`)).json.systemIds ?? null).toBeNull();

    // A's client message id, reused by B: B's own new message, never A's message or answer.
    const reused = await b.post('/api/messages', {
      content: 'how many products are there',
      conversationId: bConversation,
      clientMessageId: 'alice-client-id-1',
    });
    expect(reused.status, reused.body).toBe(200);
    expect(reused.json.conversationId).toBe(bConversation);
    expect(reused.json.userMessage.content).toBe('how many products are there');
    expect(reused.json.userMessage.id).not.toBe(owned['messages/:id']);

    // Write proposals naming A's system or A's conversation.
    const writeInput = {
      operationId: 'update_record',
      input: { entity: 'crm.deals', key: { id: 1 }, values: { stage: 'Closed Lost' } },
    };
    const onA = await b.post('/api/writes', { conversationId: bConversation, systemId: systemA, ...writeInput });
    const onMissing = await b.post('/api/writes', { conversationId: bConversation, systemId: MISSING, ...writeInput });
    expect(onA.status, onA.body).toBe(404);
    expect(onA.body).toBe(onMissing.body);
    const inA = await b.post('/api/writes', { conversationId: conversationA, systemId: bSystem, ...writeInput });
    expect(inA.status, inA.body).toBe(404);

    // SQL run on A's system from B's own conversation: refused like a missing system, nothing stored or counted.
    const sqlOnA = await b.post(`/api/conversations/${bConversation}/sql`, { systemId: systemA, sql: 'SELECT 1' });
    const sqlOnMissing = await b.post(`/api/conversations/${bConversation}/sql`, {
      systemId: MISSING,
      sql: 'SELECT 1',
    });
    expect(sqlOnA.status, sqlOnA.body).toBe(404);
    expect(sqlOnA.body).toBe(sqlOnMissing.body);

    // A document uploaded into A's conversation is refused.
    const upload = await b.post('/api/documents', {
      name: 'planted.txt',
      type: 'text/plain',
      size: 5,
      content: 'hello',
      conversationId: conversationA,
    });
    expect(upload.status).toBe(404);

    // A's answer pinned to B's own board, B's answer pinned to A's board, A's tiles in B's board's order.
    const bAnswer = await b.post('/api/messages', {
      content: 'how many customers are there',
      conversationId: bConversation,
    });
    const bMessage = bAnswer.json.assistantMessage.id as number;
    const bBoard = (await b.post('/api/dashboards', { name: 'Bob board' })).json.id as number;
    const pins: Array<[string, unknown, unknown]> = [
      [
        `/api/dashboards/${bBoard}/tiles`,
        { messageId: owned['messages/:id'], form: 'figure' },
        { messageId: MISSING, form: 'figure' },
      ],
      [
        '/api/dashboards/pins',
        { messageId: owned['messages/:id'], form: 'figure', dashboardId: bBoard },
        { messageId: MISSING, form: 'figure', dashboardId: bBoard },
      ],
      [
        '/api/dashboards/pins',
        { messageId: owned['messages/:id'], form: 'figure', newDashboardName: 'Stolen' },
        { messageId: MISSING, form: 'figure', newDashboardName: 'Stolen' },
      ],
      [
        '/api/dashboards/pins',
        { messageId: bMessage, form: 'figure', dashboardId: owned['dashboards/:id'] },
        { messageId: bMessage, form: 'figure', dashboardId: MISSING },
      ],
    ];
    for (const [url, withA, withMissing] of pins) {
      const res = await b.post(url, withA);
      expect(res.status, res.body).toBe(404);
      expect(res.body).toBe((await b.post(url, withMissing)).body);
    }
    const reorder = await b.put(`/api/dashboards/${bBoard}/tiles/order`, { tileIds: [owned['tiles/:tileId']] });
    expect(reorder.status, reorder.body).toBe(400);
    expect((await b.get('/api/dashboards')).json.own).toEqual([expect.objectContaining({ id: bBoard, tileCount: 0 })]);

    // Schedules and alerts naming A's board, tile or answer: refused like missing ones, nothing stored for B.
    const schedulesBody = { frequency: 'daily', time: '09:00', timeZone: 'UTC' };
    for (const [url, body, field] of [
      ['/api/schedules', schedulesBody, 'dashboardId'],
      ['/api/alerts', { op: '>', threshold: 1, timeZone: 'UTC' }, 'tileId'],
      ['/api/alerts', { op: '>', threshold: 1, timeZone: 'UTC' }, 'messageId'],
    ] as const) {
      const slot = field === 'dashboardId' ? 'dashboards/:id' : field === 'tileId' ? 'tiles/:tileId' : 'messages/:id';
      const onA = await b.post(url, { ...body, [field]: owned[slot] });
      const onMissing = await b.post(url, { ...body, [field]: MISSING });
      expect(onA.status, `${url} ${field}: ${onA.body}`).toBe(404);
      expect(onA.body).toBe(onMissing.body);
    }
    const tileOfA = await b.post('/api/schedules', {
      ...schedulesBody,
      dashboardId: bBoard,
      tileId: owned['tiles/:tileId'],
    });
    expect(tileOfA.status).toBe(404);
    expect(tileOfA.body).toBe(
      (await b.post('/api/schedules', { ...schedulesBody, dashboardId: bBoard, tileId: MISSING })).body,
    );
    expect(await t.ctx.database.db.select().from(schema.schedules).where(eq(schema.schedules.userId, bId))).toEqual([]);
    expect(await t.ctx.database.db.select().from(schema.alerts).where(eq(schema.alerts.userId, bId))).toEqual([]);

    expect(opened, "A's system was opened for B").not.toContain(systemA);
    expect(await snapshotOfA()).toEqual(before);
    // Only B's own proposals or documents could exist for B: none was created from A's ids.
    expect(
      await t.ctx.database.db.select().from(schema.writeProposals).where(eq(schema.writeProposals.userId, bId)),
    ).toEqual([]);
    expect(await t.ctx.database.db.select().from(schema.documents).where(eq(schema.documents.userId, bId))).toEqual([]);
  });
});
