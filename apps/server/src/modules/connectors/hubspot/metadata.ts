import { ConnectorError, isAccessDenied } from '../connector';
import type { ApiClient } from '../api/http-client';
import type { FieldType, SchemaEntity, SchemaField, SchemaRelation } from '../schema';

/**
 * HubSpot CRM metadata: each object's properties (GET /crm/v3/properties/{type})
 * and, for deals and tickets, their pipelines (GET /crm/v3/pipelines/{type}).
 * Enumeration values are shown by their labels — a deal's stage reads
 * "Closed Won", not "closedwon" or "1002" — so the label maps built here are
 * used both ways: values → labels in rows, labels → values in filters and writes.
 *
 * Associations have no property to read, so the primary associated company of
 * a deal or ticket is exposed as a field `company_id`, filled through the v4
 * associations batch-read API when a query uses it (docs/decisions ADR).
 */

export interface HsPropertyMeta {
  name: string;
  label: string;
  type: string;
  fieldType?: string;
  description?: string;
  options?: Array<{ label: string; value: string; hidden?: boolean }>;
  hidden?: boolean;
  calculated?: boolean;
  modificationMetadata?: { readOnlyValue?: boolean };
}

interface HsPipeline {
  id: string;
  label: string;
  stages: Array<{ id: string; label: string }>;
}

export interface ObjectMeta {
  type: string;
  label: string;
  plural: string;
  /** The properties SOE shows (curated), in HubSpot's order. */
  properties: HsPropertyMeta[];
  /** Every property by name, for validating filters and writes. */
  byName: Map<string, HsPropertyMeta>;
  /** Enumeration property → value → label. */
  labels: Map<string, Map<string, string>>;
}

export const OBJECTS: Array<{ type: string; label: string; plural: string }> = [
  { type: 'companies', label: 'Company', plural: 'Companies' },
  { type: 'contacts', label: 'Contact', plural: 'Contacts' },
  { type: 'deals', label: 'Deal', plural: 'Deals' },
  { type: 'tickets', label: 'Ticket', plural: 'Tickets' },
  { type: 'line_items', label: 'Line item', plural: 'Line items' },
  { type: 'products', label: 'Product', plural: 'Products' },
];
/** The objects test() checks; a 403 on some of them makes the connection 'limited'. */
export const CORE_OBJECTS = ['companies', 'contacts', 'deals', 'tickets'];
/** The record id, always present (HubSpot's hs_object_id). */
export const ID_FIELD = 'id';
/** Synthetic association fields: object → field → the object it points to. */
export const ASSOCIATION_FIELDS: Record<string, { field: string; to: string; label: string }> = {
  deals: { field: 'company_id', to: 'companies', label: 'Primary associated company (record ID)' },
  tickets: { field: 'company_id', to: 'companies', label: 'Primary associated company (record ID)' },
};
/** Real id properties that point at another object. */
const REFERENCE_PROPERTIES: Array<{ object: string; property: string; to: string }> = [
  { object: 'contacts', property: 'associatedcompanyid', to: 'companies' },
  { object: 'line_items', property: 'hs_product_id', to: 'products' },
];
/** hs_ properties worth showing; the other internal ones (hundreds in a real portal) stay out. */
const KEEP_INTERNAL = new Set([
  'hs_is_closed',
  'hs_is_closed_won',
  'hs_deal_stage_probability',
  'hs_forecast_amount',
  'hs_pipeline',
  'hs_pipeline_stage',
  'hs_ticket_priority',
  'hs_ticket_category',
  'hs_lead_status',
  'hs_product_id',
  'hs_lastmodifieddate',
  'hs_sku',
]);
const MAX_PROPERTIES = 80;
const TYPES: Record<string, FieldType> = {
  number: 'decimal',
  date: 'date',
  datetime: 'timestamp',
  bool: 'boolean',
  enumeration: 'text',
  string: 'text',
  phone_number: 'text',
};

export function fieldTypeOf(p: HsPropertyMeta): FieldType | undefined {
  return TYPES[p.type];
}

function curated(all: HsPropertyMeta[]): HsPropertyMeta[] {
  return all
    .filter(
      (p) =>
        !p.hidden &&
        fieldTypeOf(p) &&
        p.name !== 'hs_object_id' &&
        (!p.name.startsWith('hs_') || KEEP_INTERNAL.has(p.name)),
    )
    .slice(0, MAX_PROPERTIES);
}

export function toEntity(meta: ObjectMeta, withAssociations: boolean): SchemaEntity {
  const fields: SchemaField[] = [
    {
      name: ID_FIELD,
      type: 'text',
      nativeType: 'hs_object_id',
      nullable: false,
      isPrimaryKey: true,
      description: `${meta.label} record ID`,
    },
  ];
  for (const p of meta.properties)
    fields.push({
      name: p.name,
      type: fieldTypeOf(p)!,
      nativeType: p.type,
      nullable: true,
      isPrimaryKey: false,
      description: p.label,
    });
  const assoc = ASSOCIATION_FIELDS[meta.type];
  if (assoc && withAssociations)
    fields.push({
      name: assoc.field,
      type: 'text',
      nativeType: 'association',
      nullable: true,
      isPrimaryKey: false,
      description: assoc.label,
    });
  return {
    name: meta.type,
    table: meta.type,
    label: meta.label,
    description: meta.plural,
    fields,
    primaryKey: [ID_FIELD],
    rowCount: null,
  };
}

export function relationsOf(metas: ObjectMeta[]): SchemaRelation[] {
  const known = new Set(metas.map((m) => m.type));
  const out: SchemaRelation[] = [];
  for (const m of metas) {
    const assoc = ASSOCIATION_FIELDS[m.type];
    if (assoc && known.has(assoc.to))
      out.push({
        name: `${m.type}.${assoc.field}`,
        fromEntity: m.type,
        fromFields: [assoc.field],
        toEntity: assoc.to,
        toFields: [ID_FIELD],
      });
  }
  for (const r of REFERENCE_PROPERTIES) {
    const m = metas.find((x) => x.type === r.object);
    if (m && known.has(r.to) && m.properties.some((p) => p.name === r.property))
      out.push({
        name: `${r.object}.${r.property}`,
        fromEntity: r.object,
        fromFields: [r.property],
        toEntity: r.to,
        toFields: [ID_FIELD],
      });
  }
  return out;
}

/** The values whose label matches (exactly, or ignoring case), for filters on an enumeration. */
export function valuesForLabel(meta: ObjectMeta, property: string, label: string, ignoreCase: boolean): string[] {
  const labels = meta.labels.get(property);
  if (!labels) return [];
  const want = ignoreCase ? label.toLowerCase() : label;
  return [...labels].filter(([, l]) => (ignoreCase ? l.toLowerCase() : l) === want).map(([v]) => v);
}

/** Properties and pipelines, read once per session per object; a 403 means the token has no scope for it (null). */
export class HubSpotMetadata {
  private readonly objects = new Map<string, Promise<ObjectMeta | null>>();
  private readonly loaded = new Map<string, ObjectMeta>();

  constructor(private readonly client: () => ApiClient) {}

  /** Forgets what was read, so a schema refresh sees new properties and stages. */
  reset(): void {
    this.objects.clear();
    this.loaded.clear();
  }

  object(type: string): Promise<ObjectMeta | null> {
    const known = OBJECTS.find((o) => o.type === type);
    if (!known)
      return Promise.reject(
        new ConnectorError(
          `HubSpot has no object "${type}" that SOE reads (${OBJECTS.map((o) => o.type).join(', ')}).`,
          'query',
        ),
      );
    let p = this.objects.get(type);
    if (!p) {
      p = this.read(known).catch((err) => {
        this.objects.delete(type);
        if (isAccessDenied(err)) return null;
        throw err;
      });
      this.objects.set(type, p);
    }
    return p;
  }

  /** Objects read so far (operations() is synchronous). */
  loadedObjects(): ObjectMeta[] {
    return OBJECTS.map((o) => this.loaded.get(o.type)).filter((m): m is ObjectMeta => Boolean(m));
  }

  private async read(o: { type: string; label: string; plural: string }): Promise<ObjectMeta> {
    const { data } = await this.client().request<{ results: HsPropertyMeta[] }>('GET', `/crm/v3/properties/${o.type}`);
    const all = data.results ?? [];
    const labels = new Map<string, Map<string, string>>();
    for (const p of all)
      if (p.type === 'enumeration' && p.options?.length)
        labels.set(p.name, new Map(p.options.map((x) => [x.value, x.label])));
    if (o.type === 'deals' || o.type === 'tickets') {
      const pipelines = await this.pipelines(o.type);
      if (pipelines.length) {
        const [pipelineProp, stageProp] =
          o.type === 'deals' ? ['pipeline', 'dealstage'] : ['hs_pipeline', 'hs_pipeline_stage'];
        labels.set(pipelineProp, new Map(pipelines.map((p) => [p.id, p.label])));
        labels.set(
          stageProp,
          new Map(pipelines.flatMap((p) => p.stages.map((s) => [s.id, s.label] as [string, string]))),
        );
      }
    }
    const meta: ObjectMeta = { ...o, properties: curated(all), byName: new Map(all.map((p) => [p.name, p])), labels };
    this.loaded.set(o.type, meta);
    return meta;
  }

  private async pipelines(type: string): Promise<HsPipeline[]> {
    try {
      return (
        (await this.client().request<{ results: HsPipeline[] }>('GET', `/crm/v3/pipelines/${type}`)).data.results ?? []
      );
    } catch (err) {
      // Without the pipelines scope the stage shows its id; the question still works.
      if (isAccessDenied(err)) return [];
      throw err;
    }
  }
}
