import { eq, sql } from 'drizzle-orm';
import {
  PLANS,
  type BillingConfigResponse,
  type CancelSubscriptionResponse,
  type CreateSubscriptionRequest,
  type CurrentSubscriptionResponse,
  type Tier,
} from '@soe/shared';
import type { Db, Tx } from '../../db/client';
import * as schema from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { CurrentUser } from '../auth/session-user';
import {
  GatewayError,
  type PaidTier,
  type PaymentGateway,
  type ProviderEvent,
  type ProviderSubscription,
} from './gateway';
import { isLive, tierForSubscription } from './policy';
import { ownedBy } from '../access';

type Account = typeof schema.billingAccounts.$inferSelect;
interface Log {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export const NOT_CONFIGURED = 'Payment is not configured on this server. A staff administrator sets plans.';
const STAFF_NOT_BILLED = 'Staff accounts include every feature and are not billed.';
const PROVIDER_DOWN = 'Payment processing is not available right now. Please try again later.';

/** Gateway failures as the API answers them: a declined card is a 402 with the card's message, the rest a 503. */
async function guarded<T>(log: Log, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    if (error.kind === 'card') throw new AppError('payment_required', error.message);
    log.warn({ kind: error.kind, err: error.message }, 'payment provider call failed');
    throw new AppError('unavailable', PROVIDER_DOWN);
  }
}

/**
 * Plans and payments (decisions §3, §6). The tier every check reads stays on the
 * user row; with Stripe configured it follows the caller's subscription, moved
 * by this service's own calls and by signed, idempotent webhooks. Every method
 * acts on the caller's own account: nothing in a request names another one.
 */
export class BillingService {
  /** Called after a committed change that may have moved a user's tier (the session cache drops that user). */
  readonly onUserChanged: ((userId: number) => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly gateway: PaymentGateway | null,
    private readonly log: Log,
  ) {}

  private changed(userId: number): void {
    for (const listener of this.onUserChanged) listener(userId);
  }

  config(): BillingConfigResponse {
    return { configured: this.gateway !== null, publishableKey: this.gateway?.publishableKey ?? null };
  }

  private requireGateway(user: CurrentUser): PaymentGateway {
    if (!this.gateway) throw new AppError('bad_request', NOT_CONFIGURED);
    if (user.subscriptionTier === 'staff_admin') throw new AppError('bad_request', STAFF_NOT_BILLED);
    return this.gateway;
  }

  private async account(userId: number, tx: Tx | Db = this.db): Promise<Account | undefined> {
    const [row] = await tx
      .select()
      .from(schema.billingAccounts)
      .where(ownedBy(schema.billingAccounts.userId, { id: userId }))
      .limit(1);
    return row;
  }

  async current(userId: number): Promise<CurrentSubscriptionResponse> {
    const [user] = await this.db
      .select({ tier: schema.user.subscriptionTier })
      .from(schema.user)
      .where(eq(schema.user.id, userId));
    const tier = (user?.tier ?? 'free') as Tier;
    const account = await this.account(userId);
    const billed = Boolean(
      account?.subscriptionId && isLive(account.subscriptionStatus) && account.subscriptionTier === tier,
    );
    if (!billed || !account)
      return {
        tier,
        status: 'active',
        currentPeriodEnd: null,
        cancelAt: null,
        cancelAtPeriodEnd: false,
        billed: false,
      };
    const end = account.currentPeriodEnd?.toISOString() ?? null;
    return {
      tier,
      status: account.subscriptionStatus ?? 'active',
      currentPeriodEnd: end,
      cancelAt: account.cancelAtPeriodEnd ? end : null,
      cancelAtPeriodEnd: account.cancelAtPeriodEnd,
      billed: true,
    };
  }

  async createSetupIntent(user: CurrentUser): Promise<{ clientSecret: string }> {
    const gateway = this.requireGateway(user);
    return guarded(this.log, async () =>
      gateway.createSetupIntent((await this.ensureCustomer(gateway, user)).customerId),
    );
  }

  /** Subscribes the caller to a paid plan, or moves their live subscription to it. */
  async subscribe(user: CurrentUser, input: CreateSubscriptionRequest): Promise<CurrentSubscriptionResponse> {
    const gateway = this.requireGateway(user);
    const tier: PaidTier = input.planId;
    await guarded(this.log, async () => {
      const account = await this.ensureCustomer(gateway, user);
      if (input.paymentMethodId && (await gateway.paymentMethodOwner(input.paymentMethodId)) !== account.customerId) {
        // The same answer whether the card is someone else's or does not exist.
        throw new AppError('bad_request', 'That card is not saved to your account. Enter your card details again.');
      }
      const live =
        account.subscriptionId && isLive(account.subscriptionStatus)
          ? await gateway.retrieveSubscription(account.subscriptionId)
          : null;
      if (live && isLive(live.status)) {
        if (live.tier === tier && !live.cancelAtPeriodEnd && !input.paymentMethodId) {
          throw new AppError('conflict', `You're already on the ${PLANS[tier].displayName} plan.`);
        }
        await this.apply(
          user.id,
          await gateway.changeSubscription(live, { tier, paymentMethodId: input.paymentMethodId }),
        );
        return;
      }
      if (!input.paymentMethodId) throw new AppError('bad_request', 'Enter your card details to subscribe.');
      const created = await gateway.createSubscription({
        userId: user.id,
        customerId: account.customerId,
        tier,
        paymentMethodId: input.paymentMethodId,
      });
      await this.apply(user.id, created);
      if (!isLive(created.status))
        throw new AppError('payment_required', 'Your payment could not be completed. Please try another card.');
    });
    return this.current(user.id);
  }

  /** Cancels at the end of the paid period: the tier stays until then, and drops to Free when the provider ends it. */
  async cancel(user: CurrentUser): Promise<CancelSubscriptionResponse> {
    if (user.subscriptionTier === 'staff_admin') throw new AppError('bad_request', STAFF_NOT_BILLED);
    const account = await this.account(user.id);
    if (this.gateway && account?.subscriptionId && isLive(account.subscriptionStatus)) {
      const gateway = this.gateway;
      const sub = await guarded(this.log, async () => {
        const live = await gateway.retrieveSubscription(account.subscriptionId!);
        return isLive(live.status) && !live.cancelAtPeriodEnd ? gateway.cancelAtPeriodEnd(live.id) : live;
      });
      await this.apply(user.id, sub);
      const current = await this.current(user.id);
      return { tier: current.tier, cancelAt: current.cancelAt ?? current.currentPeriodEnd };
    }
    if (user.subscriptionTier === 'free') return { tier: 'free', cancelAt: null };
    throw new AppError('bad_request', 'Your plan was set by a staff administrator. Ask them to change it.');
  }

  /**
   * A webhook delivery: verified over the raw bytes, applied at most once per
   * event id. The subscription is read back from the provider rather than taken
   * from the event, so deliveries arriving out of order still end in the
   * provider's current state.
   */
  async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<{ received: true; duplicate: boolean }> {
    if (!this.gateway) throw new AppError('bad_request', NOT_CONFIGURED);
    const gateway = this.gateway;
    let event: ProviderEvent;
    try {
      event = gateway.verifyEvent(rawBody, signature);
    } catch (error) {
      if (error instanceof GatewayError && error.kind === 'signature')
        throw new AppError('bad_request', 'Invalid webhook signature');
      throw error;
    }
    if (await this.seen(event.id)) return { received: true, duplicate: true };

    const customerId = event.kind === 'other' ? null : event.customerId;
    const [account] = customerId
      ? await this.db
          .select()
          .from(schema.billingAccounts)
          .where(eq(schema.billingAccounts.customerId, customerId))
          .limit(1)
      : [];
    const subscriptionId = event.kind === 'subscription' || event.kind === 'invoice' ? event.subscriptionId : null;
    const sub =
      account && subscriptionId ? await guarded(this.log, () => gateway.retrieveSubscription(subscriptionId)) : null;

    const applied = await this.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(schema.billingEvents)
        .values({ eventId: event.id, type: event.type })
        .onConflictDoNothing()
        .returning();
      if (!inserted.length) return false;
      if (account && sub) await this.applyIn(tx, account.userId, sub);
      if (account && event.kind === 'setup' && event.paymentMethodId) {
        await tx
          .update(schema.billingAccounts)
          .set({ defaultPaymentMethod: event.paymentMethodId, updatedAt: new Date() })
          .where(ownedBy(schema.billingAccounts.userId, { id: account.userId }));
      }
      return true;
    });
    if (applied && account) this.changed(account.userId);
    if (applied)
      this.log.info({ event: event.id, type: event.type, userId: account?.userId ?? null }, 'billing event applied');
    return { received: true, duplicate: !applied };
  }

  private async seen(eventId: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: schema.billingEvents.eventId })
      .from(schema.billingEvents)
      .where(eq(schema.billingEvents.eventId, eventId))
      .limit(1);
    return rows.length > 0;
  }

  private async apply(userId: number, sub: ProviderSubscription): Promise<void> {
    await this.db.transaction((tx) => this.applyIn(tx, userId, sub));
    this.changed(userId);
  }

  /**
   * Records the subscription and moves the tier with it. A staff admin is never
   * billed down; a subscription other than the account's current one only takes
   * over when it is live and the current one is not (a late event about an old
   * subscription changes nothing).
   */
  private async applyIn(tx: Tx, userId: number, sub: ProviderSubscription): Promise<void> {
    const [account] = await tx
      .select()
      .from(schema.billingAccounts)
      .where(ownedBy(schema.billingAccounts.userId, { id: userId }))
      .for('update');
    if (!account || account.customerId !== sub.customerId) return;
    if (
      account.subscriptionId &&
      account.subscriptionId !== sub.id &&
      !(isLive(sub.status) && !isLive(account.subscriptionStatus))
    )
      return;
    await tx
      .update(schema.billingAccounts)
      .set({
        subscriptionId: sub.id,
        subscriptionStatus: sub.status,
        subscriptionTier: sub.tier,
        currentPeriodEnd: sub.currentPeriodEnd,
        cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
        defaultPaymentMethod: sub.defaultPaymentMethod ?? account.defaultPaymentMethod,
        updatedAt: new Date(),
      })
      .where(ownedBy(schema.billingAccounts.userId, { id: userId }));
    await setTier(tx, userId, tierForSubscription(sub));
  }

  private async ensureCustomer(gateway: PaymentGateway, user: CurrentUser): Promise<Account> {
    const existing = await this.account(user.id);
    if (existing) return existing;
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
    const customerId = await gateway.createCustomer({ userId: user.id, email: user.email, name });
    await this.db.insert(schema.billingAccounts).values({ userId: user.id, customerId }).onConflictDoNothing();
    return (await this.account(user.id))!;
  }
}

/**
 * Moves a user's tier as billing decides. Buying a plan that includes write
 * gives a read-only account write access (what the plan sells); a lower tier
 * needs no access change, since the plan's canWrite already gates writing.
 */
async function setTier(tx: Tx, userId: number, tier: Tier): Promise<void> {
  const [row] = await tx
    .select({ tier: schema.user.subscriptionTier, access: schema.user.accessLevel })
    .from(schema.user)
    .where(eq(schema.user.id, userId))
    .for('update');
  if (!row || row.tier === 'staff_admin' || row.tier === tier) return;
  const gainsWrite = PLANS[tier].canWrite && !PLANS[row.tier as Tier]?.canWrite && row.access === 'read';
  await tx
    .update(schema.user)
    .set({ subscriptionTier: tier, ...(gainsWrite ? { accessLevel: 'write' } : {}), updatedAt: sql`now()` })
    .where(eq(schema.user.id, userId));
}
