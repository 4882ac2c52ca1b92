/* global document */
/**
 * Governed write-back in the browser (issue 5): the owner (write access) connects a throwaway
 * PostgreSQL database, asks SOE Local a plain write command, sees the preview card (what, where,
 * before → after), confirms it with the keyboard and sees the result; the row changed in the
 * database. A second command is cancelled and changes nothing. axe on the card, desktop and 375 px.
 */
import assert from 'node:assert/strict';
import pg from 'pg';
import { MOBILE, OWNER } from './support';
import { registerTests, type E2ETest } from './fixtures';

const PG_ADMIN = process.env.SOE_TEST_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const DB = `soe_e2e_writes_${process.pid}`;
const DB_URL = PG_ADMIN.replace(/\/[^/]*$/, `/${DB}`);

async function sql(connectionString, text, params = []) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

async function createDatabase() {
  await sql(PG_ADMIN, `DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
  await sql(PG_ADMIN, `CREATE DATABASE ${DB}`);
  await sql(
    DB_URL,
    `CREATE TABLE accounts (id serial PRIMARY KEY, name text NOT NULL UNIQUE);
     CREATE TABLE deals (id serial PRIMARY KEY, name text NOT NULL, account_id int NOT NULL REFERENCES accounts(id),
       stage text NOT NULL CHECK (stage IN ('Prospecting', 'Negotiation', 'Closed Won', 'Closed Lost')), amount numeric(12,2) NOT NULL);
     CREATE TABLE invoices (id serial PRIMARY KEY, number text NOT NULL UNIQUE, account_id int NOT NULL REFERENCES accounts(id),
       total numeric(12,2) NOT NULL, status text NOT NULL CHECK (status IN ('open', 'paid', 'overdue')));
     INSERT INTO accounts (name) VALUES ('Acme Corp'), ('Globex');
     INSERT INTO deals (name, account_id, stage, amount) VALUES ('Acme Renewal', 1, 'Negotiation', 12000), ('Globex Expansion', 2, 'Prospecting', 48000),
       ('Stark Supply', 2, 'Closed Won', 21500), ('Initech Upgrade', 1, 'Closed Lost', 7300), ('Wayne Pilot', 2, 'Prospecting', 900);
     INSERT INTO invoices (number, account_id, total, status) VALUES ('INV-1001', 1, 1200, 'paid'), ('INV-1002', 2, 480.25, 'open'), ('INV-1003', 1, 99, 'open');
     ANALYZE;`,
  );
}

/** Asks from the home page and waits for the answer holding a proposed-change card. */
async function askForChange(page, question) {
  await page.goto('/app');
  await page.getByPlaceholder('Ask SOE anything…').fill(question);
  await page.getByRole('button', { name: 'Send' }).click();
  await page.waitForURL(/\/app\/chat\/\d+$/);
  const card = page
    .getByRole('log', { name: 'Messages' })
    .getByRole('region', { name: /^Proposed change/ })
    .last();
  await card.waitFor({ timeout: 60_000 });
  return card;
}

const tests: E2ETest[] = [
  {
    name: 'writes: a write command shows a preview card; Confirm runs it once and shows the result; Cancel changes nothing',
    timeout: 120_000,
    async run(ctx) {
      await createDatabase();
      const page = await ctx.newPage();
      let systemId;
      try {
        // The owner is registered by app.spec.ts; when this file runs alone, register it here (that signs in too).
        const login = await page.request.post('/api/login', {
          data: { username: OWNER.username, password: OWNER.password },
        });
        if (login.status() !== 200)
          assert.equal(
            (
              await page.request.post('/api/register', { data: { ...OWNER, firstName: 'Owner', lastName: 'Account' } })
            ).status(),
            201,
          );
        const connected = await page.request.post('/api/systems', {
          data: { name: 'Sales DB', type: 'crm', connectionDetails: { url: DB_URL } },
        });
        assert.equal(connected.status(), 201, await connected.text());
        systemId = (await connected.json()).id;

        const card = await askForChange(page, 'Set the stage of deal Acme Renewal to Won');
        const text = await card.innerText();
        for (const expected of [
          'Proposed change: Update a record',
          'Waiting for your confirmation',
          'Sales DB',
          'public.deals',
          'deals with id = 1 (Acme Renewal)',
          'stage',
          'Negotiation',
          'Closed Won',
          'Nothing changes until you confirm.',
        ]) {
          assert.ok(text.includes(expected), `card shows "${expected}":\n${text}`);
        }
        assert.match(
          await page.getByRole('log', { name: 'Messages' }).innerText(),
          /I prepared this change in Sales DB for you to confirm: set the stage of the deal "Acme Renewal" to "Closed Won"\./,
        );
        assert.deepEqual(
          await sql(DB_URL, 'SELECT stage FROM deals WHERE id = 1'),
          [{ stage: 'Negotiation' }],
          'nothing written before Confirm',
        );
        await ctx.axe(page, 'proposed change card');
        await ctx.screenshot(page, 'writes-card-proposed');

        // Keyboard: focus Confirm and press Enter.
        const confirm = card.getByRole('button', { name: 'Confirm' });
        await confirm.focus();
        await page.keyboard.press('Enter');
        await card.getByText('Done', { exact: true }).waitFor({ timeout: 20_000 });
        assert.match(await card.innerText(), /Updated the deals row with id = 1: stage "Negotiation" → "Closed Won"\./);
        assert.equal(await confirm.isDisabled(), true);
        assert.equal(await card.getByRole('button', { name: 'Cancel' }).isDisabled(), true);
        assert.deepEqual(await sql(DB_URL, 'SELECT stage FROM deals WHERE id = 1'), [{ stage: 'Closed Won' }]);
        await ctx.axe(page, 'confirmed change card');
        await ctx.screenshot(page, 'writes-card-done');

        // A reload shows the stored outcome; the card cannot run it again.
        await page.reload();
        const again = page.getByRole('region', { name: /^Proposed change/ }).last();
        await again.getByText('Done', { exact: true }).waitFor();
        assert.equal(await again.getByRole('button', { name: 'Confirm' }).isDisabled(), true);

        const second = await askForChange(page, 'mark invoice INV-1002 as paid');
        assert.match(await second.innerText(), /invoices with id = 2 \(INV-1002\)[\s\S]*status[\s\S]*open[\s\S]*paid/);
        await second.getByRole('button', { name: 'Cancel' }).click();
        await second.getByText('Cancelled. Nothing was changed.').waitFor();
        assert.deepEqual(await sql(DB_URL, `SELECT status FROM invoices WHERE number = 'INV-1002'`), [
          { status: 'open' },
        ]);

        const phone = await ctx.newPage({ viewport: MOBILE, storageState: await page.context().storageState() });
        await phone.goto(page.url());
        const small = phone.getByRole('region', { name: /^Proposed change/ }).last();
        await small.waitFor();
        const overflow = await phone.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        assert.ok(overflow <= 0, `no horizontal scroll at 375 px (overflow ${overflow})`);
        await small.scrollIntoViewIfNeeded();
        await ctx.screenshot(phone, 'writes-card-mobile');
        ctx.assertNoPageProblems();
      } finally {
        if (systemId) await page.request.delete(`/api/systems/${systemId}`).catch(() => {});
        await sql(PG_ADMIN, `DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`).catch(() => {});
      }
    },
  },
];

registerTests(tests);
