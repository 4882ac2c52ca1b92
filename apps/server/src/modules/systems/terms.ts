import { eq } from 'drizzle-orm';
import { parseDocument, stringify } from 'yaml';
import { BusinessTerm, MAX_BUSINESS_TERMS, businessTermKind, isStaff, type SystemTermsResponse } from '@soe/shared';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { CurrentUser } from '../auth/session-user';
import { DEMO_TERMS } from '../connectors/demo/terms';
import type { DiscoveredSchema } from '../connectors/schema';
import { draftTermsFromSchema } from '../engine';

type SystemRow = typeof schema.systems.$inferSelect;

/**
 * What the terms service needs of the systems service (SystemsService has both): declared here so the two
 * files do not import each other.
 */
interface SystemLookup {
  get(user: CurrentUser, id: number, need?: 'read' | 'write' | 'manage'): Promise<SystemRow>;
  schemaOf(user: CurrentUser, id: number): Promise<DiscoveredSchema | null>;
}

/** Where saved terms are recorded (the audit log). */
interface TermsAudit {
  record(entry: {
    actorId: number | null;
    action: string;
    target?: string | null;
    details?: Record<string, unknown> | null;
  }): Promise<void>;
}

/** Largest YAML file accepted on import: 500 terms of ordinary size fit well within it. */
export const TERMS_YAML_LIMIT = 1024 * 1024;

/**
 * The terms SOE Local reads for a system: those saved (drafted at connect or edited by a person), else the
 * Demo Company's own for the built-in system. Undefined when none are saved yet (a system connected before
 * terms existed, until its next refresh).
 */
export function storedTerms(row: Pick<SystemRow, 'terms' | 'isDemo'>): BusinessTerm[] | undefined {
  return row.terms ?? (row.isDemo ? DEMO_TERMS : undefined);
}

/** The terms a system gets when it has none at connect or refresh: the demo's own, else drafted from its schema. */
export async function draftSystemTerms(
  row: Pick<SystemRow, 'isDemo' | 'name'>,
  discovered: DiscoveredSchema,
): Promise<BusinessTerm[]> {
  return row.isDemo ? DEMO_TERMS : draftTermsFromSchema(row.name, discovered);
}

/** The system's owner and staff admins change its terms; whoever else can see the system reads them. */
function canEditTerms(row: Pick<SystemRow, 'userId'>, user: CurrentUser): boolean {
  return row.userId === user.id || isStaff(user);
}

/** How a term is named in an error: its first phrase, else what it does to which table. */
function termName(raw: unknown, index: number): string {
  const t = (raw ?? {}) as { phrases?: unknown; entity?: unknown };
  const phrase = Array.isArray(t.phrases) && typeof t.phrases[0] === 'string' ? t.phrases[0] : null;
  const entity = typeof t.entity === 'string' && t.entity ? t.entity : null;
  return `Term ${index + 1}${phrase ? ` ("${phrase}")` : entity ? ` (on ${entity})` : ''}`;
}

/** Every term through the shared schema; the first bad one is refused with its number, name and field. */
export function parseTerms(input: unknown[]): BusinessTerm[] {
  return input.map((raw, i) => {
    const parsed = BusinessTerm.safeParse(raw);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
    throw new AppError('validation_failed', `${termName(raw, i)}: ${where}${issue.message}`);
  });
}

/**
 * Terms must name the system's own tables and columns (secret fields hidden from SOE are unknown here too),
 * dates must be date columns, and key columns cannot be hidden: joins run on them.
 */
export function checkTermsAgainstSchema(terms: BusinessTerm[], discovered: DiscoveredSchema): void {
  const entities = new Map(discovered.entities.map((e) => [e.name, e]));
  const keys = new Set<string>();
  for (const e of discovered.entities) for (const f of e.fields) if (f.isPrimaryKey) keys.add(`${e.name}.${f.name}`);
  for (const r of discovered.relations) {
    for (const f of r.fromFields) keys.add(`${r.fromEntity}.${f}`);
    for (const f of r.toFields) keys.add(`${r.toEntity}.${f}`);
  }
  terms.forEach((t, i) => {
    const fail = (message: string) => {
      throw new AppError('validation_failed', `${termName(t, i)}: ${message}`);
    };
    const entity = entities.get(t.entity);
    if (!entity) return fail(`${t.entity} is not a table of this system`);
    const field = (table: NonNullable<typeof entity>, column: string, what: string) => {
      const f = table.fields.find((x) => x.name === column);
      if (!f) fail(`${what} ${column} is not a column of ${table.name}`);
      return f!;
    };
    for (const f of t.filters) field(entity, f.column, 'the filter column');
    if (t.measure?.column) field(entity, t.measure.column, 'the measure column');
    if (t.measure?.lines) {
      const lines = entities.get(t.measure.lines.entity);
      if (!lines) return fail(`${t.measure.lines.entity} is not a table of this system`);
      const { quantity, price, discount } = t.measure.lines;
      for (const c of [quantity, price, discount]) if (c) field(lines, c, 'the line column');
    }
    if (t.date) {
      const f = field(entity, t.date, 'the date column');
      if (f.type !== 'date' && f.type !== 'timestamp') fail(`${t.date} is not a date column`);
    }
    for (const c of t.display ?? []) field(entity, c, 'the display column');
    for (const c of t.hidden ?? []) {
      field(entity, c, 'the hidden column');
      if (keys.has(`${entity.name}.${c}`)) fail(`${c} is a key that joins tables; it cannot be hidden`);
      if (t.display?.includes(c)) fail(`${c} cannot be both shown as the name and hidden`);
    }
  });
}

/**
 * Business terms per system (GET/PUT /api/systems/{id}/terms and their YAML): stored on the system's row, read
 * by every question through SystemsService.engineSystem, so a saved term applies to the next question on every
 * instance without reconnecting (the engine rebuilds its catalog when display or hidden columns change).
 */
export class SystemTermsService {
  constructor(
    private readonly db: Db,
    private readonly systems: SystemLookup,
    private readonly audit?: TermsAudit,
  ) {}

  async list(user: CurrentUser, id: number): Promise<SystemTermsResponse> {
    const row = await this.systems.get(user, id, 'read');
    return { systemId: row.id, terms: storedTerms(row) ?? [], canEdit: canEditTerms(row, user) };
  }

  /** Replaces the whole list; each term is checked, and against the system's schema when it has one. */
  async replace(user: CurrentUser, id: number, input: unknown[]): Promise<SystemTermsResponse> {
    const row = await this.editable(user, id);
    if (input.length > MAX_BUSINESS_TERMS)
      throw new AppError('validation_failed', `At most ${MAX_BUSINESS_TERMS} terms per system`);
    const terms = parseTerms(input);
    const discovered = await this.systems.schemaOf(user, id).catch(() => null);
    if (discovered) checkTermsAgainstSchema(terms, discovered);
    await this.db.update(schema.systems).set({ terms, updatedAt: new Date() }).where(eq(schema.systems.id, row.id));
    await this.audit?.record({
      actorId: user.id,
      action: 'system.terms.update',
      target: `system:${row.id}`,
      details: { terms: terms.length, kinds: countKinds(terms) },
    });
    return { systemId: row.id, terms, canEdit: true };
  }

  /** A system the user can see (404 otherwise) whose terms they may change (403 otherwise). */
  private async editable(user: CurrentUser, id: number): Promise<SystemRow> {
    const row = await this.systems.get(user, id, 'read');
    if (!canEditTerms(row, user))
      throw new AppError(
        'forbidden',
        `${row.name} is shared with you by its owner; only its owner or a staff admin can change its business terms.`,
      );
    return row;
  }

  /** The terms as a YAML file people can edit and import again. */
  async exportYaml(user: CurrentUser, id: number): Promise<{ filename: string; body: string }> {
    const row = await this.systems.get(user, id, 'read');
    const terms = storedTerms(row) ?? [];
    const head = `# Business terms of ${row.name.replace(/\s+/g, ' ')}, exported from SOE.\n# Edit them and import the file again on the Integrations page (Business terms).\n`;
    const body = head + stringify({ terms: terms.map(withoutDefaults) }, { lineWidth: 0 });
    const slug =
      row.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'system';
    return { filename: `${slug}-terms.yaml`, body };
  }

  /** Reads a YAML file (`terms:` with a list, or the list alone) and replaces the terms with it. */
  async importYaml(user: CurrentUser, id: number, text: unknown): Promise<SystemTermsResponse> {
    // Checked first so a member's import is refused for what it is (and another's system is a 404), not for its content.
    await this.editable(user, id);
    if (typeof text !== 'string')
      throw new AppError('unsupported_media_type', 'Send the YAML file with the content type application/yaml');
    const doc = parseDocument(text, { uniqueKeys: true });
    const error = doc.errors[0];
    if (error) {
      const line = error.linePos?.[0]?.line;
      throw new AppError(
        'validation_failed',
        `The YAML file could not be read${line ? ` (line ${line})` : ''}: ${error.message.split('\n')[0]}`,
      );
    }
    // Few aliases: a file of nested aliases cannot expand into a huge value (the billion-laughs file).
    let value: unknown;
    try {
      value = doc.toJS({ maxAliasCount: 50 });
    } catch {
      throw new AppError('validation_failed', 'The YAML file could not be read: it uses too many aliases (*name)');
    }
    const list = Array.isArray(value)
      ? value
      : value && typeof value === 'object' && Array.isArray((value as { terms?: unknown }).terms)
        ? (value as { terms: unknown[] }).terms
        : null;
    // An empty file is refused rather than read as "no terms": clearing them all is done with `terms: []`.
    if (!list)
      throw new AppError(
        'validation_failed',
        'The YAML file must hold a list of terms under "terms:" (or the list alone)',
      );
    return this.replace(user, id, list);
  }
}

/** A term as people write it: no empty lists, no 'in' operator spelled out. */
function withoutDefaults(t: BusinessTerm): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (t.phrases.length) out.phrases = t.phrases;
  if (t.description) out.description = t.description;
  out.entity = t.entity;
  if (t.measure) out.measure = t.measure;
  if (t.filters.length)
    out.filters = t.filters.map((f) => (f.op === 'in' ? { column: f.column, values: f.values } : f));
  if (t.date) out.date = t.date;
  if (t.display) out.display = t.display;
  if (t.hidden) out.hidden = t.hidden;
  return out;
}

function countKinds(terms: BusinessTerm[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const t of terms) out[businessTermKind(t)] = (out[businessTermKind(t)] ?? 0) + 1;
  return out;
}
