/**
 * Connect System, System Settings and Integrations, driven as a new user would (issue 6):
 * templates and connector fields, a failing connection that keeps the form, a real
 * PostgreSQL connection, the free plan's limit, an Enterprise user connecting the real
 * MCP reference server, rename / test / refresh / disconnect, and the schema browser.
 */
import assert from 'node:assert/strict';
import pg from 'pg';
import { startEverythingServer } from '../../server/src/modules/connectors/mcp/testing/everything-server.mjs';
import { DESKTOP, MOBILE, OWNER, signUp } from './support';
import { registerTests, type E2ETest } from './fixtures';

const PG_ADMIN = process.env.SOE_TEST_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const DB = `soe_e2e_systems_${process.pid}`;
const DB_URL = PG_ADMIN.replace(/\/[^/]*$/, `/${DB}`);
const LIMIT_TEXT = "You've reached your system connection limit. Upgrade your plan to connect more systems.";
const USER = { username: `sys${Date.now().toString(36)}`, password: 'systems-e2e-pass', email: '' };
USER.email = `${USER.username}@example.com`;

async function expectToast(page, title, description?) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: title }).first();
  await toast.waitFor({ state: 'visible', timeout: 20_000 });
  if (description) assert.ok((await toast.innerText()).includes(description), `toast "${title}" says "${description}"`);
}

/** A PostgreSQL database with two related tables, for the connection and the schema browser. */
async function createDatabase() {
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DB}`);
  await admin.end();
  const db = new pg.Client({ connectionString: DB_URL });
  await db.connect();
  await db.query(`CREATE TABLE region (id int primary key, name text not null);
    CREATE TABLE sale (id int primary key, region_id int references region(id), amount numeric(10,2), sold_at date);
    INSERT INTO region VALUES (1,'North'),(2,'South');
    INSERT INTO sale VALUES (1,1,100.50,'2025-01-02'),(2,2,5.25,'2025-02-04');`);
  await db.end();
}

async function dropDatabase() {
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
  await admin.end();
}

/** A cookie session for the API, as the instance owner (registered first when this file runs alone). */
async function ownerSession(baseURL) {
  const post = (path, body) =>
    fetch(`${baseURL}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  let res = await post('/api/login', { username: OWNER.username, password: OWNER.password });
  if (res.status !== 200) res = await post('/api/register', { ...OWNER, firstName: 'Owner', lastName: 'Account' });
  assert.ok(res.ok, `owner session: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function setTier(baseURL, username, tier) {
  const cookie = await ownerSession(baseURL);
  const users = await (await fetch(`${baseURL}/api/admin/users`, { headers: { cookie } })).json();
  const user = users.find((u) => u.username === username);
  assert.ok(user, `${username} is listed for the owner`);
  const res = await fetch(`${baseURL}/api/admin/users/${user.id}`, {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ subscriptionTier: tier }),
  });
  assert.equal(res.status, 200);
}

async function openConnectDialog(page) {
  await page.getByRole('main').getByRole('button', { name: 'Connect System' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect System' });
  await dialog.waitFor();
  return dialog;
}

async function pickTemplate(dialog, name) {
  await dialog.getByRole('tab', { name: 'Templates' }).click();
  await dialog.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await dialog.getByRole('tab', { name: 'Standard', selected: true }).waitFor();
}

const tests: E2ETest[] = [
  {
    name: 'systems: a new user connects PostgreSQL from a template; a failing connection keeps the form and shows the reason',
    timeout: 120_000,
    async run(ctx) {
      await ownerSession(ctx.baseURL); // the owner exists before this user, so this user is an ordinary free user
      await createDatabase();
      const page = await ctx.newPage({ viewport: DESKTOP });
      await signUp(page, USER);
      ctx.shared.systemsUser = await page.context().storageState();
      await page.goto('/app/integrations');
      await page.getByRole('heading', { name: 'Integrations' }).waitFor();
      await page.getByTestId('systems-usage').filter({ hasText: '0 of 1' }).waitFor();

      const dialog = await openConnectDialog(page);
      await dialog.getByRole('tab', { name: 'Templates' }).click();
      for (const name of ['Salesforce', 'HubSpot', 'SAP ERP', 'Tableau', 'PostgreSQL', 'MySQL', 'OpenAPI', 'MCP']) {
        assert.ok(await dialog.getByRole('button', { name: new RegExp(`^${name}`) }).isVisible(), `template ${name}`);
      }
      // Custom API templates are locked on the free plan, and say why.
      const openapi = dialog.getByRole('button', { name: /^OpenAPI/ });
      assert.match(await openapi.innerText(), /Enterprise/);
      assert.match(await openapi.innerText(), /need the Enterprise plan/);
      await ctx.axe(page, 'Connect System templates');
      await ctx.screenshot(page, 'systems-connect-templates-1280');
      await openapi.click();
      await dialog.getByLabel('OpenAPI document URL').waitFor();
      assert.ok(
        await dialog.getByText('Custom API connections (OpenAPI and MCP) need the Enterprise plan.').isVisible(),
      );
      assert.equal(await dialog.getByRole('button', { name: 'Connect', exact: true }).isDisabled(), true);

      await pickTemplate(dialog, 'PostgreSQL');
      assert.equal(await dialog.getByLabel('System Name').inputValue(), 'PostgreSQL');
      assert.match(await dialog.getByRole('combobox', { name: 'System Type' }).innerText(), /Database/);
      await dialog.getByLabel('Connection URL').waitFor();
      assert.equal(await dialog.getByLabel('API Key (optional)').getAttribute('type'), 'password');

      // The spec's validation toasts.
      await dialog.getByLabel('System Name').fill('');
      await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
      await expectToast(page, 'System name required', 'Please provide a name for your system connection.');
      await dialog.getByLabel('System Name').fill('Sales DB');
      await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
      await expectToast(page, 'Connection URL required', 'Please provide a connection URL for your system.');

      // A failing connection: 'Connecting...' while the real POST runs, then the driver's reason; the form stays.
      const badUrl = PG_ADMIN.replace(/\/[^/]*$/, '/soe_e2e_no_such_database');
      await dialog.getByLabel('Connection URL').fill(badUrl);
      await page.route('**/api/systems', async (route) => {
        await new Promise((r) => setTimeout(r, 600)); // long enough to see the pending state; the request itself is real
        await route.continue();
      });
      await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
      const pending = dialog.getByRole('button', { name: 'Connecting...' });
      await pending.waitFor();
      assert.equal(await pending.isDisabled(), true);
      await dialog.getByRole('alert').filter({ hasText: 'Connection failed' }).waitFor({ timeout: 20_000 });
      await page.unroute('**/api/systems');
      assert.match(
        await dialog.getByRole('alert').filter({ hasText: 'Connection failed' }).innerText(),
        /database "soe_e2e_no_such_database" does not exist/,
      );
      assert.equal(await dialog.getByLabel('System Name').inputValue(), 'Sales DB');
      assert.equal(await dialog.getByLabel('Connection URL').inputValue(), badUrl);
      await ctx.screenshot(page, 'systems-connect-failed-1280');

      await dialog.getByLabel('Connection URL').fill(DB_URL);
      await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
      await expectToast(page, 'System connected', 'Successfully connected to Sales DB');
      await dialog.waitFor({ state: 'hidden' });
      const list = page.getByRole('list', { name: 'Connected systems' });
      await list.getByText('Sales DB', { exact: true }).waitFor();
      await page.getByTestId('systems-usage').filter({ hasText: '1 of 1' }).waitFor();
      // The free plan holds one system: the limit warning replaces the form.
      await page.getByRole('alert').filter({ hasText: LIMIT_TEXT }).first().waitFor();
      const full = await openConnectDialog(page);
      assert.ok(await full.getByText(LIMIT_TEXT).isVisible());
      await page.keyboard.press('Escape');

      // The sidebar shows the status dot and last-synced text.
      await page.goto('/app');
      const sidebar = page.getByRole('complementary', { name: 'Workspace' });
      const item = sidebar.getByRole('listitem').filter({ hasText: 'Sales DB' });
      await item.waitFor();
      assert.match(await item.innerText(), /Connected/);
      assert.match(await item.innerText(), /Synced just now/);
      ctx.assertNoPageProblems();
    },
  },
  {
    name: 'systems: settings rename, test, refresh schema; the schema browser shows tables and fields',
    timeout: 90_000,
    async run(ctx) {
      const page = await ctx.newPage({ viewport: DESKTOP, storageState: ctx.shared.systemsUser });
      await page.goto('/app/integrations');
      await page.getByRole('button', { name: 'Settings for Sales DB' }).click();
      const settings = page.getByRole('dialog', { name: 'System Settings' });
      await settings.waitFor();
      const save = settings.getByRole('button', { name: 'Save' });
      assert.equal(await save.isDisabled(), true, 'Save is disabled until the name changes');
      assert.equal(await settings.getByLabel('Type').isDisabled(), true, 'type is read-only');
      await settings.getByLabel('Name').fill('Sales');
      assert.equal(await save.isDisabled(), false);
      await ctx.axe(page, 'System Settings');
      await ctx.screenshot(page, 'systems-settings-1280');
      await save.click();
      await expectToast(page, 'System updated');
      await page.getByRole('list', { name: 'Connected systems' }).getByText('Sales', { exact: true }).waitFor();

      await page.getByRole('button', { name: 'Settings for Sales' }).click();
      await settings.waitFor();
      await settings.getByRole('button', { name: 'Test' }).click();
      await expectToast(page, 'Connection OK', 'Sales is connected.');
      await settings.getByRole('button', { name: 'Refresh schema' }).click();
      await expectToast(page, 'Schema refreshed');
      await page.keyboard.press('Escape');

      const browser = page.getByRole('region', { name: 'Schema browser' });
      await browser.getByRole('combobox', { name: 'System' }).selectOption({ label: 'Sales' });
      // Record writes (create, update, delete) are the database's operations.
      await browser.getByText(/2 tables · \d+ operations/).waitFor();
      await browser.locator('summary').filter({ hasText: 'public.sale' }).click();
      const fields = browser.getByRole('table', { name: 'Fields of public.sale' });
      await fields.waitFor();
      const text = await fields.innerText();
      for (const [field, type] of [
        ['amount', 'decimal'],
        ['sold_at', 'date'],
        ['region_id', 'integer'],
      ]) {
        assert.match(text, new RegExp(`${field}\\s+${type}`), `${field} is ${type}`);
      }
      await ctx.axe(page, 'Integrations with the schema browser');
      await ctx.screenshot(page, 'systems-integrations-1280');
      ctx.assertNoPageProblems();
    },
  },
  {
    name: 'systems: an Enterprise user connects the MCP reference server; its tools show as reads and writes',
    timeout: 120_000,
    async run(ctx) {
      const mcp = await startEverythingServer();
      try {
        await setTier(ctx.baseURL, USER.username, 'enterprise');
        const page = await ctx.newPage({ viewport: DESKTOP, storageState: ctx.shared.systemsUser });
        await page.goto('/app/integrations');
        await page.getByTestId('systems-usage').filter({ hasText: '1 of 20' }).waitFor();
        const dialog = await openConnectDialog(page);
        await dialog.getByRole('tab', { name: 'Templates' }).click();
        assert.doesNotMatch(await dialog.getByRole('button', { name: /^MCP/ }).innerText(), /Enterprise/);
        await pickTemplate(dialog, 'MCP');
        assert.match(await dialog.getByRole('combobox', { name: 'System Type' }).innerText(), /Custom API/);
        await dialog.getByLabel('MCP server URL').fill(mcp.url);
        await ctx.screenshot(page, 'systems-connect-mcp-1280');
        await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
        await expectToast(page, 'System connected', 'Successfully connected to MCP');

        const browser = page.getByRole('region', { name: 'Schema browser' });
        await browser.getByRole('combobox', { name: 'System' }).selectOption({ label: 'MCP' });
        const echo = browser.getByRole('listitem').filter({ hasText: 'Echo Tool' });
        await echo.waitFor();
        assert.match(await echo.innerText(), /^Read/);
        assert.match(
          await browser.getByRole('listitem').filter({ hasText: 'Toggle Simulated Logging' }).innerText(),
          /^Write/,
        );
        await browser.getByLabel('Filter').fill('sum');
        await browser.getByRole('listitem').filter({ hasText: 'Get Sum Tool' }).waitFor();
        assert.equal(await echo.count(), 0, 'the filter hides other operations');
        await ctx.axe(page, 'Schema browser with operations');
        await ctx.screenshot(page, 'systems-schema-mcp-1280');

        // Disconnect from the settings dialog, with a confirmation.
        await page.getByRole('button', { name: 'Settings for MCP' }).click();
        const settings = page.getByRole('dialog', { name: 'System Settings' });
        await settings.getByRole('button', { name: 'Disconnect' }).click();
        await settings.getByRole('button', { name: 'Yes, disconnect' }).click();
        await expectToast(page, 'System disconnected', 'MCP is no longer connected.');
        await page
          .getByRole('list', { name: 'Connected systems' })
          .getByText('MCP', { exact: true })
          .waitFor({ state: 'detached' });
        await page.getByTestId('systems-usage').filter({ hasText: '1 of 20' }).waitFor();
        ctx.assertNoPageProblems();
      } finally {
        await mcp.close();
      }
    },
  },
  {
    name: 'systems: Connect System and Integrations work at 375 px (axe, screenshots), then the last system is disconnected',
    timeout: 90_000,
    async run(ctx) {
      try {
        const page = await ctx.newPage({ viewport: MOBILE, storageState: ctx.shared.systemsUser });
        await page.goto('/app/integrations');
        await page.getByRole('list', { name: 'Connected systems' }).getByText('Sales', { exact: true }).waitFor();
        await ctx.screenshot(page, 'systems-integrations-375');
        const dialog = await openConnectDialog(page);
        await pickTemplate(dialog, 'Salesforce');
        assert.equal(await dialog.getByLabel('System Name').inputValue(), 'Salesforce');
        const width = await dialog.evaluate((el) => el.getBoundingClientRect().width);
        assert.ok(width <= 375, `dialog fits the screen (${width}px)`);
        await ctx.axe(page, 'Connect System at 375 px');
        await ctx.screenshot(page, 'systems-connect-dialog-375');
        await page.keyboard.press('Escape');

        await page.getByRole('button', { name: 'Settings for Sales' }).click();
        const settings = page.getByRole('dialog', { name: 'System Settings' });
        await settings.getByRole('button', { name: 'Disconnect' }).click();
        await settings.getByRole('button', { name: 'Yes, disconnect' }).click();
        await expectToast(page, 'System disconnected', 'Sales is no longer connected.');
        await page.getByTestId('systems-usage').filter({ hasText: '0 of 20' }).waitFor();
        ctx.assertNoPageProblems();
      } finally {
        await dropDatabase();
      }
    },
  },
];

registerTests(tests);
