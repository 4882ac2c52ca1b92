/* global document, window */
/**
 * Security in the browser (security checks 14, 22 and 23, docs/security.md): an XSS corpus through every place the app shows
 * text it did not write — document names, CSV headers and cells shown as tables and charts, system
 * names, conversation titles, questions, and a language model's answer streamed and stored — never
 * runs script or becomes active markup; the pages carry the CSP; the session token never reaches
 * script-readable storage.
 */
import assert from 'node:assert/strict';
import { tsImport } from 'tsx/esm/api';
import { startServer } from './support';
import { registerTests, type E2ETest } from './fixtures';

const { startOpenAiFake } = await tsImport('../../../fakes/openai/index.ts', import.meta.url);

/** Each payload, if it ever ran, would set window.__xss or open a dialog. */
const CORPUS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<svg onload="window.__xss=1"><circle r=1 /></svg>',
  '"><iframe src="javascript:window.__xss=1"></iframe>',
  '<a href="javascript:window.__xss=1">link</a>',
  '[click](javascript:window.__xss=1)',
  '<div style="background:url(javascript:window.__xss=1);width:expression(window.__xss=1)">css</div>',
  '\'"><body onload=window.__xss=1>',
  '<details open ontoggle="window.__xss=1">',
  '\u202e<img src=x onerror=alert(1)>\u200b',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  '{{constructor.constructor("window.__xss=1")()}}',
];

const ACTIVE =
  'img[src="x"], script:not([src]), iframe, svg[onload], [onerror], [onload], [ontoggle], a[href^="javascript:" i], [style*="javascript:" i], details[ontoggle], math mglyph';

/** Watches a page for any sign of a payload running: the flag, dialogs, and page errors. */
function watch(page) {
  const dialogs = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss().catch(() => {});
  });
  return {
    async assertInert(label) {
      const found = await page.evaluate(
        (selector) => ({
          ran: window.__xss ?? 0,
          nodes: [...document.querySelectorAll(`#root ${selector.split(', ').join(', #root ')}`)].map((n) =>
            n.outerHTML.slice(0, 120),
          ),
        }),
        ACTIVE,
      );
      assert.deepEqual(
        { ...found, dialogs },
        { ran: 0, nodes: [], dialogs: [] },
        `${label}: an XSS payload became active`,
      );
    },
  };
}

async function settled(page) {
  await page.waitForFunction(
    () => !document.querySelector('[role="log"] [role="status"], [role="log"] [aria-busy="true"]'),
    null,
    { timeout: 60_000 },
  );
}

/** Registers through the page's own request context (the session cookie lands in the browser). */
async function register(page, base, username) {
  const res = await page.request.post(`${base}/api/register`, {
    data: {
      username,
      email: `${username}@example.com`,
      password: `${username} password`,
      firstName: 'Sec',
      lastName: 'Test',
    },
  });
  assert.equal(res.status(), 201, await res.text());
}

function csv(rows) {
  const field = (v) => (/[",\r\n]/.test(String(v)) ? `"${String(v).replaceAll('"', '""')}"` : String(v));
  return rows.map((r) => r.map(field).join(',')).join('\n') + '\n';
}

const tests: E2ETest[] = [
  {
    name: 'security: an XSS corpus in document names, CSV cells and headers, charts, system names and conversation titles stays inert',
    timeout: 240_000,
    async run(ctx) {
      const page = await ctx.newPage();
      const guard = watch(page);
      await page.goto('/');
      const base = new URL(page.url()).origin;
      await register(page, base, `xss${Date.now().toString(36)}`);

      // A conversation titled with a payload, holding a CSV whose name, header and cells are payloads.
      const conversation = await (await page.request.post('/api/conversations', { data: { title: CORPUS[1] } })).json();
      const rows = [
        ['Region', 'Amount', CORPUS[2]],
        ...CORPUS.map((payload, i) => [payload, 100 + i, CORPUS[(i + 3) % CORPUS.length]]),
      ];
      const content = csv(rows);
      const doc = await page.request.post('/api/documents', {
        data: {
          name: `${CORPUS[1]}.csv`,
          type: 'text/csv',
          size: Buffer.byteLength(content),
          content,
          conversationId: conversation.id,
        },
      });
      assert.equal(doc.status(), 201, await doc.text());
      const { id: documentId, name: storedName } = await doc.json();
      for (let i = 0; i < 300; i++) {
        const { status } = await (await page.request.get(`/api/documents/${documentId}`)).json();
        if (status === 'processed') break;
        assert.notEqual(status, 'error', 'the CSV was processed');
        await page.waitForTimeout(200);
      }
      // The demo system renamed to a payload: it shows in lists and as an answer's source.
      const [demo] = await (await page.request.get('/api/systems')).json();
      const renamed = await page.request.put(`/api/systems/${demo.id}`, { data: { name: CORPUS[3].slice(0, 90) } });
      assert.equal(renamed.status(), 200, await renamed.text());

      // Questions (themselves payloads) answered with tables and charts from the CSV and the demo system.
      for (const [question, extra] of [
        ['total amount by region as a bar chart', { documentIds: [documentId] }],
        [`show all rows ${CORPUS[0]}`, { documentIds: [documentId] }],
        ['How many customers do we have?', { systemIds: [demo.id] }],
        [CORPUS[5], {}],
      ] as Array<[string, Record<string, unknown>]>) {
        const res = await page.request.post('/api/messages', {
          data: { content: question, conversationId: conversation.id, ...extra },
        });
        assert.equal(res.status(), 200, await res.text());
      }

      await page.goto(`/app/chat/${conversation.id}`);
      const log = page.getByRole('log', { name: 'Messages' });
      await log.getByRole('table').first().waitFor({ timeout: 30_000 });
      await log.locator('svg.recharts-surface').first().waitFor({ timeout: 30_000 });
      await settled(page);
      // The payloads are there, as text: in a table cell and in the conversation's title.
      await log.getByText(CORPUS[4], { exact: false }).first().waitFor();
      await page.getByText(CORPUS[1]).first().waitFor();
      // Hover the chart so its tooltip renders labels too, and try every link without following it.
      const bar = log.locator('svg.recharts-surface .recharts-rectangle').first();
      if (await bar.count()) await bar.hover().catch(() => {});
      for (const link of await page.locator('#root a').all()) await link.click({ trial: true }).catch(() => {});
      await guard.assertInert('conversation with tables and charts');
      await ctx.screenshot(page, 'security-xss-conversation');

      // The Documents tab lists the payload-named file.
      await page.getByRole('tab', { name: 'Documents' }).click();
      await page.getByRole('tabpanel', { name: 'Documents' }).getByText(storedName, { exact: false }).first().waitFor();
      await guard.assertInert('documents tab');

      // Lists: the sidebar's conversations and the integrations page with the renamed system.
      await page.goto('/app/integrations');
      await page.getByRole('heading', { name: 'Integrations' }).waitFor();
      await page.getByText(CORPUS[3].slice(0, 20), { exact: false }).first().waitFor();
      await guard.assertInert('integrations');
      await page.goto('/app');
      await page.getByRole('heading', { name: 'System of Everything' }).waitFor();
      await guard.assertInert('home');
      ctx.assertNoPageProblems();
    },
  },
  {
    name: "security: a language model's answer carrying the XSS corpus stays inert while it streams and once stored",
    timeout: 240_000,
    async run(ctx) {
      const fake = await startOpenAiFake({ apiKey: 'sk-e2e-security' });
      let server;
      try {
        server = await startServer({
          OPENAI_API_KEY: 'sk-e2e-security',
          OPENAI_BASE_URL: fake.baseURL,
          OPENAI_MODEL: 'gpt-4o-mini',
          LOG_LEVEL: 'warn',
        });
        const base = server.baseURL;
        const page = await ctx.newPage();
        const guard = watch(page);
        await page.goto(`${base}/`);
        await register(page, base, 'first-owner');
        // Sign-out refuses a request without the page's own Origin, which the API client does not add.
        await page.request.post(`${base}/api/logout`, { headers: { origin: base } });
        await register(page, base, 'streamed-xss');
        assert.equal((await page.request.post(`${base}/api/llm-providers/openai/activate`)).status(), 200);
        const text = `Here you go:\n\n${CORPUS.join('\n\n')}\n\n| a | b |\n|---|---|\n| ${CORPUS[1].replaceAll('|', '')} | ${CORPUS[5]} |\n`;
        // Streamed slowly in small pieces, so the page renders half-built tags as they arrive.
        const chunks = text.match(/[\s\S]{1,7}/g);
        fake.script([{ text, chunks, chunkDelayMs: 15 }]);
        const conversation = await (
          await page.request.post(`${base}/api/conversations`, { data: { title: 'Streamed' } })
        ).json();
        await page.goto(`${base}/app/chat/${conversation.id}`);
        await page.getByPlaceholder('Ask SOE anything…').fill('Tell me something');
        await page.getByRole('button', { name: 'Send' }).click();
        const log = page.getByRole('log', { name: 'Messages' });
        // Check while it streams, several times, then once stored.
        for (let i = 0; i < 5; i++) {
          await page.waitForTimeout(150);
          await guard.assertInert(`streaming (${i})`);
        }
        await settled(page);
        await log.getByText('Here you go:').first().waitFor();
        await guard.assertInert('streamed');
        await page.reload();
        await log.getByText('Here you go:').first().waitFor();
        await settled(page);
        await guard.assertInert('stored');
        assert.equal(fake.modelRequests().length, 1);
        await ctx.screenshot(page, 'security-xss-streamed');
      } finally {
        await server?.stop();
        await fake.close();
      }
    },
  },
  {
    name: 'security: pages and the API carry the CSP (no inline scripts, frame-ancestors none) and nosniff; the session token is in an HttpOnly cookie only',
    timeout: 60_000,
    async run(ctx) {
      const page = await ctx.newPage();
      await page.goto('/');
      const base = new URL(page.url()).origin;
      await register(page, base, `csp${Date.now().toString(36)}`);
      for (const path of ['/', '/app', '/auth', '/api/user', '/api/nope']) {
        const res = await page.request.get(path);
        const headers = res.headers();
        const csp = headers['content-security-policy'] ?? '';
        assert.match(csp, /frame-ancestors 'none'/, `${path}: frame-ancestors`);
        assert.match(csp, /script-src 'self'/, `${path}: script-src`);
        assert.doesNotMatch(csp, /script-src[^;]*'unsafe-(inline|eval)'/, `${path}: no inline scripts`);
        assert.equal(headers['x-content-type-options'], 'nosniff', `${path}: nosniff`);
      }
      // An inline script injected into the live page is refused by the policy.
      await page.goto('/app');
      await page.getByRole('heading', { name: 'System of Everything' }).waitFor();
      const ran = await page.evaluate(async () => {
        const s = document.createElement('script');
        s.textContent = 'window.__inline = 1';
        document.body.appendChild(s);
        await new Promise((r) => setTimeout(r, 100));
        return window.__inline ?? 0;
      });
      assert.equal(ran, 0, 'the CSP blocks inline scripts');
      // The session cookie is HttpOnly, and its value is nowhere script can read it.
      const cookies = await page.context().cookies();
      const session = cookies.find((c) => /session_token/.test(c.name));
      assert.ok(session, 'a session cookie');
      assert.equal(session.httpOnly, true);
      assert.equal(session.sameSite, 'Lax');
      const readable = await page.evaluate(() => ({
        cookie: document.cookie,
        local: JSON.stringify({ ...localStorage }),
        session: JSON.stringify({ ...sessionStorage }),
      }));
      const token = decodeURIComponent(session.value).split('.')[0];
      for (const [where, value] of Object.entries(readable)) {
        assert.ok(!value.includes(token), `the session token is readable in ${where}`);
        assert.doesNotMatch(value, /session_token/, `no session token in ${where}`);
      }
    },
  },
];

registerTests(tests);
