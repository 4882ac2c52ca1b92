import { startHubSpotFake, type HubSpotFake } from '@soe/fakes/hubspot';
import { startSalesforceFake, type SalesforceFake } from '@soe/fakes/salesforce';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../../../test/helpers';
import type { CurrentUser } from '../auth/session-user';
import { startCapServer, type CapServer } from '../connectors/odata/testing/cap-server.mjs';
import { startErpJsonServer, type ErpJsonServer } from '../connectors/openapi/testing/erp-json-server.mjs';

/**
 * Chat writes on API systems against real peers: the record is found by its
 * string key or its name, read before the proposal (real before → after), a
 * missing one refused at once, and after confirmation the peer holds the value.
 */

describe('chat writes on a real SAP CAP service (OData)', () => {
  let t: TestApp;
  let cap: CapServer;
  let c: TestClient;
  let user: CurrentUser;
  let conversationId: number;
  let systemId: number;

  const ask = async (question: string) =>
    t.ctx.writes.proposeFromQuestion(user, question, await t.ctx.systems.engineSystems(user), conversationId);
  const proposalId = (text: string) => Number(/\[WRITE:\{"id":(\d+)\}\]/.exec(text)?.[1]);
  const capRecord = async (set: string, key: string) =>
    (await (await fetch(`${cap.url}${set}('${key}')`)).json()) as Record<string, unknown>;

  beforeAll(async () => {
    cap = await startCapServer();
    t = await createTestApp();
    const owner = new TestClient(t.app);
    await owner.register('cap-owner');
    c = new TestClient(t.app);
    const { id } = await c.register('cap-writer');
    await owner.put(`/api/admin/users/${id}`, { subscriptionTier: 'pro', accessLevel: 'write' });
    const system = await c.post('/api/systems', {
      name: 'CAP ERP',
      type: 'erp',
      connectionDetails: { connector: 'odata', url: cap.url },
    });
    expect(system.status, system.body).toBe(201);
    systemId = system.json.id;
    conversationId = (await c.post('/api/conversations', { title: 'ERP changes' })).json.id;
    user = (await t.ctx.auth.currentUser({ cookie: c.cookieHeader }))!;
  }, 90_000);
  afterAll(async () => {
    await t?.destroy();
    await cap?.close();
  });

  it('"Set the status of sales order SO00001 to Shipped": a card with the real before value; confirmed, CAP holds Shipped', async () => {
    const answer = await ask('Set the status of sales order SO00001 to Shipped');
    expect(answer?.text).toMatch(
      /^I prepared this change in CAP ERP for you to confirm: set the status of the sales order "SO00001" to "Shipped"\./,
    );
    const id = proposalId(answer!.text);
    const card = (await c.get(`/api/writes/${id}`)).json;
    expect(card).toMatchObject({
      systemId,
      operationId: 'update_SalesOrders',
      status: 'proposed',
      preview: {
        action: 'update',
        target: 'SalesOrders with ID SO00001',
        changes: [{ field: 'status', before: 'Open', after: 'Shipped' }],
      },
    });
    expect((await capRecord('SalesOrders', 'SO00001')).status).toBe('Open');
    const done = await c.post(`/api/writes/${id}/confirm`);
    expect(done.json.status, done.body).toBe('done');
    expect((await capRecord('SalesOrders', 'SO00001')).status).toBe('Shipped');
  });

  it('finds an order by its number without the padding ("sales order 2" is SO00002)', async () => {
    const answer = await ask('set the status of sales order 2 to Delivered');
    const card = (await c.get(`/api/writes/${proposalId(answer!.text)}`)).json;
    expect(card.preview).toMatchObject({
      target: 'SalesOrders with ID SO00002',
      changes: [{ field: 'status', after: 'Delivered' }],
    });
  });

  it('finds an order item by its compound key ("sales order item SO00001/10"), and PATCHes it by both keys', async () => {
    const answer = await ask('Set the quantity of sales order item SO00001/10 to 5');
    const id = proposalId(answer!.text);
    const card = (await c.get(`/api/writes/${id}`)).json;
    expect(card).toMatchObject({
      operationId: 'update_SalesOrderItems',
      preview: {
        target: 'SalesOrderItems with order_ID SO00001, itemNo 10',
        changes: [{ field: 'quantity', before: 4, after: 5 }],
      },
    });
    expect((await c.post(`/api/writes/${id}/confirm`)).json.status).toBe('done');
    const item = (await (await fetch(`${cap.url}SalesOrderItems(order_ID='SO00001',itemNo=10)`)).json()) as {
      quantity: number;
    };
    expect(item.quantity).toBe(5);
  });

  it('"Set the segment of customer Acme Corp to Enterprise": found by name, before SMB', async () => {
    const answer = await ask('Set the segment of customer Acme Corp to Enterprise');
    expect(answer?.text).toMatch(/set the segment of the customer "Acme Corp" to "Enterprise"/);
    const card = (await c.get(`/api/writes/${proposalId(answer!.text)}`)).json;
    expect(card).toMatchObject({
      operationId: 'update_Customers',
      preview: {
        target: 'Customers with ID C0001 (Acme Corp)',
        changes: [{ field: 'segment', before: 'SMB', after: 'Enterprise' }],
      },
    });
  });

  it('refuses at once an order that does not exist, proposing nothing', async () => {
    const answer = await ask('Set the status of sales order SO09999 to Shipped');
    expect(answer?.text).toBe('CAP ERP has no sales order with ID SO09999.');
    expect(answer?.text).not.toMatch(/\[WRITE:/);
    const proposed = await c.post('/api/writes', {
      conversationId,
      systemId,
      operationId: 'update_SalesOrders',
      input: { ID: 'SO09999', status: 'Shipped' },
    });
    expect(proposed.status).toBe(400);
    expect(proposed.json.message).toBe('CAP ERP has no SalesOrders record with ID SO09999, so nothing was proposed.');
  });
});

describe('chat writes on a real json-server described by an OpenAPI document', () => {
  let t: TestApp;
  let api: ErpJsonServer;
  let c: TestClient;
  let user: CurrentUser;
  let conversationId: number;

  const ask = async (question: string) =>
    t.ctx.writes.proposeFromQuestion(user, question, await t.ctx.systems.engineSystems(user), conversationId);
  const proposalId = (text: string) => Number(/\[WRITE:\{"id":(\d+)\}\]/.exec(text)?.[1]);

  beforeAll(async () => {
    api = await startErpJsonServer();
    t = await createTestApp();
    const owner = new TestClient(t.app);
    await owner.register('api-owner');
    c = new TestClient(t.app);
    const { id } = await c.register('api-writer');
    await owner.put(`/api/admin/users/${id}`, { subscriptionTier: 'enterprise', accessLevel: 'write' });
    const system = await c.post('/api/systems', {
      name: 'ERP API',
      type: 'erp',
      connectionDetails: { connector: 'openapi', url: api.url },
    });
    expect(system.status, system.body).toBe(201);
    conversationId = (await c.post('/api/conversations', { title: 'API changes' })).json.id;
    user = (await t.ctx.auth.currentUser({ cookie: c.cookieHeader }))!;
  }, 60_000);
  afterAll(async () => {
    await t?.destroy();
    await api?.close();
  });

  it('"Set the status of sales order SO00001 to Shipped": named inputs, the real before value; confirmed, json-server holds Shipped', async () => {
    const answer = await ask('Set the status of sales order SO00001 to Shipped');
    expect(answer?.text).toMatch(
      /^I prepared this change in ERP API for you to confirm: set the status of the sales order "SO00001" to "Shipped"\./,
    );
    const id = proposalId(answer!.text);
    const card = (await c.get(`/api/writes/${id}`)).json;
    expect(card).toMatchObject({
      operationId: 'updateSalesOrder',
      preview: {
        action: 'update',
        target: 'salesOrders with id SO00001',
        changes: [{ field: 'status', before: 'Open', after: 'Shipped' }],
      },
    });
    const done = await c.post(`/api/writes/${id}/confirm`);
    expect(done.json.status, done.body).toBe('done');
    expect(((await (await fetch(`${api.base}/salesOrders/SO00001`)).json()) as { status: string }).status).toBe(
      'Shipped',
    );
  });

  it('"Set the segment of customer Acme Corp to Enterprise" on the API', async () => {
    const answer = await ask('Set the segment of customer Acme Corp to Enterprise');
    const card = (await c.get(`/api/writes/${proposalId(answer!.text)}`)).json;
    expect(card).toMatchObject({
      operationId: 'updateCustomer',
      preview: {
        target: 'customers with id C0001 (Acme Corp)',
        changes: [{ field: 'segment', before: 'SMB', after: 'Enterprise' }],
      },
    });
  });

  it('refuses a missing order at once', async () => {
    expect((await ask('Set the status of sales order SO09999 to Shipped'))?.text).toBe(
      'ERP API has no sales order with id SO09999.',
    );
  });
});

describe('chat writes on Salesforce (the protocol fake: a paid service)', () => {
  let t: TestApp;
  let fake: SalesforceFake;
  let c: TestClient;
  let user: CurrentUser;
  let conversationId: number;

  beforeAll(async () => {
    fake = await startSalesforceFake({});
    t = await createTestApp();
    c = new TestClient(t.app);
    await c.register('sf-writer'); // staff_admin: writes included
    const system = await c.post('/api/systems', {
      name: 'Salesforce',
      type: 'crm',
      connectionDetails: { connector: 'salesforce', url: fake.url, apiKey: fake.token },
    });
    expect(system.status, system.body).toBe(201);
    conversationId = (await c.post('/api/conversations', { title: 'CRM changes' })).json.id;
    user = (await t.ctx.auth.currentUser({ cookie: c.cookieHeader }))!;
  }, 60_000);
  afterAll(async () => {
    await t?.destroy();
    await fake?.close();
  });

  it('"Set the stage of opportunity Wayne warehouse to Closed Won": update_Opportunity with Id and StageName, the real before value', async () => {
    const answer = await t.ctx.writes.proposeFromQuestion(
      user,
      'Set the stage of opportunity Wayne warehouse to Closed Won',
      await t.ctx.systems.engineSystems(user),
      conversationId,
    );
    const id = Number(/\[WRITE:\{"id":(\d+)\}\]/.exec(answer!.text)?.[1]);
    const card = (await c.get(`/api/writes/${id}`)).json;
    expect(card).toMatchObject({
      operationId: 'update_Opportunity',
      preview: { action: 'update', changes: [{ field: 'StageName', before: 'Needs Analysis', after: 'Closed Won' }] },
    });
    expect(card.preview.target).toMatch(/^Opportunity with Id 006\w+ \(Wayne warehouse\)$/);
    const done = await c.post(`/api/writes/${id}/confirm`);
    expect(done.json.status, done.body).toBe('done');
  });
});

describe('chat writes on HubSpot (the protocol fake: a paid service)', () => {
  let t: TestApp;
  let fake: HubSpotFake;
  let c: TestClient;
  let user: CurrentUser;
  let conversationId: number;

  beforeAll(async () => {
    fake = await startHubSpotFake({});
    t = await createTestApp();
    c = new TestClient(t.app);
    await c.register('hs-writer'); // staff_admin: writes included
    const system = await c.post('/api/systems', {
      name: 'HubSpot',
      type: 'crm',
      connectionDetails: { connector: 'hubspot', url: fake.url, apiKey: fake.token },
    });
    expect(system.status, system.body).toBe(201);
    conversationId = (await c.post('/api/conversations', { title: 'CRM changes' })).json.id;
    user = (await t.ctx.auth.currentUser({ cookie: c.cookieHeader }))!;
  }, 60_000);
  afterAll(async () => {
    await t?.destroy();
    await fake?.close();
  });

  it('"Set the amount of deal Wayne warehouse to 30000": update_deals with id and amount, the real before value', async () => {
    const answer = await t.ctx.writes.proposeFromQuestion(
      user,
      'Set the amount of deal Wayne warehouse to 30000',
      await t.ctx.systems.engineSystems(user),
      conversationId,
    );
    const id = Number(/\[WRITE:\{"id":(\d+)\}\]/.exec(answer!.text)?.[1]);
    const card = (await c.get(`/api/writes/${id}`)).json;
    expect(card).toMatchObject({
      operationId: 'update_deals',
      preview: { action: 'update', changes: [{ field: 'amount', before: 27600, after: 30000 }] },
    });
    expect((await c.post(`/api/writes/${id}/confirm`)).json.status).toBe('done');
  });
});
