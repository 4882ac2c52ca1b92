/* global document */
/** Staff administration in the browser (issue 9): the header's Staff Admin Console, the /admin dashboard, access errors. */
import assert from 'node:assert/strict';
import { axeWithoutToasts } from './axe-settled';
import { DESKTOP, MOBILE, OWNER, fillSignIn, signUp } from './support';
import { registerTests, type E2ETest } from './fixtures';

const MEMBER = { username: 'e2e-member', email: 'e2e-member@example.com', password: 'member-password-1' };

/** Waits for the toast with this title (and description): an earlier 'Success' may still be fading out. */
async function expectToast(page, title, description?) {
  let toast = page.locator('[data-sonner-toast]').filter({ hasText: title });
  if (description) toast = toast.filter({ hasText: description });
  await toast.first().waitFor({ state: 'visible' });
}

/** A page signed in through the /auth form. */
async function signIn(ctx, account, options = {}) {
  const page = await ctx.newPage(options);
  await fillSignIn(page, account);
  await page.waitForURL('**/app', { timeout: 20_000 });
  return page;
}

async function openConsole(page) {
  await page.getByRole('button', { name: 'Admin Console' }).click();
  const dialog = page.getByRole('dialog', { name: 'Staff Admin Console' });
  await dialog.waitFor();
  return dialog;
}

/** The admin API as the page's own session sees it (same cookies). */
async function adminUsers(page) {
  const res = await page.request.get('/api/admin/users');
  assert.equal(res.status(), 200);
  return res.json();
}

const tests: E2ETest[] = [
  {
    name: 'admin: the owner opens the Staff Admin Console from the header, lists, creates and edits users',
    timeout: 90_000,
    async run(ctx) {
      const page = await signIn(ctx, OWNER);
      const dialog = await openConsole(page);
      await dialog.getByRole('heading', { name: 'User Management' }).waitFor();
      assert.ok(await dialog.getByText('Manage all users and their access levels').isVisible());
      const table = dialog.getByRole('table', { name: 'Users' });
      await table.waitFor();
      const headers = await table.getByRole('columnheader').allInnerTexts();
      assert.deepEqual(
        headers.map((h) => h.trim().toLowerCase()),
        ['user', 'email', 'access level', 'subscription', 'admin', 'actions'],
      );
      const ownerRow = table.getByRole('row').filter({ hasText: OWNER.email });
      assert.ok(await ownerRow.getByRole('img', { name: 'Owner' }).isVisible(), 'the owner has the crown');
      await axeWithoutToasts(ctx, page, 'Staff Admin Console');
      await ctx.screenshot(page, 'admin-console-1280');

      // Create New User.
      await dialog.getByRole('button', { name: 'Add User' }).click();
      const create = page.getByRole('dialog', { name: 'Create New User' });
      await create.waitFor();
      await create.getByLabel('Username').fill(MEMBER.username);
      await create.getByLabel('Email').fill(MEMBER.email);
      await create.getByLabel('Password').fill(MEMBER.password);
      await create.getByLabel('Access Level').selectOption('write');
      await create.getByLabel('Subscription Tier').selectOption('pro');
      await axeWithoutToasts(ctx, page, 'Create New User');
      await create.getByRole('button', { name: 'Create User' }).click();
      await expectToast(page, 'User created successfully');
      await create.waitFor({ state: 'detached' });
      const memberRow = table.getByRole('row').filter({ hasText: MEMBER.email });
      await memberRow.waitFor();
      assert.match(await memberRow.innerText(), /WRITE[\s\S]*PRO[\s\S]*No/);

      // Edit User Permissions.
      await memberRow.getByRole('button', { name: `Edit ${MEMBER.username}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit User Permissions' });
      await edit.waitFor();
      assert.match(await edit.innerText(), new RegExp(`${MEMBER.username} · ${MEMBER.email}`));
      await edit.getByLabel('Subscription Tier').selectOption('enterprise');
      await edit.getByRole('switch', { name: 'Admin Privileges' }).click();
      await edit.getByRole('button', { name: 'Update User' }).click();
      await expectToast(page, 'User updated successfully');
      await edit.waitFor({ state: 'detached' });
      await page.waitForFunction(() =>
        /ENTERPRISE[\s\S]*Yes/.test(
          [...document.querySelectorAll('tr')].find((tr) => tr.innerText.includes('e2e-member@example.com'))
            ?.innerText ?? '',
        ),
      );
      const stored = (await adminUsers(page)).find((u) => u.email === MEMBER.email);
      // Created in the admin's own workspace, the dialog's default.
      const ownerTenant = (await (await page.request.get('/api/user')).json()).tenantId;
      assert.deepEqual(
        { ...stored, id: 0, createdAt: '' },
        {
          id: 0,
          createdAt: '',
          username: MEMBER.username,
          email: MEMBER.email,
          firstName: '',
          lastName: '',
          subscriptionTier: 'enterprise',
          accessLevel: 'write',
          tenantId: ownerTenant,
          isActive: true,
          isAdmin: true,
          isOwner: false,
          signInLockedUntil: null,
        },
      );
      // Back to an ordinary member for the next tests.
      const demote = await page.request.put(`/api/admin/users/${stored.id}`, { data: { isAdmin: false } });
      assert.equal(demote.status(), 200);

      const mobile = await ctx.newPage({ viewport: MOBILE, storageState: await page.context().storageState() });
      await mobile.goto('/app');
      await openConsole(mobile);
      await mobile.getByRole('table', { name: 'Users' }).waitFor();
      await ctx.screenshot(mobile, 'admin-console-375');
      await axeWithoutToasts(ctx, mobile, 'Staff Admin Console (375 px)');
      ctx.assertNoPageProblems();
    },
  },
  {
    name: 'admin: disabling a user on /admin ends their session and socket; deleting asks for confirmation',
    timeout: 90_000,
    async run(ctx) {
      const member = await signIn(ctx, MEMBER);
      // The member's live socket, to see the server close it.
      const socketClosed = new Promise((resolve) => {
        member.on('websocket', (ws) => {
          if (ws.url().endsWith('/ws')) ws.on('close', () => resolve(Date.now()));
        });
      });
      await member.reload();
      await member.getByRole('heading', { name: 'System of Everything' }).waitFor();
      assert.equal((await member.request.get('/api/user')).status(), 200);

      const owner = await signIn(ctx, OWNER, { viewport: DESKTOP });
      await owner.goto('/admin');
      await owner.getByRole('heading', { name: 'User Management', level: 1 }).waitFor();
      const row = owner.getByRole('row').filter({ hasText: MEMBER.email });
      await row.waitFor();
      assert.match(await row.innerText(), /Active/);
      await axeWithoutToasts(ctx, owner, '/admin');
      await ctx.screenshot(owner, 'admin-dashboard-1280');

      await row.getByRole('button', { name: `Edit ${MEMBER.username}` }).click();
      const edit = owner.getByRole('dialog', { name: 'Edit User' });
      await edit.getByRole('switch', { name: 'Active' }).click();
      const disabledAt = Date.now();
      await edit.getByRole('button', { name: 'Update User' }).click();
      await expectToast(owner, 'Success', 'User updated successfully');
      await owner.waitForFunction(() =>
        /Inactive/.test(
          [...document.querySelectorAll('tr')].find((tr) => tr.innerText.includes('e2e-member@example.com'))
            ?.innerText ?? '',
        ),
      );

      // Their session is over at once, and their socket within 5 s (security check 13, docs/security.md).
      assert.equal((await member.request.get('/api/user')).status(), 401);
      const closedAt = await Promise.race([
        socketClosed,
        new Promise((resolve) => setTimeout(() => resolve(null), 5_000)),
      ]);
      assert.ok(closedAt, 'the member’s socket was closed');
      assert.ok((closedAt as number) - disabledAt < 5_000);
      await member.goto('/app/integrations');
      await member.waitForURL('**/auth');

      // Deleting asks first, in the app's own dialog (never the browser's confirm()); Cancel keeps the user.
      const native = [];
      owner.on('dialog', (dialog) => {
        native.push(dialog.message());
        void dialog.dismiss();
      });
      await row.getByRole('button', { name: `Delete ${MEMBER.username}` }).click();
      const confirm = owner.getByRole('dialog', { name: 'Delete user' });
      await confirm.getByText('Are you sure you want to delete this user?').waitFor();
      await confirm.getByText(`@${MEMBER.username}`).waitFor();
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'detached' });
      assert.deepEqual(native, [], 'no native confirm()');
      assert.ok((await adminUsers(owner)).some((u) => u.email === MEMBER.email));
      await row.getByRole('button', { name: `Delete ${MEMBER.username}` }).click();
      await owner.getByRole('dialog', { name: 'Delete user' }).getByRole('button', { name: 'Delete user' }).click();
      await expectToast(owner, 'Success', 'User deleted successfully');
      await row.waitFor({ state: 'detached' });
      assert.ok(!(await adminUsers(owner)).some((u) => u.email === MEMBER.email));
      // The owner's own row can't be deleted.
      assert.equal(await owner.getByRole('button', { name: `Delete ${OWNER.username}` }).isDisabled(), true);

      const mobile = await ctx.newPage({ viewport: MOBILE, storageState: await owner.context().storageState() });
      await mobile.goto('/admin');
      await mobile.getByRole('heading', { name: 'Audit Log' }).waitFor();
      await ctx.screenshot(mobile, 'admin-dashboard-375');
      ctx.assertNoPageProblems();
    },
  },
  {
    name: 'admin: the audit log on /admin lists sign-ins and admin actions and filters by action',
    async run(ctx) {
      const owner = await signIn(ctx, OWNER);
      await owner.goto('/admin');
      const log = owner.getByRole('table', { name: 'Audit log' });
      await log.waitFor();
      assert.match(await log.innerText(), /User deleted[\s\S]*@e2e-member/);
      await owner.getByLabel('Action').selectOption('auth.signin');
      await owner.waitForFunction(() => {
        const table = [...document.querySelectorAll('table')].find(
          (t) => t.querySelector('caption')?.textContent === 'Audit log',
        );
        const rows = table ? [...table.querySelectorAll('tbody tr')] : [];
        return rows.length > 0 && rows.every((tr) => (tr as HTMLElement).innerText.includes('Sign-in'));
      });
      assert.match(await log.innerText(), new RegExp(`@${OWNER.username}[\\s\\S]*with password`));
      await axeWithoutToasts(ctx, owner, '/admin audit log');
    },
  },
  {
    name: 'admin: a non-admin gets Access Error on /admin and Access Denied in the console',
    timeout: 90_000,
    async run(ctx) {
      const plain = await ctx.newPage();
      await signUp(plain, { username: 'e2e-plain', email: 'e2e-plain@example.com', password: 'plain-password-1' });
      assert.equal(
        await plain.getByRole('button', { name: 'Admin Console' }).count(),
        0,
        'no console button for a non-admin',
      );
      await plain.goto('/admin');
      await plain.getByText('Access Error').waitFor();
      assert.ok(await plain.getByText('Only staff administrators can access this page.').isVisible());
      assert.equal((await plain.request.get('/api/admin/users')).status(), 403);
      await axeWithoutToasts(ctx, plain, '/admin as a non-admin');

      // An admin whose rights are withdrawn while their page is open: the button is still there, the server says no.
      const owner = await signIn(ctx, OWNER);
      const created = await owner.request.post('/api/admin/users', {
        data: {
          username: 'e2e-exadmin',
          email: 'e2e-exadmin@example.com',
          password: 'exadmin-password',
          isAdmin: true,
          accessLevel: 'admin',
        },
      });
      assert.equal(created.status(), 201);
      const exAdmin = await signIn(ctx, { username: 'e2e-exadmin', password: 'exadmin-password' });
      await exAdmin.getByRole('button', { name: 'Admin Console' }).waitFor();
      const { id } = await created.json();
      assert.equal(
        (await owner.request.put(`/api/admin/users/${id}`, { data: { isAdmin: false, accessLevel: 'read' } })).status(),
        200,
      );
      await exAdmin.getByRole('button', { name: 'Admin Console' }).click();
      const denied = exAdmin.getByRole('dialog', { name: 'Access Denied' });
      await denied.waitFor({ timeout: 15_000 });
      assert.ok(await denied.getByText("You don't have administrator privileges.").isVisible());
      assert.equal(await exAdmin.getByRole('table', { name: 'Users' }).count(), 0);
      await ctx.screenshot(exAdmin, 'admin-access-denied-1280');
      ctx.assertNoPageProblems();
    },
  },
];

registerTests(tests);
