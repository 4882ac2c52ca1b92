import { z } from 'zod';
import { ID_RANGE, MAX_ID, TimeZone } from './common';
import { structuredQuerySchema } from './structured-query';

/*
 * Dashboards (issue 35): answers pinned as tiles that run again, live, each time a dashboard opens. A tile keeps the
 * structured query and the form it is shown in, never the figures; the figures come from the viewer's own access to
 * the tile's system at the time they look.
 */

const id = z.number().int().positive().max(MAX_ID, ID_RANGE);

/** How a tile shows its result. */
export const TILE_FORMS = ['figure', 'table', 'bar', 'line', 'pie'] as const;
export const TileForm = z.enum(TILE_FORMS);
export type TileForm = z.infer<typeof TileForm>;

/** A tile spans 1 to 4 columns of the board's grid and 1 to 3 rows. */
export const TILE_MAX_WIDTH = 4;
export const TILE_MAX_HEIGHT = 3;

/** Periods read relative to the day the board opens, in the viewer's time zone. */
export const RELATIVE_PERIODS = [
  'today',
  'this_week',
  'this_month',
  'this_quarter',
  'this_year',
  'last_7_days',
  'last_30_days',
  'last_90_days',
  'last_12_months',
  'last_week',
  'last_month',
  'last_quarter',
  'last_year',
] as const;
export const RelativePeriod = z.enum(RELATIVE_PERIODS);
export type RelativePeriod = z.infer<typeof RelativePeriod>;

export const RELATIVE_PERIOD_LABELS: Record<RelativePeriod, string> = {
  today: 'Today',
  this_week: 'This week',
  this_month: 'This month',
  this_quarter: 'This quarter',
  this_year: 'This year',
  last_7_days: 'Last 7 days',
  last_30_days: 'Last 30 days',
  last_90_days: 'Last 90 days',
  last_12_months: 'Last 12 months',
  last_week: 'Last week',
  last_month: 'Last month',
  last_quarter: 'Last quarter',
  last_year: 'Last year',
};

/** A period: relative ("this quarter") or a custom range, `from` included and `to` excluded, as the structured query's. */
export const PeriodSpec = z.union([
  z.object({ relative: RelativePeriod }).strict(),
  z
    .object({ from: z.iso.date(), to: z.iso.date() })
    .strict()
    .refine((p) => p.from < p.to, { message: 'The period must end after it starts' }),
]);
export type PeriodSpec = z.infer<typeof PeriodSpec>;

/** Who in the workspace sees a dashboard: only its owner, every member read-only, or every member as an editor. */
export const DASHBOARD_SHARES = ['none', 'read', 'edit'] as const;
export const DashboardShare = z.enum(DASHBOARD_SHARES);
export type DashboardShare = z.infer<typeof DashboardShare>;

const title = z
  .string()
  .trim()
  .min(1, 'A title is required')
  .max(120, 'The title is too long (120 characters at most)');
const dashboardName = z
  .string()
  .trim()
  .min(1, 'A dashboard name is required')
  .max(80, 'The name is too long (80 characters at most)');

export const Tile = z.object({
  id: z.number().int(),
  dashboardId: z.number().int(),
  title: z.string(),
  /** The question the answer was asked as, shown under the title. */
  question: z.string(),
  systemId: z.number().int(),
  /** The system's name when the tile was pinned (the system may be gone since). */
  systemName: z.string(),
  form: TileForm,
  /** The structured query it runs; null for a viewer without access to its system (its filters may name data). */
  query: structuredQuerySchema.nullable(),
  /** The tile's own relative period, kept from the question ("this month" stays this month); null: the query's dates. */
  period: PeriodSpec.nullable(),
  position: z.number().int(),
  width: z.number().int().min(1).max(TILE_MAX_WIDTH),
  height: z.number().int().min(1).max(TILE_MAX_HEIGHT),
});
export type Tile = z.infer<typeof Tile>;

export const DashboardSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  share: DashboardShare,
  ownerName: z.string(),
  isOwner: z.boolean(),
  /** The viewer may change tiles and layout (owner, or a workspace editor of an 'edit' share). */
  canEdit: z.boolean(),
  tileCount: z.number().int(),
  updatedAt: z.string(),
});
export type DashboardSummary = z.infer<typeof DashboardSummary>;

export const Dashboard = DashboardSummary.extend({
  /** The board-wide period applied to every tile with a date column; null: each tile's own. */
  period: PeriodSpec.nullable(),
  tiles: z.array(Tile),
});
export type Dashboard = z.infer<typeof Dashboard>;

export const DashboardList = z.object({
  own: z.array(DashboardSummary),
  /** Dashboards members of the viewer's workspace shared with it. */
  workspace: z.array(DashboardSummary),
});
export type DashboardList = z.infer<typeof DashboardList>;

export const CreateDashboardRequest = z.object({ name: dashboardName }).strict();
export const UpdateDashboardRequest = z
  .object({
    name: dashboardName.optional(),
    share: DashboardShare.optional(),
    period: PeriodSpec.nullable().optional(),
  })
  .strict();

const pinFields = {
  messageId: id,
  queryIndex: z.number().int().min(0).max(20).default(0),
  form: TileForm,
  title: title.optional(),
};

/**
 * POST /api/dashboards/pins: pins the answer's query (`queryIndex` of the message's queries) to a dashboard, or to a
 * new one by name (created by the pin, within the plan's dashboard limit).
 */
export const PinRequest = z
  .object({
    ...pinFields,
    dashboardId: id.optional(),
    newDashboardName: dashboardName.optional(),
  })
  .strict()
  .refine((r) => (r.dashboardId === undefined) !== (r.newDashboardName === undefined), {
    message: 'Choose a dashboard or name a new one',
  });
export type PinRequest = z.input<typeof PinRequest>;

/** POST /api/dashboards/:id/tiles: pins an answer's query to that dashboard. */
export const PinTileRequest = z.object(pinFields).strict();
export type PinTileRequest = z.input<typeof PinTileRequest>;

/** A dashboard's tile in a path: /api/dashboards/:id/tiles/:tileId. */
export const DashboardTileParams = z.object({
  id: z.coerce.number().int().positive().max(MAX_ID, ID_RANGE),
  tileId: z.coerce.number().int().positive().max(MAX_ID, ID_RANGE),
});

/** POST /api/dashboards/:id/tiles/:tileId/conversation: the new conversation holding the tile's answer. */
export const TileConversation = z.object({ conversationId: z.number().int() });
export type TileConversation = z.infer<typeof TileConversation>;

export const UpdateTileRequest = z
  .object({
    title: title.optional(),
    form: TileForm.optional(),
    width: z.number().int().min(1).max(TILE_MAX_WIDTH).optional(),
    height: z.number().int().min(1).max(TILE_MAX_HEIGHT).optional(),
  })
  .strict();
/** The board's tiles in their new order: every tile id once. */
export const ReorderTilesRequest = z.object({ tileIds: z.array(id).max(200) }).strict();

/** A column of a tile's result: its key in the rows, its heading, and how its figures read. */
export const ResultColumn = z.object({
  key: z.string(),
  label: z.string(),
  role: z.enum(['label', 'measure', 'date', 'value']),
  format: z.enum(['money', 'integer', 'number', 'percent']).optional(),
});
export type ResultColumn = z.infer<typeof ResultColumn>;

/**
 * One tile's run: its figures and when they were read, or why there are none. 'no_access': the viewer cannot read
 * the tile's system (never its figures); 'unavailable': the system is gone; 'failed': the query failed, with why.
 */
export const TileResult = z.object({
  tileId: z.number().int(),
  status: z.enum(['ok', 'no_access', 'unavailable', 'failed']),
  message: z.string().optional(),
  columns: z.array(ResultColumn).optional(),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))).optional(),
  truncated: z.boolean().optional(),
  /** When the figures were read from the system (ISO); an earlier time than now when the result cache served them. */
  asOf: z.string().optional(),
  cached: z.boolean().optional(),
  /** The period the figures cover (YYYY-MM-DD, `to` excluded), when one applied. */
  period: z.object({ from: z.string(), to: z.string(), column: z.string() }).optional(),
  /** The board's period was asked for but this tile has no date column to apply it to. */
  periodNotApplied: z.boolean().optional(),
  /** The statement that ran (the "Query" disclosure). */
  statement: z.string().optional(),
});
export type TileResult = z.infer<typeof TileResult>;

/**
 * GET /api/dashboards/:id/results (and a tile's result): `period` (JSON of a PeriodSpec) overrides the board's for
 * this view; `tz` is the viewer's time zone relative periods are read in (UTC when absent).
 */
export const DashboardResultsQuery = z.object({
  tz: TimeZone.optional(),
  period: z.string().max(200).optional(),
});
export const DashboardResults = z.object({ tiles: z.array(TileResult) });
export type DashboardResults = z.infer<typeof DashboardResults>;
