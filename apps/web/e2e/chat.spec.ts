/* global document, window */
/** Chat browser tests (issue 4): the answer flow, downloads, the guest flow, socket drops, XSS, two instances. */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { DESKTOP, MOBILE, OWNER, fillSignIn, signUp, startServer } from './support';
import { registerTests, type E2ETest } from './fixtures';

const PG_URL = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';

/** Waits until no answer is being written in the open conversation (no thinking dots, no streaming bubble). */
async function answerSettled(page) {
  await page.waitForFunction(
    () => !document.querySelector('[role="log"] [role="status"], [role="log"] [aria-busy="true"]'),
    null,
    { timeout: 60_000 },
  );
}

async function askFromHome(page, question) {
  await page.goto('/app');
  await page.getByPlaceholder('Ask SOE anything…').fill(question);
  await page.getByRole('button', { name: 'Send' }).click();
  await page.waitForURL(/\/app\/chat\/\d+$/);
  const log = page.getByRole('log', { name: 'Messages' });
  await log.getByText(question).first().waitFor();
  await answerSettled(page);
  return log;
}

/** The [TABLE:json] blocks of the conversation's stored messages, read from the API. */
async function storedTables(page, conversationId) {
  const messages = await (await page.request.get(`/api/conversations/${conversationId}/messages`)).json();
  const tables = [];
  for (const message of messages) {
    for (const match of message.content.matchAll(/\[TABLE:(\{.*?\})\]\s*(?:\n|$)/gs)) tables.push(JSON.parse(match[1]));
  }
  return tables;
}

/** An independent CSV writer for the check: quote fields with commas, quotes or line breaks. */
function expectedCsv(table) {
  const field = (value) => {
    const text =
      value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return [
    table.headers.map((h) => field(h.label ?? h.key)).join(','),
    ...table.rows.map((row) => table.headers.map((h) => field(row[h.key])).join(',')),
  ].join('\r\n');
}

async function ensureSignedUp(ctx, user) {
  const page = await ctx.newPage();
  const res = await page.request.post('/api/register', {
    data: { ...user, firstName: 'Test', lastName: user.username },
  });
  assert.ok(res.status() === 201 || res.status() === 409, `register ${user.username}: ${res.status()}`);
  return page;
}

/** A page signed in as `username` (registered first when new), on /app. */
async function signedInAs(ctx, username) {
  const account = { username, email: `${username}@example.com`, password: `${username} password` };
  await (await ensureSignedUp(ctx, account)).close();
  const page = await ctx.newPage();
  await fillSignIn(page, account);
  await page.waitForURL('**/app');
  return page;
}

const XSS = [
  '<img src=x onerror="window.__xss=(window.__xss||0)+1">',
  '<script>window.__xss=(window.__xss||0)+1</script>',
  '[click me](javascript:window.__xss=1)',
  '<svg onload="window.__xss=1"></svg>',
  '"><iframe src="javascript:window.__xss=1"></iframe>',
  '<a href="javascript:window.__xss=1">x</a>',
];

/** No element an injection would create exists in the page, and no injected code ran. */
async function assertInert(page) {
  const found = await page.evaluate(() => ({
    ran: window.__xss ?? 0,
    nodes: document.querySelectorAll(
      'main img[src="x"], main script, main iframe, main svg[onload], main [onerror], main a[href^="javascript:" i]',
    ).length,
  }));
  assert.deepEqual(found, { ran: 0, nodes: 0 }, 'an XSS payload became active markup');
}

const tests: E2ETest[] = [
  {
    name: 'chat: a new user asks the demo "Top 5 countries by sales": table and chart, sorted, exported as CSV and PNG, copied, kept after reload',
    timeout: 120_000,
    async run(ctx) {
      const page = await ctx.newPage();
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await signUp(page, { username: 'chat-user', email: 'chat-user@example.com', password: 'chat user password' });
      const log = await askFromHome(page, 'Top 5 countries by sales');
      const conversationId = Number(new URL(page.url()).pathname.split('/').pop());

      const table = log
        .getByRole('figure')
        .filter({ has: page.getByRole('table') })
        .first();
      await table.waitFor();
      const chart = log
        .getByRole('figure')
        .filter({ has: page.getByRole('button', { name: 'Download chart as PNG' }) })
        .first();
      await chart.locator('svg.recharts-surface').first().waitFor();

      // The CSV export is the stored table, every row, quoted where needed.
      const [stored] = await storedTables(page, conversationId);
      assert.ok(stored && stored.rows.length === 5, `five countries in the stored table: ${JSON.stringify(stored)}`);
      const [csvDownload] = await Promise.all([
        page.waitForEvent('download'),
        table.getByRole('button', { name: /Export CSV/ }).click(),
      ]);
      assert.equal(csvDownload.suggestedFilename(), 'data_export.csv');
      assert.equal(await readFile(await csvDownload.path(), 'utf8'), expectedCsv(stored));

      // Sorting by the figures column puts the smallest first and says so to assistive technology.
      const numericKey = stored.headers.find((h) => stored.rows.every((row) => typeof row[h.key] === 'number'));
      assert.ok(numericKey, 'a numeric column');
      const header = table.getByRole('columnheader', { name: new RegExp(numericKey.label ?? numericKey.key) });
      await header.getByRole('button').click();
      assert.equal(await header.getAttribute('aria-sort'), 'ascending');
      const smallest = Math.min(...stored.rows.map((row) => row[numericKey.key]));
      const firstRow = await table.getByRole('row').nth(1).innerText();
      assert.match(firstRow.replaceAll(',', ''), new RegExp(String(smallest).replace('.', '\\.')));

      const [pngDownload] = await Promise.all([
        page.waitForEvent('download'),
        chart.getByRole('button', { name: 'Download chart as PNG' }).click(),
      ]);
      const png = await readFile(await pngDownload.path());
      assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'a PNG file');
      assert.ok(png.length > 2_000, `the PNG has the chart in it (${png.length} bytes)`);

      await log.getByRole('button', { name: 'Copy answer' }).last().click();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      assert.ok(copied.includes('\t'), 'the table is copied as tab-separated cells');

      await ctx.axe(page, 'conversation with table and chart');
      await ctx.screenshot(page, 'chat-table-chart-1280');
      await page.setViewportSize(MOBILE);
      await ctx.screenshot(page, 'chat-table-chart-375');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `no page-wide horizontal scrolling at 375 px (overflow ${overflow}px)`);
      await page.setViewportSize(DESKTOP);

      await page.reload();
      await log.getByText('Top 5 countries by sales').first().waitFor();
      await log.getByRole('table').first().waitFor();
      ctx.assertNoPageProblems();
    },
  },
  {
    name: 'chat: regenerate replaces the last answer; the composer sends with Enter and keeps Shift+Enter line breaks',
    timeout: 90_000,
    async run(ctx) {
      const page = await signedInAs(ctx, 'chat-regenerate');
      const log = await askFromHome(page, 'How many products do we have?');
      const conversationId = Number(new URL(page.url()).pathname.split('/').pop());
      const stored = async () =>
        (await (await page.request.get(`/api/conversations/${conversationId}/messages`)).json()).filter(
          (m) => m.role === 'assistant',
        );
      const answers = () => log.getByRole('button', { name: 'Copy answer' }).count();
      assert.equal(await answers(), 1);
      const [before] = await stored();
      const regenerated = page.waitForResponse((res) => res.url().endsWith(`/api/messages/${before.id}/regenerate`));
      await log.getByRole('button', { name: 'Regenerate answer' }).click();
      assert.equal((await regenerated).status(), 200);
      await answerSettled(page);
      const after = await stored();
      assert.equal(after.length, 1, 'the answer is replaced, not added');
      assert.equal(after[0].id, before.id);
      assert.equal(after[0].content, before.content, 'the same question gives the same exact answer');
      assert.equal(await answers(), 1);

      const composer = page.getByRole('textbox', { name: 'Message' });
      await composer.fill('How many');
      await composer.press('Shift+Enter');
      await composer.pressSequentially('orders do we have?');
      assert.equal(await composer.inputValue(), 'How many\norders do we have?');
      await composer.press('Enter');
      await log.getByText('orders do we have?').first().waitFor();
      await answerSettled(page);
      assert.equal(await answers(), 2);
      // The button appears once the new answer's stored id is known (the messages are read again after it ends).
      await log.getByRole('button', { name: 'Regenerate answer' }).first().waitFor();
      assert.equal(
        await log.getByRole('button', { name: 'Regenerate answer' }).count(),
        1,
        'only the last answer can be regenerated',
      );
      ctx.assertNoPageProblems();
    },
  },
  {
    name: 'chat: a guest types a message, the sign-in dialog opens, and after signing in the message is back',
    timeout: 60_000,
    async run(ctx) {
      const account = { username: 'guest-later', email: 'guest-later@example.com', password: 'guest later password' };
      const registrar = await ensureSignedUp(ctx, account);
      await registrar.close();
      const page = await ctx.newPage();
      await page.goto('/app');
      const question = 'Which region had the most orders last quarter?';
      await page.getByPlaceholder('Ask SOE anything…').fill(question);
      await page.getByRole('button', { name: 'Send' }).click();
      await page.locator('[data-sonner-toast]').filter({ hasText: 'Login Required' }).waitFor();
      const dialog = page.getByRole('dialog', { name: 'Sign in to SOE' });
      await dialog.waitFor();
      assert.equal(await page.evaluate(() => window.localStorage.getItem('pendingMessage')), question);
      await dialog.getByLabel('Email').fill(account.email);
      await dialog.getByLabel('Password').fill(account.password);
      await dialog.getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('heading', { name: 'Connected Systems' }).waitFor();
      assert.equal(await page.getByPlaceholder('Ask SOE anything…').inputValue(), question);
      assert.equal(await page.evaluate(() => window.localStorage.getItem('pendingMessage')), null);
      ctx.assertNoPageProblems();
    },
  },
  {
    name: 'chat: a tab whose socket drops mid-answer shows the whole answer once after reconnecting',
    timeout: 90_000,
    async run(ctx) {
      const sender = await signedInAs(ctx, 'chat-dropped');
      const created = await (
        await sender.request.post('/api/conversations', { data: { title: 'Socket drop' } })
      ).json();

      // The watcher's socket goes through a proxy that drops it when the answer starts being written.
      const watcher = await ctx.newPage({ storageState: await sender.context().storageState() });
      let dropped = false;
      let connections = 0;
      let established = false;
      await watcher.routeWebSocket(/\/ws(\?|$)/, (ws) => {
        connections++;
        const server = ws.connectToServer();
        ws.onMessage((message) => server.send(message));
        server.onMessage((message) => {
          const frame = JSON.parse(String(message));
          if (frame.type === 'connection_established') established = true;
          if (!dropped && frame.type === 'assistant_typing' && frame.payload.isTyping) {
            dropped = true;
            established = false;
            ws.close({ code: 4000, reason: 'dropped by the test' });
            return;
          }
          ws.send(message);
        });
      });
      await watcher.goto(`/app/chat/${created.id}`);
      const watcherLog = watcher.getByRole('log', { name: 'Messages' });
      await watcherLog.getByText('Type your message below to get started').waitFor();
      for (let waited = 0; !established; waited += 100) {
        if (waited > 15_000) throw new Error('the watcher never connected to /ws');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }

      const sent = await (
        await sender.request.post('/api/messages', {
          data: { content: 'Top 3 products by revenue', conversationId: created.id, clientMessageId: 'drop-1' },
        })
      ).json();
      assert.ok(dropped, 'the socket was dropped while the answer was being written');
      const answer = sent.assistantMessage;
      for (let waited = 0; !established; waited += 100) {
        if (waited > 15_000) throw new Error('the watcher did not reconnect to /ws');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      assert.ok(connections >= 2, 'the client reconnected');
      await watcherLog.getByRole('table').first().waitFor({ timeout: 20_000 });
      await answerSettled(watcher);
      // Once: one question, one answer.
      assert.equal(await watcherLog.getByText('Top 3 products by revenue').count(), 1);
      assert.equal(await watcherLog.getByRole('button', { name: 'Copy answer' }).count(), 1);
      const firstLine = answer.content.split('\n')[0].replace(/[*_`]/g, '').slice(0, 40);
      await watcherLog.getByText(firstLine, { exact: false }).first().waitFor();
      ctx.assertNoPageProblems();
    },
  },
  {
    name: 'chat: an XSS corpus in questions, table cells, chart labels and answer text stays inert',
    timeout: 120_000,
    async run(ctx) {
      const database = `soe_e2e_xss_${Date.now().toString(36)}`;
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${database}`);
      await admin.end();
      const url = new URL(PG_URL);
      url.pathname = `/${database}`;
      const seed = new pg.Client({ connectionString: url.toString() });
      await seed.connect();
      try {
        await seed.query(
          'CREATE TABLE accounts (id serial PRIMARY KEY, name text NOT NULL, revenue numeric(12,2) NOT NULL)',
        );
        for (const [index, payload] of XSS.entries())
          await seed.query('INSERT INTO accounts (name, revenue) VALUES ($1, $2)', [payload, 1000 + index * 250]);
      } finally {
        await seed.end();
      }
      try {
        const page = await ctx.newPage();
        await fillSignIn(page, OWNER);
        await page.waitForURL('**/app');
        const connect = await page.request.post('/api/systems', {
          data: { name: 'Hostile CRM', type: 'crm', connectionDetails: { url: url.toString() } },
        });
        assert.equal(connect.status(), 201, await connect.text());
        const system = await connect.json();

        const conversation = await (await page.request.post('/api/conversations', { data: { title: XSS[0] } })).json();
        for (const question of [
          'Revenue by account name as a chart',
          `How much revenue does ${XSS[2]} have?`,
          XSS[1],
        ]) {
          const res = await page.request.post('/api/messages', {
            data: { content: question, conversationId: conversation.id, systemIds: [system.id] },
          });
          assert.equal(res.status(), 200, await res.text());
        }
        await page.goto(`/app/chat/${conversation.id}`);
        const log = page.getByRole('log', { name: 'Messages' });
        await log.getByRole('table').first().waitFor();
        await log.locator('svg.recharts-surface').first().waitFor();
        await answerSettled(page);
        // Payloads show as text.
        await log.getByText(XSS[0]).first().waitFor();
        for (const link of await page.locator('main a').all()) await link.click({ trial: true }).catch(() => {});
        await assertInert(page);
        await page.getByRole('log').getByRole('button', { name: 'Copy answer' }).first().waitFor();
        await ctx.screenshot(page, 'chat-xss-corpus');
        await page.request.delete(`/api/systems/${system.id}`);
      } finally {
        const drop = new pg.Client({ connectionString: PG_URL });
        await drop.connect();
        await drop.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
        await drop.end();
      }
    },
  },
  {
    name: 'chat across two app instances with Redis: an answer sent through instance A reaches a browser on instance B over its socket',
    timeout: 240_000,
    async run(ctx) {
      const database = `soe_e2e_multi_${Date.now().toString(36)}`;
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${database}`);
      await admin.end();
      const url = new URL(PG_URL);
      url.pathname = `/${database}`;
      const env = {
        DATABASE_URL: url.toString(),
        REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
        REDIS_KEY_PREFIX: `soe-e2e:${database}:`,
        SOE_SECRET_KEY: 'e2e-two-instances-secret-key-0123456789abcdef',
      };
      const one = await startServer(env);
      let two;
      try {
        two = await startServer(env);
        // One browser context: the session cookie is shared by both instances (same host, same secret).
        const pageA = await ctx.newPage();
        await signUp(
          pageA,
          { username: 'multi', email: 'multi@example.com', password: 'multi instance password' },
          one.baseURL,
        );
        const created = await (
          await pageA.request.post(`${one.baseURL}/api/conversations`, { data: { title: 'Across instances' } })
        ).json();

        const pageB = await pageA.context().newPage();
        const frames = [];
        pageB.on('websocket', (socket) => socket.on('framereceived', (event) => frames.push(String(event.payload))));
        await pageB.goto(`${two.baseURL}/app/chat/${created.id}`);
        await pageB
          .getByRole('log', { name: 'Messages' })
          .getByText('Type your message below to get started')
          .waitFor();
        for (let waited = 0; !frames.some((frame) => frame.includes('connection_established')); waited += 100) {
          if (waited > 15_000) throw new Error('page B never connected to /ws on instance two');
          await new Promise((resolve) => setTimeout(resolve, 100));
        }

        const sent = await pageA.request.post(`${one.baseURL}/api/messages`, {
          data: { content: 'How many orders do we have?', conversationId: created.id },
        });
        assert.equal(sent.status(), 200);
        const answer = (await sent.json()).assistantMessage;
        const logB = pageB.getByRole('log', { name: 'Messages' });
        await logB.getByText('How many orders do we have?').waitFor({ timeout: 20_000 });
        await answerSettled(pageB);
        const received = frames.map((frame) => JSON.parse(frame));
        assert.ok(
          received.some((frame) => frame.type === 'message_updated' && frame.payload.message.id === answer.id),
          'instance B pushed the answer stored by instance A over its socket',
        );
        assert.ok(
          received.some((frame) => frame.type === 'message_delta' && frame.payload.conversationId === created.id),
        );
      } finally {
        await two?.stop();
        await one.stop();
        const drop = new pg.Client({ connectionString: PG_URL });
        await drop.connect();
        await drop.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
        await drop.end();
      }
    },
  },
];

registerTests(tests);
