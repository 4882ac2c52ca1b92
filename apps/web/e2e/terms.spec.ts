/* global document, window */
/**
 * Business terms in the browser (issue 18): the Demo Company's terms on the Integrations page, one edited in the
 * form, the file exported as YAML, a broken file refused with its reason, and the next chat answer uses the edit.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { DESKTOP, MOBILE, OWNER, signUp } from './support';
import { registerTests, type E2ETest } from './fixtures';

const USER = { username: `terms${Date.now().toString(36)}`, password: 'terms-e2e-pass', email: '' };
USER.email = `${USER.username}@example.com`;
const WON = 'closed won · won deals · won';

/** The instance's owner exists first (when this file runs alone), so this user is an ordinary one. */
async function ensureOwner(baseURL: string) {
  const post = (path: string, body: unknown) =>
    fetch(`${baseURL}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const res = await post('/api/login', { username: OWNER.username, password: OWNER.password });
  if (res.status !== 200) await post('/api/register', { ...OWNER, firstName: 'Owner', lastName: 'Account' });
}

/** Asks from the home page and returns the answer's bold figure, read from the stored conversation. */
async function askFigure(page, question: string): Promise<string> {
  const answer = await askText(page, question);
  const figure = /\*\*([\d,.]+)\*\*/.exec(answer)?.[1];
  assert.ok(figure, `a figure in the answer to "${question}": ${answer}`);
  return figure!;
}

/** Asks from the home page and returns the answer's text, read from the stored conversation, once it is shown. */
async function askText(page, question: string): Promise<string> {
  await page.goto('/app');
  await page.getByPlaceholder('Ask SOE anything…').fill(question);
  await page.getByRole('button', { name: 'Send' }).click();
  await page.waitForURL(/\/app\/chat\/\d+$/);
  const id = page.url().split('/').pop();
  await page.waitForFunction(
    () => !document.querySelector('[role="log"] [role="status"], [role="log"] [aria-busy="true"]'),
    null,
    { timeout: 60_000 },
  );
  let answer = '';
  for (let i = 0; i < 40 && !answer; i++) {
    const messages = await (await page.request.get(`/api/conversations/${id}/messages`)).json();
    answer = messages.filter((m) => m.role === 'assistant').pop()?.content ?? '';
    if (!answer) await page.waitForTimeout(250);
  }
  return answer;
}

async function openTerms(page) {
  await page.goto('/app/integrations');
  await page.getByRole('button', { name: 'Business terms of Demo Company' }).click();
  const dialog = page.getByRole('dialog', { name: 'Business terms' });
  await dialog.getByRole('list', { name: 'Business terms of Demo Company' }).waitFor();
  return dialog;
}

export const tests: E2ETest[] = [
  {
    name: 'terms: a Demo Company term edited on the Integrations page, exported as YAML, changes the next answer (1280 and 375 px)',
    timeout: 150_000,
    async run(ctx) {
      await ensureOwner(ctx.baseURL);
      const page = await ctx.newPage({ viewport: DESKTOP });
      await signUp(page, USER);
      ctx.shared.termsUser = await page.context().storageState();

      const won = await askFigure(page, 'How many won deals?');
      const lost = await askFigure(page, 'How many lost deals?');
      assert.notEqual(won, lost, 'the demo has different numbers of won and lost deals');

      const dialog = await openTerms(page);
      await dialog.getByText('Invoiced amounts (invoices.total), dated by the invoice date.').waitFor();
      await ctx.axe(page, 'Business terms 1280');
      await ctx.screenshot(page, 'terms-list-1280');

      // Edit "won deals" with the keyboard-usable form: its rows become the lost ones.
      await dialog.getByRole('button', { name: `Edit ${WON}` }).click();
      const form = dialog.getByRole('form', { name: 'Edit term' });
      assert.equal(await form.getByLabel('Values').inputValue(), 'Won');
      await form.getByLabel('Values').fill('');
      await form.getByLabel('Filter column').fill('');
      await form.getByLabel('Phrases').fill('');
      await form.getByRole('button', { name: 'Save term' }).click();
      await form.getByText('Give at least one phrase people say (or a display or hidden column)').waitFor();
      await ctx.axe(page, 'Business terms form errors 1280');
      await form.getByLabel('Phrases').fill('closed won, won deals, won');
      await form.getByLabel('Filter column').fill('stage');
      await form.getByLabel('Values').fill('Lost');
      await form.getByLabel('Values').press('Enter');
      await dialog
        .getByRole('listitem')
        .filter({ hasText: WON })
        .getByText('demo.deals, where stage in Lost, by close_date')
        .waitFor();

      // Export: the file holds the edit.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('link', { name: 'Export YAML' }).click(),
      ]);
      assert.equal(download.suggestedFilename(), 'demo-company-terms.yaml');
      const yaml = await readFile((await download.path())!, 'utf8');
      assert.match(yaml, /^# Business terms of Demo Company/);
      assert.match(yaml, /- closed won[\s\S]*?values:\s*\n\s*- Lost/);

      // A broken file is refused with its line, and nothing changes.
      await dialog.getByLabel('YAML file to import').setInputFiles({
        name: 'broken.yaml',
        mimeType: 'application/yaml',
        buffer: Buffer.from('terms:\n  - phrases: [revenue\n    entity: demo.invoices\n'),
      });
      const refused = dialog.getByRole('alert').filter({ hasText: 'The file was not imported' });
      await refused.waitFor();
      assert.match(await refused.innerText(), /The YAML file could not be read \(line \d+\)/);
      await dialog
        .getByRole('listitem')
        .filter({ hasText: WON })
        .getByText('demo.deals, where stage in Lost, by close_date')
        .waitFor();
      await page.keyboard.press('Escape');

      // The next question uses the saved term: "won deals" now counts the lost ones.
      assert.equal(await askFigure(page, 'How many won deals?'), lost);

      const mobile = await ctx.newPage({ viewport: MOBILE, storageState: ctx.shared.termsUser });
      const small = await openTerms(mobile);
      await small.getByRole('button', { name: `Edit ${WON}` }).waitFor();
      await ctx.axe(mobile, 'Business terms 375');
      await ctx.screenshot(mobile, 'terms-list-375');
      const overflow = await mobile.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `no horizontal scroll at 375 px (${overflow})`);
    },
  },
  {
    name: 'terms: an acronym SOE does not know is asked about, defined from the answer, and read by the next question',
    timeout: 120_000,
    async run(ctx) {
      const page = await ctx.newPage({ viewport: DESKTOP, storageState: ctx.shared.termsUser });
      const asked = await askText(page, 'What is our ARR in 2025?');
      assert.match(asked, /What does "ARR" mean in Demo Company\?/);
      assert.doesNotMatch(asked, /\*\*[\d,.]+\*\*/, 'no figure for a term SOE does not know');
      const define = page.getByRole('button', { name: 'Define “ARR”' });
      await define.waitFor();
      await ctx.axe(page, 'Unknown term asked 1280');
      await ctx.screenshot(page, 'terms-unknown-asked-1280');

      await define.click();
      const dialog = page.getByRole('dialog', { name: 'Define “ARR”' });
      const form = dialog.getByRole('form', { name: 'Add term' });
      assert.equal(await form.getByLabel('Phrases').inputValue(), 'ARR');
      await form.getByLabel('Table').fill('demo.invoices');
      await form.getByLabel('Column', { exact: true }).fill('total');
      await ctx.axe(page, 'Define term form 1280');
      await form.getByRole('button', { name: 'Save term' }).click();
      await dialog.waitFor({ state: 'hidden' });

      const answered = await askText(page, 'What is our ARR in 2025?');
      assert.match(answered, /\*\*[\d,.]+\*\*/, `a figure once ARR is defined: ${answered}`);
      assert.doesNotMatch(answered, /What does "ARR" mean|I read this as/);
      assert.equal(await page.getByRole('button', { name: 'Define “ARR”' }).count(), 0);

      // The term is listed with the system's others on the Integrations page.
      const terms = await openTerms(page);
      await terms.getByRole('listitem').filter({ hasText: 'ARR' }).getByText('sum of demo.invoices.total').waitFor();

      const mobile = await ctx.newPage({ viewport: MOBILE, storageState: ctx.shared.termsUser });
      await askText(mobile, 'What is our NPS?');
      await mobile.getByRole('button', { name: 'Define “NPS”' }).waitFor();
      await ctx.axe(mobile, 'Unknown term asked 375');
      await ctx.screenshot(mobile, 'terms-unknown-asked-375');
      const overflow = await mobile.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `no horizontal scroll at 375 px (${overflow})`);
    },
  },
];

registerTests(tests);
