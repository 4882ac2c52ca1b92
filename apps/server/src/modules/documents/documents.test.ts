import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentResponse, RealtimeFrame } from '@soe/shared';
import * as schema from '../../db/schema';
import { createTestApp, TestClient, type TestApp } from '../../../test/helpers';
import { TestSocket } from '../realtime/test-socket';
import { DocumentProcessor } from './processor';
import { docxBytes, docxZipBomb, pdfBytes, xlsxBytes } from './testing';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Uint8Array | string;
}

/** A multipart/form-data body as a browser's FormData would send it. */
function multipart(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = `----soe${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.contentType ? `Content-Type: ${part.contentType}\r\n` : ''}\r\n`,
        'latin1',
      ),
    );
    chunks.push(typeof part.data === 'string' ? Buffer.from(part.data) : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('documents', () => {
  let t: TestApp;
  let a: TestClient;
  let b: TestClient;
  let conversationA: number;
  let conversationB: number;

  async function upload(
    client: TestClient,
    file: { filename: string; data: Uint8Array | string; contentType?: string },
    conversationId?: number,
  ) {
    const parts: Part[] = conversationId ? [{ name: 'conversationId', data: String(conversationId) }] : [];
    parts.push({
      name: 'file',
      filename: file.filename,
      contentType: file.contentType ?? 'application/octet-stream',
      data: file.data,
    });
    const { body, contentType } = multipart(parts);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      headers: { cookie: client.cookieHeader, 'content-type': contentType },
      payload: body,
    });
    return { status: res.statusCode, json: res.json() as DocumentResponse & { message?: string } };
  }

  async function settled(client: TestClient, id: number, timeoutMs = 60_000): Promise<DocumentResponse> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const res = await client.get(`/api/documents/${id}`);
      expect(res.status).toBe(200);
      if (res.json.status === 'processed' || res.json.status === 'error') return res.json;
      if (Date.now() > until) throw new Error(`document ${id} still ${res.json.status}`);
      await sleep(150);
    }
  }

  async function ask(client: TestClient, conversationId: number, content: string, documentIds?: number[]) {
    const res = await client.post('/api/messages', {
      content,
      conversationId,
      ...(documentIds ? { documentIds } : {}),
    });
    expect(res.status, res.body).toBe(200);
    return res.json.assistantMessage as { content: string; systemSources?: string[] };
  }

  /** The first [TABLE:json] block of an answer. */
  function tableOf(answer: string): {
    headers: Array<{ key: string; label: string }>;
    rows: Array<Record<string, unknown>>;
  } {
    const match = /\[TABLE:(\{.*?\})\]\s*(?:\n|$)/s.exec(answer);
    if (!match) throw new Error(`no table in: ${answer}`);
    return JSON.parse(match[1]!);
  }

  beforeAll(async () => {
    t = await createTestApp({ SOE_MAX_UPLOAD_MB: '25' });
    a = new TestClient(t.app);
    b = new TestClient(t.app);
    await a.register('doc-alice');
    await b.register('doc-bob');
    conversationA = (await a.post('/api/conversations', { title: 'Alice files' })).json.id;
    conversationB = (await b.post('/api/conversations', { title: 'Bob files' })).json.id;
  });
  afterAll(async () => t?.destroy());

  it('a CSV uploaded to a conversation is processed live (pending → processing → processed over /ws) and "total amount by region" is exact', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const socket = await TestSocket.open(`ws://127.0.0.1:${port}/ws`, {
      origin: `http://127.0.0.1:${port}`,
      cookie: a.cookieHeader,
    });
    try {
      // Decimal amounts whose float sum is inexact (0.1 + 0.2), and a region spelled in two cases.
      const csv = [
        'Region,Amount,Sold On',
        'North,0.1,2024-01-05',
        'South,100.25,2024-01-06',
        'North,0.2,2024-02-01',
        'West,"1,000.00",2024-02-03',
        'South,19.99,2024-03-09',
        'North,1200,2024-03-10',
      ].join('\n');
      const up = await upload(a, { filename: 'sales.csv', data: csv, contentType: 'text/html' }, conversationA);
      expect(up.status).toBe(201);
      expect(up.json).toMatchObject({
        name: 'sales.csv',
        type: 'text/csv; charset=utf-8',
        size: Buffer.byteLength(csv),
        conversationId: conversationA,
        status: 'pending',
        content: null,
        path: `/api/documents/${up.json.id}/content`,
      });
      const done = await settled(a, up.json.id);
      expect(done).toMatchObject({ status: 'processed', error: null, metadata: { rows: 6, sheets: 1 } });
      const statuses = (id: number) =>
        socket
          .ofType('document_status')
          .filter((f) => f.payload.documentId === id)
          .map((f) => f.payload.status);
      await socket.waitFor(
        (f: RealtimeFrame) =>
          f.type === 'document_status' && f.payload.status === 'processed' && f.payload.documentId === up.json.id,
      );
      expect(statuses(up.json.id)).toEqual(['pending', 'processing', 'processed']);

      const answer = await ask(a, conversationA, 'total amount by region', [up.json.id]);
      expect(answer.systemSources).toEqual(['sales.csv']);
      const table = tableOf(answer.content);
      const region = table.headers.find((h) => /region/i.test(h.label))!.key;
      const amount = table.headers.find((h) => /amount/i.test(h.label))!.key;
      const totals = Object.fromEntries(table.rows.map((r) => [r[region], r[amount]]));
      expect(totals).toEqual({ North: 1200.3, South: 120.24, West: 1000 });
    } finally {
      socket.close();
    }
  });

  it("a CSV attached on the home view joins the conversation its first question opens, and the conversation's tabs are told", async () => {
    const address = t.app.server.listening
      ? `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
      : await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const up = await upload(a, {
      filename: 'home.csv',
      data: 'Team,Hours\nRed,4\nBlue,6\nRed,5',
      contentType: 'text/csv',
    });
    expect(up.status).toBe(201);
    expect(up.json.conversationId).toBeNull();
    await settled(a, up.json.id);
    const conversation = (await a.post('/api/conversations', { title: 'New conversation' })).json.id as number;
    // The conversation's page lists its documents before the question is sent: none yet.
    expect((await a.get(`/api/conversations/${conversation}/documents`)).json).toEqual([]);
    const socket = await TestSocket.open(`ws://127.0.0.1:${port}/ws`, {
      origin: `http://127.0.0.1:${port}`,
      cookie: a.cookieHeader,
    });
    try {
      const answer = await ask(a, conversation, 'total hours by team', [up.json.id]);
      expect(answer.systemSources).toEqual(['home.csv']);
      // Announced as a change of status is, so a list fetched before the question refetches and shows it.
      await socket.waitFor(
        (f: RealtimeFrame) =>
          f.type === 'document_status' &&
          f.payload.documentId === up.json.id &&
          f.payload.conversationId === conversation,
      );
      const listed = (await a.get(`/api/conversations/${conversation}/documents`)).json as DocumentResponse[];
      expect(listed.map((d) => d.id)).toEqual([up.json.id]);
    } finally {
      socket.close();
    }
  });

  it(
    'a 1M-row CSV near the upload limit is processed and answers its totals exactly',
    { timeout: 240_000 },
    async () => {
      // Amounts in cents so the expected totals are exact integers: row i is (i mod 100000) cents in region i mod 4.
      const regions = ['North', 'South', 'East', 'West'];
      const cents = new Map(regions.map((r) => [r, 0]));
      const lines = ['Region,Amount'];
      for (let i = 0; i < 1_000_000; i++) {
        const region = regions[i % 4]!;
        lines.push(`${region},${((i % 100_000) / 100).toFixed(2)}`);
        cents.set(region, cents.get(region)! + (i % 100_000));
      }
      const csv = lines.join('\n');
      const started = Date.now();
      const up = await upload(a, { filename: 'million.csv', data: csv, contentType: 'text/csv' }, conversationA);
      expect(up.status).toBe(201);
      const done = await settled(a, up.json.id, 200_000);
      expect(done).toMatchObject({
        status: 'processed',
        error: null,
        metadata: { rows: 1_000_000, sheets: 1, columns: 2 },
      });
      const answer = await ask(a, conversationA, 'total amount by region', [up.json.id]);
      const table = tableOf(answer.content);
      const region = table.headers.find((h) => /region/i.test(h.label))!.key;
      const amount = table.headers.find((h) => /amount/i.test(h.label))!.key;
      const totals = Object.fromEntries(table.rows.map((r) => [r[region], r[amount]]));
      expect(totals).toEqual(Object.fromEntries(regions.map((r) => [r, cents.get(r)! / 100])));
      console.log(
        `1M-row CSV: ${(Buffer.byteLength(csv) / 1e6).toFixed(1)} MB, uploaded, processed and answered exactly in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  );

  it('an XLSX sheet answers exactly, per sheet', async () => {
    const bytes = await xlsxBytes([
      {
        name: 'Orders',
        rows: [
          ['Country', 'Revenue'],
          ['Canada', 10.5],
          ['Chile', 3],
          ['Canada', 4.25],
        ],
      },
      { name: 'Notes', rows: [['Note'], ['Prepared by finance']] },
    ]);
    const up = await upload(a, { filename: 'orders.xlsx', data: bytes }, conversationA);
    expect(up.json.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(await settled(a, up.json.id)).toMatchObject({ status: 'processed', metadata: { sheets: 2, rows: 4 } });
    const answer = await ask(a, conversationA, 'total revenue by country', [up.json.id]);
    const table = tableOf(answer.content);
    const country = table.headers.find((h) => /country/i.test(h.label))!.key;
    const revenue = table.headers.find((h) => /revenue/i.test(h.label))!.key;
    expect(Object.fromEntries(table.rows.map((r) => [r[country], r[revenue]]))).toEqual({ Canada: 14.75, Chile: 3 });
  });

  it('a PDF phrase is found by full-text search and cited with its page; DOCX, TXT and Markdown are searched too', async () => {
    const pdf = await pdfBytes([
      'Annual report 2024. Contents and summary.',
      'Logistics: the Rotterdam warehouse shipped 4812 pallets in March.',
      'Outlook for the next year.',
    ]);
    const docx = await docxBytes([
      'Travel policy.',
      'Hotel stays above 180 euros per night need approval from a director.',
    ]);
    const ids: number[] = [];
    for (const file of [
      { filename: 'report.pdf', data: pdf },
      { filename: 'policy.docx', data: docx },
      { filename: 'notes.txt', data: 'Meeting notes.\n\nThe onboarding checklist lives in the wiki under People.' },
      {
        filename: 'readme.md',
        data: '# Setup\n\nRun the **migration** before the first deploy of the billing service.',
      },
    ]) {
      const up = await upload(a, file, conversationA);
      expect(up.status).toBe(201);
      expect(await settled(a, up.json.id)).toMatchObject({ status: 'processed' });
      ids.push(up.json.id);
    }
    const pallets = await ask(a, conversationA, 'How many pallets did the Rotterdam warehouse ship?', [ids[0]!]);
    expect(pallets.content).toContain('4812 pallets');
    expect(pallets.systemSources).toEqual(['report.pdf, page 2']);
    const hotel = await ask(a, conversationA, 'hotel approval', ids);
    expect(hotel.content).toContain('180 euros');
    expect(hotel.systemSources).toEqual(['policy.docx']);
    expect((await ask(a, conversationA, 'where is the onboarding checklist', ids)).systemSources).toEqual([
      'notes.txt',
    ]);
    expect((await ask(a, conversationA, 'migration before deploy', ids)).systemSources).toEqual(['readme.md']);
  });

  it('a DOCX zip bomb, a corrupt PDF and unsupported types end in error with the reason; the server keeps serving', async () => {
    const bomb = await upload(a, { filename: 'bomb.docx', data: docxZipBomb({ inflatedMb: 600 }) });
    expect(bomb.status).toBe(201);
    expect(bomb.json.size).toBeLessThan(2 * 1024 * 1024);
    const liar = await upload(a, { filename: 'liar.docx', data: docxZipBomb({ inflatedMb: 300, lie: true }) });
    const corrupt = await upload(a, {
      filename: 'broken.pdf',
      data: '%PDF-1.7\n1 0 obj << /Type /Catalog >>\nthis is not a pdf',
    });
    const html = await upload(a, {
      filename: 'page.html',
      data: '<html><script>alert(1)</script></html>',
      contentType: 'text/html',
    });
    const exe = await upload(a, { filename: 'tool.exe', data: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]) });
    expect(html.json).toMatchObject({ status: 'error', type: 'application/octet-stream' });
    expect(html.json.error).toMatch(/Unsupported file type/);
    expect(exe.json).toMatchObject({ status: 'error' });
    expect((await settled(a, bomb.json.id)).error).toMatch(/zip bomb/);
    expect((await settled(a, liar.json.id)).error).toMatch(/zip bomb/);
    expect((await settled(a, corrupt.json.id)).error).toMatch(/PDF could not be read/);
    expect((await a.get('/api/documents')).status).toBe(200);
  });

  it('a 30 MB upload is refused with 413, announced or streamed, and nothing is stored', async () => {
    const before = await t.ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(schema.documents);
    const big = Buffer.alloc(30 * 1024 * 1024, 0x61);
    const { body, contentType } = multipart([
      { name: 'file', filename: 'big.txt', contentType: 'text/plain', data: big },
    ]);
    const announced = await t.app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      headers: { cookie: a.cookieHeader, 'content-type': contentType },
      payload: body,
    });
    expect(announced.statusCode).toBe(413);
    expect(announced.json().message).toBe('The file is larger than the upload limit of 25 MB.');
    // Without Content-Length (chunked): the part stops at the limit.
    const streamed = await t.app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      headers: { cookie: a.cookieHeader, 'content-type': contentType },
      payload: Readable.from([body.subarray(0, 1024 * 1024), body.subarray(1024 * 1024)]),
    });
    expect(streamed.statusCode).toBe(413);
    const after = await t.ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(schema.documents);
    expect(after[0]!.n).toBe(before[0]!.n);
    // Not signed in: refused before the body is read.
    const small = multipart([{ name: 'file', filename: 'x.txt', data: 'x' }]);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      headers: { 'content-type': small.contentType },
      payload: small.body,
    });
    expect(anonymous.statusCode).toBe(401);
    const noFile = multipart([{ name: 'note', data: 'no file' }]);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      headers: { cookie: a.cookieHeader, 'content-type': noFile.contentType },
      payload: noFile.body,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/No file selected/);
  });

  it('path-traversal and NUL names are stored as plain names under server ids and downloaded as attachments', async () => {
    const traversal = await upload(a, { filename: '../../../etc/passwd.txt', data: 'root:x:0:0' });
    const windows = await upload(a, { filename: 'C:\\Windows\\..\\system32\\boot.csv', data: 'a,b\n1,2' });
    const nul = await a.post('/api/documents', {
      name: 'evil\u0000.txt\u202e.exe',
      type: 'text/plain',
      size: 5,
      content: 'hello',
    });
    const dots = await a.post('/api/documents', { name: '..', type: 'text/plain', size: 5, content: 'hello' });
    expect(traversal.json.name).toBe('passwd.txt');
    expect(windows.json.name).toBe('boot.csv');
    expect(nul.status).toBe(201);
    expect(nul.json.name).toBe('evil.txt.exe');
    expect(dots.json.name).toBe('document');
    // Nothing was written to the file system: the bytes are in the database.
    const files = fs.readdirSync(t.dataDir, { recursive: true }).map(String);
    expect(files.filter((f) => /passwd|boot|evil/.test(path.basename(f)))).toEqual([]);
    const [stored] = await t.ctx.database.db
      .select()
      .from(schema.documentContents)
      .where(eq(schema.documentContents.documentId, traversal.json.id));
    expect(Buffer.from(stored!.bytes).toString()).toBe('root:x:0:0');

    const download = await a.get(`/api/documents/${traversal.json.id}/content`);
    expect(download.status).toBe(200);
    expect(download.body).toBe('root:x:0:0');
    expect(download.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="passwd.txt"; filename*=UTF-8''passwd.txt`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    const svg = await upload(a, {
      filename: 'logo.svg',
      data: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>',
      contentType: 'image/svg+xml',
    });
    const svgDownload = await a.get(`/api/documents/${svg.json.id}/content`);
    expect(svgDownload.headers['content-type']).toBe('application/octet-stream');
    expect(svgDownload.headers['content-disposition']).toMatch(/^attachment; filename="logo.svg"/);
    expect(svgDownload.headers['content-security-policy']).toContain('sandbox');
    const quoted = await a.post('/api/documents', { name: 'a"b\\c;.html', type: 'text/html', size: 3, content: '<b>' });
    expect(quoted.json).toMatchObject({ name: 'c;.html', status: 'error', type: 'application/octet-stream' });
    const quotedName = await a.post('/api/documents', {
      name: 'say "hi".txt',
      type: 'text/plain',
      size: 2,
      content: 'hi',
    });
    expect((await a.get(`/api/documents/${quotedName.json.id}/content`)).headers['content-disposition']).toBe(
      `attachment; filename="say _hi_.txt"; filename*=UTF-8''say%20%22hi%22.txt`,
    );
  });

  it("B cannot list, read, download, delete or use A's documents, nor upload into A's conversation", async () => {
    const secret = await upload(
      a,
      { filename: 'salaries.csv', data: 'Employee,Salary\nAnn,91000\nBen,87000' },
      conversationA,
    );
    await settled(a, secret.json.id);
    const id = secret.json.id;
    for (const res of [
      await b.get(`/api/documents/${id}`),
      await b.get(`/api/documents/${id}/content`),
      await b.delete(`/api/documents/${id}`),
      await b.get(`/api/conversations/${conversationA}/documents`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).not.toContain('salaries');
    }
    expect((await b.get('/api/documents')).json).toEqual([]);
    expect((await upload(b, { filename: 'x.txt', data: 'x' }, conversationA)).status).toBe(404);
    // A's id in B's message attaches nothing: no figures, no sources (B's own systems answer what they can).
    const answer = await ask(b, conversationB, 'total salary by employee', [id]);
    expect(answer.content).not.toMatch(/91000|91,000|178000|178,000/);
    expect(answer.systemSources ?? []).not.toContain('salaries.csv');
    expect(answer.systemSources ?? []).toEqual(['Demo Company']);
    // A still has the document, whole.
    expect((await a.get(`/api/documents/${id}`)).json.status).toBe('processed');
    expect((await a.get(`/api/documents/${id}/content`)).body).toContain('Ann,91000');
  });

  it('lists per conversation, deletes with everything derived from the document', async () => {
    const up = await upload(a, { filename: 'temp.csv', data: 'Team,Cost\nOps,5\nDev,7' }, conversationA);
    await settled(a, up.json.id);
    const listed = (await a.get(`/api/conversations/${conversationA}/documents`)).json as DocumentResponse[];
    expect(listed[0]!.id).toBe(up.json.id);
    expect(listed.every((d) => d.conversationId === conversationA)).toBe(true);
    expect((await a.delete(`/api/documents/${up.json.id}`)).status).toBe(204);
    expect((await a.get(`/api/documents/${up.json.id}`)).status).toBe(404);
    const db = t.ctx.database.db;
    expect(await db.select().from(schema.documentRows).where(eq(schema.documentRows.documentId, up.json.id))).toEqual(
      [],
    );
    expect(
      await db.select().from(schema.documentPassages).where(eq(schema.documentPassages.documentId, up.json.id)),
    ).toEqual([]);
    expect(
      await db.select().from(schema.documentContents).where(eq(schema.documentContents.documentId, up.json.id)),
    ).toEqual([]);
  });

  it('a document deleted while it is being read leaves nothing behind and logs no error', async () => {
    const db = t.ctx.database.db;
    const user = (await a.get('/api/user')).json;
    const [row] = await db
      .insert(schema.documents)
      .values({ userId: user.id, name: 'gone.csv', type: 'text/csv', kind: 'csv', size: 9, status: 'pending' })
      .returning();
    await db.insert(schema.documentContents).values({ documentId: row!.id, bytes: Buffer.from('a,b\n1,2\n') });
    const problems: unknown[] = [];
    const other = new DocumentProcessor(db, undefined, {
      warn: (...args: unknown[]) => problems.push(args),
      error: (...args: unknown[]) => problems.push(args),
    });
    other.enqueue(row!.id);
    for (let i = 0; i < 200; i++) {
      const [now] = await db
        .select({ status: schema.documents.status })
        .from(schema.documents)
        .where(eq(schema.documents.id, row!.id));
      if (now?.status === 'processing') break;
      await sleep(10);
    }
    await db.delete(schema.documents).where(eq(schema.documents.id, row!.id));
    // close() waits for the document in hand; give the reader time to finish first.
    await sleep(4000);
    await other.close();
    expect(problems).toEqual([]);
    expect(await db.select().from(schema.documentRows).where(eq(schema.documentRows.documentId, row!.id))).toEqual([]);
    expect(
      await db.select().from(schema.documentPassages).where(eq(schema.documentPassages.documentId, row!.id)),
    ).toEqual([]);
  });

  it('a document left in processing by a stopped instance is taken up by another instance once its claim runs out', async () => {
    const up = await a.post('/api/documents', {
      name: 'stuck.csv',
      type: 'text/csv',
      size: 20,
      content: 'Item,Qty\nBolt,3\nNut,4',
    });
    await settled(a, up.json.id);
    const db = t.ctx.database.db;
    // As a crash mid-way leaves it: claimed long ago, nothing stored.
    await db.delete(schema.documentRows).where(eq(schema.documentRows.documentId, up.json.id));
    await db
      .update(schema.documents)
      .set({
        status: 'processing',
        tables: null,
        processedAt: null,
        processingStartedAt: sql`now() - interval '10 minutes'`,
        attempts: 1,
      })
      .where(eq(schema.documents.id, up.json.id));
    const other = new DocumentProcessor(
      db,
      t.ctx.realtime,
      { warn: () => {}, error: () => {} },
      { leaseMs: 60_000, sweepMs: 60_000 },
    );
    try {
      await other.sweep();
      const done = await settled(a, up.json.id);
      expect(done.status).toBe('processed');
      const [row] = await db.select().from(schema.documents).where(eq(schema.documents.id, up.json.id));
      expect(row!.attempts).toBe(2);
      expect(row!.tables?.[0]?.rowCount).toBe(2);
      // A live claim (recent) is left alone.
      await db
        .update(schema.documents)
        .set({ status: 'processing', processingStartedAt: sql`now()` })
        .where(eq(schema.documents.id, up.json.id));
      await other.sweep();
      await sleep(300);
      expect((await a.get(`/api/documents/${up.json.id}`)).json.status).toBe('processing');
    } finally {
      await other.close();
    }
  });
});
