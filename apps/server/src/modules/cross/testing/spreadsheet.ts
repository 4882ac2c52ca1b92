import { eq, sql } from 'drizzle-orm';
import type { DocumentResponse } from '@soe/shared';
import * as schema from '../../../db/schema';
import type { TestApp, TestClient } from '../../../../test/helpers';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const MANAGERS = ['Mira Holt', 'Jonas Berg', 'Ines Alvarez'];

/** Uploads a CSV to a conversation and waits until it is processed; returns the document's id. */
export async function uploadCsv(
  t: TestApp,
  client: TestClient,
  filename: string,
  data: string,
  conversationId: number,
): Promise<number> {
  const boundary = '----soecross';
  const body = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="conversationId"\r\n\r\n${conversationId}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n${data}\r\n--${boundary}--\r\n`,
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/documents/upload',
    headers: { cookie: client.cookieHeader, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
  if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  const id = (res.json() as DocumentResponse).id;
  for (let i = 0; i < 200; i++) {
    const doc = (await client.get(`/api/documents/${id}`)).json as DocumentResponse;
    if (doc.status === 'processed') return id;
    if (doc.status === 'error') throw new Error(`upload failed: ${JSON.stringify(doc)}`);
    await sleep(100);
  }
  throw new Error('upload not processed');
}

/**
 * A spreadsheet giving a customer success manager to seven Demo Company accounts with orders, their names written
 * the spreadsheet's way ('Inc.' added, capitals), plus one company the Demo Company does not have. Returns the CSV
 * and, per Demo Company account name, its manager.
 */
export async function successSheet(t: TestApp): Promise<{ csv: string; manager: Map<string, string> }> {
  const accounts = (await t.app.ctx.database.db.execute(
    sql`SELECT a.name FROM demo.accounts a WHERE EXISTS (SELECT 1 FROM demo.orders o WHERE o.account_id = a.id) ORDER BY a.id LIMIT 7`,
  )) as unknown as { rows: Array<{ name: string }> };
  const manager = new Map<string, string>();
  const rows = accounts.rows.map((r, i) => {
    manager.set(r.name, MANAGERS[i % MANAGERS.length]);
    const written = i % 2 ? r.name.toUpperCase() : `${r.name} Inc.`;
    return `"${written}",${MANAGERS[i % MANAGERS.length]},${80 + i}`;
  });
  return { csv: ['Company,Success Manager,Health Score', ...rows, '"Nobody Ltd",Mira Holt,50'].join('\n'), manager };
}

/** Orders per success manager, counted in the Demo Company's own tables. */
export async function ordersPerManager(t: TestApp, manager: Map<string, string>): Promise<Map<string, number>> {
  const counts = (await t.app.ctx.database.db.execute(
    sql`SELECT a.name, count(*)::int AS n FROM demo.orders o JOIN demo.accounts a ON a.id = o.account_id GROUP BY a.name`,
  )) as unknown as { rows: Array<{ name: string; n: number }> };
  const expected = new Map<string, number>();
  for (const r of counts.rows) {
    const m = manager.get(r.name);
    if (m) expected.set(m, (expected.get(m) ?? 0) + r.n);
  }
  return expected;
}

/** Changes the plan in the database, as billing does, and waits until the API serves the user with it. */
export async function setTier(t: TestApp, client: TestClient, username: string, tier: 'free' | 'pro') {
  await t.app.ctx.database.db
    .update(schema.user)
    .set({ subscriptionTier: tier })
    .where(eq(schema.user.username, username));
  for (let i = 0; i < 100 && (await client.get('/api/user')).json.subscriptionTier !== tier; i++) await sleep(50);
}
