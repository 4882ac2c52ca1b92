/**
 * The plan table (decisions §3). The server enforces these limits; the client
 * renders them as the built-in fallback until the server's copy arrives.
 */
export const TIERS = ['free', 'pro', 'enterprise', 'staff_admin'] as const;
export type Tier = (typeof TIERS)[number];

export const ACCESS_LEVELS = ['read', 'write', 'admin'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

export interface Plan {
  id: Tier;
  name: string;
  displayName: string;
  description: string;
  /** Monthly price in US dollars. */
  price: number;
  maxSystems: number;
  /** -1 means unlimited. */
  maxQueries: number;
  canWrite: boolean;
  /** Dashboards a user may own (issue 35); -1 means unlimited. */
  maxDashboards: number;
  /** Scheduled deliveries and alerts. */
  schedules: boolean;
  /** Deliveries to incoming webhooks, and dashboards the workspace may edit. */
  webhooks: boolean;
  sharedEditDashboards: boolean;
  forSale: boolean;
  features: string[];
}

export const PLANS: Record<Tier, Plan> = {
  free: {
    id: 'free',
    name: 'free',
    displayName: 'Free',
    price: 0,
    maxSystems: 1,
    maxQueries: 10,
    canWrite: false,
    maxDashboards: 1,
    schedules: false,
    webhooks: false,
    sharedEditDashboards: false,
    forSale: true,
    description: 'Connect to a single system with read-only access.',
    features: ['1 connected system', 'Read-only access', '10 questions per month', 'Built-in demo company'],
  },
  pro: {
    id: 'pro',
    name: 'pro',
    displayName: 'Pro',
    price: 29,
    maxSystems: 5,
    maxQueries: 1000,
    canWrite: true,
    maxDashboards: -1,
    schedules: true,
    webhooks: false,
    sharedEditDashboards: false,
    forSale: true,
    description: 'Connect to multiple systems with full access.',
    features: ['Up to 5 connected systems', 'Read and write access', '1000 questions per month', 'Advanced analytics'],
  },
  enterprise: {
    id: 'enterprise',
    name: 'enterprise',
    displayName: 'Enterprise',
    price: 99,
    maxSystems: 20,
    maxQueries: 10000,
    canWrite: true,
    maxDashboards: -1,
    schedules: true,
    webhooks: true,
    sharedEditDashboards: true,
    forSale: true,
    description: 'Enterprise-grade access with priority support.',
    features: [
      'Up to 20 connected systems',
      'Read and write access',
      '10000 questions per month',
      'Advanced analytics',
      'Custom integrations (OpenAPI, MCP)',
      'Priority support',
    ],
  },
  staff_admin: {
    id: 'staff_admin',
    name: 'staff_admin',
    displayName: 'Staff Admin',
    price: 0,
    maxSystems: 50,
    maxQueries: -1,
    canWrite: true,
    maxDashboards: -1,
    schedules: true,
    webhooks: true,
    sharedEditDashboards: true,
    forSale: false,
    description: 'Staff and admin access with unlimited queries.',
    features: [
      'Up to 50 connected systems',
      'Read and write access',
      'Unlimited questions',
      'Advanced analytics',
      'Custom integrations (OpenAPI, MCP)',
      'User administration',
    ],
  },
};

export const TIER_LABELS: Record<Tier, string> = {
  free: 'FREE',
  pro: 'PRO',
  enterprise: 'ENTERPRISE',
  staff_admin: 'STAFF ADMIN',
};

/** Admin rights come from the flag or the staff tier, never from a username (decisions §2). */
export function isStaff(user: { isAdmin: boolean; subscriptionTier: Tier }): boolean {
  return user.isAdmin || user.subscriptionTier === 'staff_admin';
}

/** Effective write = access write/admin AND the plan allows writing (decisions §2). */
export function canWrite(user: { accessLevel: AccessLevel; subscriptionTier: Tier }): boolean {
  return (user.accessLevel === 'write' || user.accessLevel === 'admin') && PLANS[user.subscriptionTier].canWrite;
}

/** The 'Custom API' connectors, gated by the custom-integrations feature (decisions §3). */
export const CUSTOM_INTEGRATION_CONNECTORS: readonly string[] = ['openapi', 'mcp'];
export const CUSTOM_INTEGRATION_TIERS: readonly Tier[] = ['enterprise', 'staff_admin'];
export const CUSTOM_INTEGRATIONS_MESSAGE =
  'Custom API connections (OpenAPI and MCP) need the Enterprise plan. Upgrade your plan to connect them.';

/** Whether the tier may connect this connector: custom integrations need enterprise or staff_admin. */
export function planAllowsConnector(tier: Tier, connectorId: string): boolean {
  return !CUSTOM_INTEGRATION_CONNECTORS.includes(connectorId) || CUSTOM_INTEGRATION_TIERS.includes(tier);
}

/** Cross-System Analysis (one answer joining two systems) is part of advanced analytics (decisions §3). */
export const CROSS_SYSTEM_TIERS: readonly Tier[] = ['pro', 'enterprise', 'staff_admin'];
export const CROSS_SYSTEM_MESSAGE =
  'Answers that combine two systems need the Pro or Enterprise plan. Upgrade your plan to ask them.';
export function planAllowsCrossSystem(tier: Tier): boolean {
  return CROSS_SYSTEM_TIERS.includes(tier);
}

/** Dashboards, schedules, alerts and webhooks by plan (issue 35); the server enforces them with these words. */
export const DASHBOARD_LIMIT_MESSAGE =
  "You've reached your plan's dashboard limit. Upgrade your plan to create more dashboards.";
export const SCHEDULES_MESSAGE =
  'Scheduled deliveries and alerts need the Pro or Enterprise plan. Upgrade your plan to set them up.';
/**
 * The most scheduled deliveries, and the most alerts, one account keeps on any plan: each is a job run on every
 * instance's queue, so one account cannot fill it for everyone.
 */
export const MAX_SCHEDULES_PER_USER = 100;
export const MAX_ALERTS_PER_USER = 100;
export const SCHEDULE_CAP_MESSAGE = `You already have ${MAX_SCHEDULES_PER_USER} scheduled deliveries, the most one account can keep. Delete one to set up another.`;
export const ALERT_CAP_MESSAGE = `You already have ${MAX_ALERTS_PER_USER} alerts, the most one account can keep. Delete one to set up another.`;
export const WEBHOOKS_MESSAGE = 'Webhook deliveries need the Enterprise plan. Upgrade your plan to send to a webhook.';
export const SHARED_EDIT_MESSAGE =
  'Dashboards your workspace can edit need the Enterprise plan. Upgrade your plan to share them for editing.';
