import { z } from 'zod';
import { ID_RANGE, MAX_ID, TimeZone } from './common';
import { PeriodSpec } from './dashboards';
import { structuredQuerySchema } from './structured-query';

/*
 * Deliveries (issue 35): a dashboard or one pinned tile sent daily, weekly or monthly, and alerts that watch a figure.
 * Each run delivers to the in-app notification list, and, where set, to an incoming webhook and by email.
 */

const id = z.number().int().positive().max(MAX_ID, ID_RANGE);

export const FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export const Frequency = z.enum(FREQUENCIES);
export type Frequency = z.infer<typeof Frequency>;

/** How often an alert reads its figure. */
export const ALERT_CHECKS = ['hourly', 'daily', 'weekly'] as const;
export const AlertCheck = z.enum(ALERT_CHECKS);
export type AlertCheck = z.infer<typeof AlertCheck>;

export const ALERT_OPS = ['<', '<=', '>', '>='] as const;
export const AlertOp = z.enum(ALERT_OPS);
export type AlertOp = z.infer<typeof AlertOp>;

/** Where a delivery goes besides the in-app list (always on). The webhook address is a secret: write-only. */
export const DeliveryChannelsInput = z
  .object({
    email: z.boolean().default(false),
    /** An incoming-webhook address (Slack- and Teams-compatible); null removes it, absent keeps it. */
    webhookUrl: z
      .url({ protocol: /^https?$/ })
      .max(2000)
      .nullable()
      .optional(),
  })
  .strict();
export const DeliveryChannels = z.object({
  inApp: z.literal(true),
  email: z.boolean(),
  /** The webhook's host only ("hooks.slack.com"), never its secret path. */
  webhookHost: z.string().nullable(),
});
export type DeliveryChannels = z.infer<typeof DeliveryChannels>;

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A time is HH:MM, 24-hour');

export const CreateScheduleRequest = z
  .object({
    /** What is delivered: a whole dashboard, or one of its tiles. */
    dashboardId: id,
    tileId: id.optional(),
    frequency: Frequency,
    time,
    /** Weekly: 0 = Sunday … 6 = Saturday. */
    weekday: z.number().int().min(0).max(6).optional(),
    /** Monthly: the day of the month, 1-28 (every month has it). */
    monthDay: z.number().int().min(1).max(28).optional(),
    timeZone: TimeZone,
    channels: DeliveryChannelsInput.default({ email: false }),
  })
  .strict()
  .refine((s) => s.frequency !== 'weekly' || s.weekday !== undefined, { message: 'Choose a day of the week' })
  .refine((s) => s.frequency !== 'monthly' || s.monthDay !== undefined, { message: 'Choose a day of the month' });
export type CreateScheduleRequest = z.input<typeof CreateScheduleRequest>;

export const UpdateScheduleRequest = z
  .object({
    frequency: Frequency.optional(),
    time: time.optional(),
    weekday: z.number().int().min(0).max(6).optional(),
    monthDay: z.number().int().min(1).max(28).optional(),
    timeZone: TimeZone.optional(),
    channels: DeliveryChannelsInput.optional(),
    enabled: z.boolean().optional(),
  })
  .strict();

const runState = {
  lastRunAt: z.string().nullable(),
  nextRunAt: z.string().nullable(),
  lastStatus: z.enum(['ok', 'failed']).nullable(),
  lastError: z.string().nullable(),
};

export const Schedule = z.object({
  id: z.number().int(),
  dashboardId: z.number().int(),
  tileId: z.number().int().nullable(),
  /** The dashboard's or tile's title. */
  title: z.string(),
  frequency: Frequency,
  time: z.string(),
  weekday: z.number().int().nullable(),
  monthDay: z.number().int().nullable(),
  timeZone: z.string(),
  channels: DeliveryChannels,
  enabled: z.boolean(),
  ...runState,
});
export type Schedule = z.infer<typeof Schedule>;

/** An alert on a figure: from a pinned tile, or from a question asked in the chat ("alert me when …"). */
export const CreateAlertRequest = z
  .object({
    tileId: id.optional(),
    /** An answer's query to watch (a message and its query index), when not a tile. */
    messageId: id.optional(),
    queryIndex: z.number().int().min(0).max(20).default(0),
    /** The measure watched, by its name in the query; the first measure when absent. */
    measure: z.string().max(200).optional(),
    op: AlertOp,
    threshold: z.number().finite(),
    check: AlertCheck.default('daily'),
    /** The period the figure is read over each time ("weekly revenue": last 7 days); null: the query's own. */
    period: PeriodSpec.nullable().optional(),
    timeZone: TimeZone,
    channels: DeliveryChannelsInput.default({ email: false }),
  })
  .strict()
  .refine((a) => (a.tileId === undefined) !== (a.messageId === undefined), {
    message: 'An alert watches a pinned tile or an answer',
  });
export type CreateAlertRequest = z.input<typeof CreateAlertRequest>;

export const UpdateAlertRequest = z
  .object({
    op: AlertOp.optional(),
    threshold: z.number().finite().optional(),
    check: AlertCheck.optional(),
    channels: DeliveryChannelsInput.optional(),
    enabled: z.boolean().optional(),
  })
  .strict();

export const Alert = z.object({
  id: z.number().int(),
  /** What is watched, in words: "Revenue (last 7 days) below 50,000". */
  title: z.string(),
  question: z.string(),
  systemId: z.number().int(),
  systemName: z.string(),
  query: structuredQuerySchema,
  measure: z.string(),
  op: AlertOp,
  threshold: z.number(),
  check: AlertCheck,
  period: PeriodSpec.nullable(),
  timeZone: z.string(),
  channels: DeliveryChannels,
  enabled: z.boolean(),
  /** The figure's last reading and whether the condition held then (an alert fires when it starts to hold). */
  lastValue: z.number().nullable(),
  triggered: z.boolean(),
  ...runState,
});
export type Alert = z.infer<typeof Alert>;

export const NotificationItem = z.object({
  id: z.number().int(),
  kind: z.enum(['schedule', 'alert', 'system']),
  title: z.string(),
  body: z.string(),
  /** The in-app page the notification leads to ("/app/dashboards/3"). */
  link: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type NotificationItem = z.infer<typeof NotificationItem>;

export const NotificationList = z.object({
  items: z.array(NotificationItem),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof NotificationList>;

/** Marks notifications read: these ids, or all of them. */
export const MarkNotificationsRequest = z
  .object({ ids: z.array(id).max(500).optional(), all: z.boolean().optional() })
  .strict()
  .refine((r) => r.all === true || (r.ids?.length ?? 0) > 0, { message: 'Name notifications or ask for all' });

/** Staff admins' view of the job queue: each scheduled job, its last and next run and its failures. */
export const ScheduledJobRow = z.object({
  kind: z.enum(['schedule', 'alert']),
  id: z.number().int(),
  title: z.string(),
  ownerEmail: z.string(),
  enabled: z.boolean(),
  ...runState,
  failures: z.number().int(),
});
export const ScheduledJobsResponse = z.object({
  jobs: z.array(ScheduledJobRow),
  queue: z.object({ queued: z.number().int(), active: z.number().int(), failed: z.number().int() }),
});
export type ScheduledJobsResponse = z.infer<typeof ScheduledJobsResponse>;
