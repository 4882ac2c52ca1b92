/** Workspaces in the browser (issue 22): an owner's invitation link, signing up through it, the Team page. */
import assert from 'node:assert/strict';
import { axeWithoutToasts } from './axe-settled';
import { MOBILE, signUp } from './support';
import { registerTests, type E2ETest } from './fixtures';

const LEAD = { username: 'ws-e2e-lead', email: 'ws-e2e-lead@example.com', password: 'lead-password-1' };
const JOINER = { username: 'ws-e2e-joiner', email: 'ws-e2e-joiner@example.com', password: 'joiner-password-1' };

/** The members table's rows once `expected` members are listed (the page shows the signed-in user alone until the list arrives). */
async function memberNames(page, expected) {
  const rows = page.getByRole('table', { name: 'Workspace members' }).getByRole('row');
  await rows.nth(expected).waitFor();
  return (await rows.allInnerTexts()).slice(1);
}

export const tests: E2ETest[] = [
  {
    name: 'workspaces: an owner invites by link, the invitee signs up through it and joins; the link works once',
    timeout: 120_000,
    async run(ctx) {
      // A new sign-up has a workspace of its own: the Team page lists only them.
      const lead = await ctx.newPage();
      await signUp(lead, LEAD);
      const teamLoaded = lead.waitForResponse((res) => res.url().endsWith('/api/team') && res.status() === 200);
      await lead.goto('/app/team');
      await teamLoaded;
      await lead.getByRole('heading', { name: 'Team', level: 1 }).waitFor();
      await lead.getByText(`Members of ${LEAD.username}'s workspace`).waitFor();
      await lead.getByRole('button', { name: 'Create invitation link' }).waitFor();
      const alone = await memberNames(lead, 1);
      assert.equal(alone.length, 1);
      assert.match(alone[0], /ws-e2e-lead/);

      // The owner creates a link; it is shown once, to copy.
      await lead.getByRole('button', { name: 'Create invitation link' }).click();
      const field = lead.getByRole('textbox', { name: 'Invitation link' });
      await field.waitFor();
      const link = await field.inputValue();
      assert.match(link, /\/invite\/[A-Za-z0-9_-]{43}$/);
      await lead.getByRole('table', { name: 'Invitation links' }).getByText('Waiting').waitFor();
      await axeWithoutToasts(ctx, lead, 'Team (owner, invitation created)');
      await ctx.screenshot(lead, 'team-invite-1280');

      // The invitee opens it signed out, signs up through it, comes back and joins.
      const joiner = await ctx.newPage({ viewport: MOBILE });
      await joiner.goto(link);
      await joiner.getByRole('heading', { name: `Join ${LEAD.username}'s workspace` }).waitFor();
      await axeWithoutToasts(ctx, joiner, 'Invitation (signed out, 375 px)');
      await joiner.getByRole('link', { name: 'Sign up or sign in' }).click();
      await joiner.waitForURL('**/auth');
      await joiner.getByRole('tab', { name: 'Sign Up' }).click();
      const panel = joiner.getByRole('tabpanel', { name: 'Sign Up' });
      await panel.getByLabel('Username').fill(JOINER.username);
      await panel.getByLabel('Email').fill(JOINER.email);
      await panel.getByLabel('Password', { exact: true }).fill(JOINER.password);
      await panel.getByLabel('Confirm Password').fill(JOINER.password);
      await panel.getByRole('button', { name: 'Create Account' }).click();
      await joiner.waitForURL('**/invite/**', { timeout: 20_000 });
      await joiner.getByRole('button', { name: 'Join workspace' }).click();
      await joiner.waitForURL('**/app/team');
      const members = await memberNames(joiner, 2);
      assert.equal(members.length, 2);
      // A member sees their own email, never the owner's.
      const text = members.join('\n');
      assert.match(text, /ws-e2e-joiner@example\.com/);
      assert.doesNotMatch(text, /ws-e2e-lead@example\.com/);
      assert.equal(await joiner.getByRole('button', { name: 'Create invitation link' }).count(), 0);
      await ctx.screenshot(joiner, 'team-member-375');
      await axeWithoutToasts(ctx, joiner, 'Team (member, 375 px)');

      // The owner sees the new member and the link as used.
      await lead.reload();
      assert.equal((await memberNames(lead, 2)).length, 2);
      await lead.getByRole('table', { name: 'Invitation links' }).getByText('Used').waitFor();

      // The same link again: refused.
      const late = await ctx.newPage();
      await late.goto(link);
      await late.getByRole('heading', { name: "This invitation can't be used" }).waitFor();
      ctx.assertNoPageProblems();
    },
  },
];

registerTests(tests);
