import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithClient, stubApi } from '@/testing/render';
import { PAID_PLANS_NEED_PAYMENT, PAYMENT_NOT_CONFIGURED, SET_BY_STAFF } from '../lib/plan-order';
import { SubscriptionDialog } from './subscription-dialog';

const user = (tier: string) => ({
  isAuthenticated: true,
  id: 2,
  username: 'dana',
  accessLevel: 'write',
  provider: 'local',
  subscriptionTier: tier,
  isAdmin: false,
});
const subscription = (tier: string, billed: boolean) => ({
  tier,
  status: 'active',
  currentPeriodEnd: null,
  cancelAt: null,
  cancelAtPeriodEnd: false,
  billed,
});

describe('Subscription dialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the three plans with the current one marked, and no paid choice when the server takes no payments', async () => {
    stubApi({
      'GET /api/user': { body: user('free') },
      'GET /api/subscription/config': { body: { configured: false, publishableKey: null } },
      'GET /api/subscription/current': { body: subscription('free', false) },
      'GET /api/subscription/plans': { body: {} },
    });
    renderWithClient(<SubscriptionDialog open onOpenChange={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Subscription Plans' });
    expect(await within(dialog).findByText(PAYMENT_NOT_CONFIGURED)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Free: Current Plan' })).toBeDisabled();
    // Refused changes stay focusable, marked aria-disabled, with their reason read out.
    for (const name of ['Upgrade to Pro', 'Upgrade to Enterprise']) {
      const button = within(dialog).getByRole('button', { name });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAccessibleDescription(PAID_PLANS_NEED_PAYMENT);
    }
  });

  it('offers no Downgrade for a plan a staff administrator set, and only Included to a staff account', async () => {
    const calls = stubApi({
      'GET /api/user': { body: user('pro') },
      'GET /api/subscription/config': { body: { configured: false, publishableKey: null } },
      'GET /api/subscription/current': { body: subscription('pro', false) },
      'GET /api/subscription/plans': { body: {} },
    });
    const first = renderWithClient(<SubscriptionDialog open onOpenChange={() => {}} />);
    let dialog = await screen.findByRole('dialog', { name: 'Subscription Plans' });
    const downgrade = await within(dialog).findByRole('button', { name: 'Downgrade to Free' });
    await vi.waitFor(() => expect(downgrade).toHaveAccessibleDescription(SET_BY_STAFF));
    expect(downgrade).toHaveAttribute('aria-disabled', 'true');
    await first.user.click(downgrade);
    expect(calls.some((c) => c.route === 'POST /api/subscription/cancel')).toBe(false);
    first.unmount();

    stubApi({
      'GET /api/user': { body: { ...user('staff_admin'), isAdmin: true } },
      'GET /api/subscription/config': { body: { configured: false, publishableKey: null } },
      'GET /api/subscription/current': { body: subscription('staff_admin', false) },
      'GET /api/subscription/plans': { body: {} },
    });
    renderWithClient(<SubscriptionDialog open onOpenChange={() => {}} />);
    dialog = await screen.findByRole('dialog', { name: 'Subscription Plans' });
    for (const plan of ['Free', 'Pro', 'Enterprise'])
      expect(await within(dialog).findByRole('button', { name: `${plan}: Included` })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    expect(within(dialog).queryByRole('button', { name: /^(Upgrade|Downgrade)/ })).toBeNull();
  });

  it('changes a billed plan on the card it has, then says so and closes after 2 s', async () => {
    const calls = stubApi({
      'GET /api/user': { body: user('pro') },
      'GET /api/subscription/config': { body: { configured: true, publishableKey: 'pk_test_1' } },
      'GET /api/subscription/current': { body: subscription('pro', true) },
      'GET /api/subscription/plans': { body: {} },
      'POST /api/subscription/create': { body: { tier: 'enterprise', status: 'active' } },
    });
    const onOpenChange = vi.fn();
    const { user: person } = renderWithClient(<SubscriptionDialog open onOpenChange={onOpenChange} />);
    const dialog = await screen.findByRole('dialog', { name: 'Subscription Plans' });
    const upgrade = await within(dialog).findByRole('button', { name: 'Upgrade to Enterprise' });
    await vi.waitFor(() => expect(upgrade).toBeEnabled());
    expect(within(dialog).getByRole('button', { name: 'Pro: Current Plan' })).toBeDisabled();
    await person.click(upgrade);
    expect(await screen.findByRole('dialog', { name: 'Subscription Updated!' })).toHaveTextContent(
      "You're now on the Enterprise plan.",
    );
    expect(calls.find((c) => c.route === 'POST /api/subscription/create')?.body).toEqual({ planId: 'enterprise' });
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false), { timeout: 3_000 });
  });
});
