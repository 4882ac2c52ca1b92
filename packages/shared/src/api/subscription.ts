import { z } from 'zod';
import { TIERS } from '../plans';

/** One row of the plan table (decisions §3) as the server serves it. */
export const PlanSchema = z.object({
  id: z.enum(TIERS),
  name: z.string(),
  displayName: z.string(),
  description: z.string(),
  price: z.number(),
  maxSystems: z.number().int(),
  maxQueries: z.number().int(),
  canWrite: z.boolean(),
  /** Dashboards one may own (-1: unlimited), scheduled deliveries and alerts, webhooks, dashboards the workspace edits. */
  maxDashboards: z.number().int(),
  schedules: z.boolean(),
  webhooks: z.boolean(),
  sharedEditDashboards: z.boolean(),
  forSale: z.boolean(),
  features: z.array(z.string()),
});

/** `GET /api/subscription/plans`: keyed by tier, as spec §7 reads it. */
export const PlansResponse = z.object({
  free: PlanSchema,
  pro: PlanSchema,
  enterprise: PlanSchema,
  staff_admin: PlanSchema,
});
export type PlansResponse = z.infer<typeof PlansResponse>;

/** Whether this server takes payments, and the key Stripe.js needs (publishable, safe to show). */
export const BillingConfigResponse = z.object({
  configured: z.boolean(),
  publishableKey: z.string().nullable(),
});
export type BillingConfigResponse = z.infer<typeof BillingConfigResponse>;

export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'unpaid',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const;

/** `GET /api/subscription/current`: always the caller's own plan. */
export const CurrentSubscriptionResponse = z.object({
  tier: z.enum(TIERS),
  /** 'active' unless a paid subscription is behind on payment or ending. */
  status: z.string(),
  currentPeriodEnd: z.string().nullable(),
  /** When a cancelled subscription ends (the tier drops to free then). */
  cancelAt: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** True when the tier comes from a paid subscription (false: free, or set by a staff admin). */
  billed: z.boolean(),
});
export type CurrentSubscriptionResponse = z.infer<typeof CurrentSubscriptionResponse>;

export const SetupIntentResponse = z.object({ clientSecret: z.string() });
export type SetupIntentResponse = z.infer<typeof SetupIntentResponse>;

/**
 * `POST /api/subscription/create`. Only a plan and the card the caller just saved:
 * no user, customer or subscription id (the server finds the caller's own, security check 3 in docs/security.md).
 */
export const CreateSubscriptionRequest = z.object({
  planId: z.enum(['pro', 'enterprise'], { error: 'planId must be pro or enterprise (choose Free to cancel)' }),
  paymentMethodId: z
    .string()
    .regex(/^pm_[A-Za-z0-9_]{1,200}$/, 'paymentMethodId must be a payment method id (pm_…)')
    .optional(),
});
export type CreateSubscriptionRequest = z.infer<typeof CreateSubscriptionRequest>;

export const CreateSubscriptionResponse = CurrentSubscriptionResponse;
export type CreateSubscriptionResponse = z.infer<typeof CreateSubscriptionResponse>;

export const CancelSubscriptionResponse = z.object({
  tier: z.enum(TIERS),
  /** When the paid plan ends; null when the account is already on Free. */
  cancelAt: z.string().nullable(),
});
export type CancelSubscriptionResponse = z.infer<typeof CancelSubscriptionResponse>;

/** `GET /api/usage/history`: questions per monthly period, oldest first (advanced analytics). */
export const UsageHistoryResponse = z.object({
  periods: z.array(z.object({ period: z.string(), queries: z.number().int() })),
});
export type UsageHistoryResponse = z.infer<typeof UsageHistoryResponse>;

export const WebhookAck = z.object({ received: z.boolean(), duplicate: z.boolean().optional() });
