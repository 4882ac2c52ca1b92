import { z } from 'zod';

/**
 * Links between two systems (Cross-System Analysis): which column of a table in one system names the same things
 * as a column of a table in another — an ERP's customers and a CRM's accounts. SOE finds them, people confirm,
 * add or remove them on the Integrations page, and SOE Local joins the two systems' answers on them.
 *
 * A source is a connected system (`system:12`) or an uploaded spreadsheet (`document:5`).
 */
export const LINK_METHODS = ['key', 'email', 'domain', 'name'] as const;
export type LinkMethod = (typeof LINK_METHODS)[number];

/** How a link's values are compared, in words for the page and for answers. */
export const LINK_METHOD_LABELS: Record<LinkMethod, string> = {
  key: 'shared keys',
  email: 'email addresses',
  domain: 'web domains',
  name: 'normalised names',
};

export const SOURCE_KEY = /^(system|document):[1-9][0-9]{0,9}$/;
export const SourceKey = z.string().regex(SOURCE_KEY, 'A source is "system:<id>" or "document:<id>"');

export const LinkSide = z.object({
  source: SourceKey,
  /** The entity's id in the source's schema (e.g. 'public.customers'). */
  entity: z.string().trim().min(1, 'Choose a table').max(300),
  column: z.string().trim().min(1, 'Choose a column').max(300),
});
export type LinkSide = z.infer<typeof LinkSide>;

export const SystemLink = z.object({
  id: z.number().int(),
  a: LinkSide.extend({ sourceName: z.string(), table: z.string() }),
  b: LinkSide.extend({ sourceName: z.string(), table: z.string() }),
  method: z.enum(LINK_METHODS),
  /** 'found' by SOE, or added by a person (kept when SOE looks for links again). */
  origin: z.enum(['found', 'person']),
  /** Distinct values of each side, and how many of them have a match on the other side. */
  matched: z.number().int(),
  distinctA: z.number().int(),
  distinctB: z.number().int(),
  updatedAt: z.string(),
});
export type SystemLink = z.infer<typeof SystemLink>;

/** GET /api/system-links: the links among the sources the caller can see, and whether their plan may use them. */
export const SystemLinksResponse = z.object({ links: z.array(SystemLink), allowed: z.boolean() });
export type SystemLinksResponse = z.infer<typeof SystemLinksResponse>;

/** POST /api/system-links/find: look for links between two sources (replaces the links SOE found before). */
export const FindSystemLinksRequest = z
  .object({ sources: z.tuple([SourceKey, SourceKey]) })
  .refine((v) => v.sources[0] !== v.sources[1], { message: 'Choose two different sources', path: ['sources'] });
export type FindSystemLinksRequest = z.infer<typeof FindSystemLinksRequest>;

/** POST /api/system-links: a link a person adds; SOE measures how many values match. */
export const CreateSystemLinkRequest = z
  .object({ a: LinkSide, b: LinkSide, method: z.enum(LINK_METHODS) })
  .refine((v) => v.a.source !== v.b.source, { message: 'A link joins two different sources', path: ['b', 'source'] });
export type CreateSystemLinkRequest = z.infer<typeof CreateSystemLinkRequest>;

/** GET /api/system-links/sources: what the caller can link — their systems and spreadsheets, with tables and columns. */
export const LinkSource = z.object({
  source: SourceKey,
  name: z.string(),
  tables: z.array(z.object({ entity: z.string(), table: z.string(), columns: z.array(z.string()) })),
});
export type LinkSource = z.infer<typeof LinkSource>;
export const LinkSourcesResponse = z.object({ sources: z.array(LinkSource) });
export type LinkSourcesResponse = z.infer<typeof LinkSourcesResponse>;
