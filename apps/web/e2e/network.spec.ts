/**
 * The network policy in the browser (issue 17): an ordinary user's connection to an unlisted private address is
 * refused in the Connect System dialog, which says why and who can lift it; the owner keeps Settings → Network access.
 */
import assert from 'node:assert/strict';
import { DESKTOP, MOBILE, OWNER, fillSignIn, signUp } from './support';
import { registerTests, type E2ETest } from './fixtures';

const USER = { username: `net${Date.now().toString(36)}`, password: 'network-e2e-pass', email: '' };
USER.email = `${USER.username}@example.com`;
// An unlisted private address: refused before any connection is tried, so the test never waits on the network.
const PRIVATE_URL = 'postgresql://analyst@10.255.255.1:5432/analytics';

async function ownerCookie(baseURL) {
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

export const tests: E2ETest[] = [
  {
    name: 'network: an ordinary user’s private address is refused in Connect System, saying why and who can lift it (1280 and 375 px)',
    timeout: 90_000,
    async run(ctx) {
      await ownerCookie(ctx.baseURL); // the owner exists first, so this user is an ordinary free user
      for (const viewport of [DESKTOP, MOBILE]) {
        const page = await ctx.newPage({
          viewport,
          ...(viewport === MOBILE ? { storageState: ctx.shared.networkUser } : {}),
        });
        if (viewport === DESKTOP) {
          await signUp(page, USER);
          ctx.shared.networkUser = await page.context().storageState();
        }
        await page.goto('/app/integrations');
        await page.getByRole('main').getByRole('button', { name: 'Connect System' }).click();
        const dialog = page.getByRole('dialog', { name: 'Connect System' });
        await dialog.getByLabel('System Name').fill('Warehouse');
        await dialog.getByLabel('Connection URL').fill(PRIVATE_URL);
        await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
        const alert = dialog.getByRole('alert').filter({ hasText: 'Address not allowed for your account' });
        await alert.waitFor({ timeout: 20_000 });
        const text = await alert.innerText();
        assert.match(text, /Connections to 10\.255\.255\.1 are not allowed \(private network address\)/);
        assert.match(text, /A staff admin can connect it, or add the host .* to Settings → Network access/);
        // The form stays, with what the user typed.
        assert.equal(await dialog.getByLabel('Connection URL').inputValue(), PRIVATE_URL);
        await ctx.axe(page, `Connect System refusal ${viewport.width}`);
        await ctx.screenshot(page, `network-refusal-${viewport.width}`);
        if (viewport === MOBILE) {
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          assert.ok(overflow <= 0, `no horizontal scroll at 375 px (${overflow})`);
        }
      }
    },
  },
  {
    name: 'network: the owner edits Settings → Network access; an ordinary user has no such section',
    timeout: 90_000,
    async run(ctx) {
      const cookie = await ownerCookie(ctx.baseURL);
      const before = await (await fetch(`${ctx.baseURL}/api/admin/network-access`, { headers: { cookie } })).json();
      const page = await ctx.newPage({ viewport: DESKTOP });
      await fillSignIn(page, OWNER);
      await page.waitForURL('**/app', { timeout: 20_000 });
      await page.goto('/app/settings');
      await page.getByRole('heading', { name: 'Network access' }).waitFor();
      const list = page.getByLabel('Hosts, ranges and ports every user may connect to');
      assert.equal(await list.inputValue(), before.entries.join('\n'));
      try {
        await list.fill([...before.entries, '10.255.255.0/24:5432'].join('\n'));
        await page.getByRole('button', { name: 'Save network access' }).click();
        await page
          .locator('[data-sonner-toast]')
          .filter({ hasText: 'Network access saved' })
          .first()
          .waitFor({ timeout: 20_000 });
        await page.getByText('Saved in Settings').waitFor();
        const saved = await (await fetch(`${ctx.baseURL}/api/admin/network-access`, { headers: { cookie } })).json();
        assert.deepEqual(saved.entries, [...before.entries, '10.255.255.0/24:5432']);
        await list.fill('not a host!');
        await page.getByRole('button', { name: 'Save network access' }).click();
        await page
          .locator('[data-sonner-toast]')
          .filter({ hasText: 'Save failed' })
          .first()
          .waitFor({ timeout: 20_000 });
        await ctx.axe(page, 'Settings network access');
        await ctx.screenshot(page, 'network-settings-1280');
      } finally {
        // The other browser tests rely on the runner's list.
        const restored = await fetch(`${ctx.baseURL}/api/admin/network-access`, {
          method: 'PUT',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ entries: before.entries }),
        });
        assert.equal(restored.status, 200);
      }

      if (ctx.shared.networkUser) {
        const userPage = await ctx.newPage({ viewport: DESKTOP, storageState: ctx.shared.networkUser });
        await userPage.goto('/app/settings');
        await userPage.getByRole('heading', { name: 'Answer provider' }).waitFor();
        assert.equal(await userPage.getByRole('heading', { name: 'Network access' }).count(), 0);
      }
    },
  },
];

registerTests(tests);
