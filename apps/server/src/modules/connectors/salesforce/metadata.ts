import { ConnectorError } from '../connector';
import type { FieldType, SchemaEntity, SchemaField, SchemaRelation } from '../schema';
import type { ApiClient } from '../api/http-client';

/**
 * Salesforce metadata from the REST API: describeGlobal (GET /sobjects) for
 * the objects the token can see, describe (GET /sobjects/{name}/describe) for
 * their fields. Both are read once per session and shared by discovery,
 * queries and writes.
 */

export interface SfGlobalEntry {
  name: string;
  label: string;
  labelPlural?: string;
  custom: boolean;
  queryable: boolean;
  createable?: boolean;
  updateable?: boolean;
  deprecatedAndHidden?: boolean;
}

export interface SfFieldMeta {
  name: string;
  label: string;
  type: string;
  nillable: boolean;
  createable: boolean;
  updateable: boolean;
  filterable: boolean;
  groupable: boolean;
  sortable: boolean;
  aggregatable?: boolean;
  defaultedOnCreate?: boolean;
  referenceTo?: string[];
  relationshipName?: string | null;
  picklistValues?: Array<{ value: string; label?: string; active?: boolean }>;
}

export interface SfObjectMeta extends SfGlobalEntry {
  fields: SfFieldMeta[];
}

/** The business objects kept by discovery (in this order), besides custom `__c` objects. */
export const BUSINESS_OBJECTS = [
  'Account',
  'Contact',
  'Opportunity',
  'Lead',
  'Case',
  'Campaign',
  'CampaignMember',
  'User',
  'Product2',
  'Pricebook2',
  'PricebookEntry',
  'OpportunityLineItem',
  'OpportunityContactRole',
  'Contract',
  'Order',
  'OrderItem',
  'Quote',
  'QuoteLineItem',
  'Asset',
  'Task',
  'Event',
  'Entitlement',
];
/** The standard objects a CRM user expects to read; test() reports the ones this token cannot. */
export const CORE_OBJECTS = ['Account', 'Contact', 'Opportunity', 'Lead', 'Case'];
/** Enough for a real org's custom model, small enough that discovery stays a few seconds. */
export const MAX_OBJECTS = 40;

const TYPES: Record<string, FieldType> = {
  id: 'text',
  reference: 'text',
  string: 'text',
  picklist: 'text',
  multipicklist: 'text',
  textarea: 'text',
  phone: 'text',
  email: 'text',
  url: 'text',
  combobox: 'text',
  encryptedstring: 'text',
  time: 'text',
  int: 'integer',
  long: 'integer',
  double: 'decimal',
  currency: 'decimal',
  percent: 'decimal',
  date: 'date',
  datetime: 'timestamp',
  boolean: 'boolean',
};
/** Salesforce field types that are text in SOQL (quoted literals, LIKE). */
export const TEXT_TYPES = new Set([
  'id',
  'reference',
  'string',
  'picklist',
  'multipicklist',
  'textarea',
  'phone',
  'email',
  'url',
  'combobox',
  'encryptedstring',
]);
export const NUMBER_TYPES = new Set(['int', 'long', 'double', 'currency', 'percent']);

/** The schema type of a Salesforce field; undefined for compound and binary fields (address, location, base64), which SOE leaves out. */
export function fieldType(sfType: string): FieldType | undefined {
  return TYPES[sfType];
}

export function pickObjects(global: SfGlobalEntry[]): SfGlobalEntry[] {
  const usable = global.filter((o) => o.queryable && !o.deprecatedAndHidden);
  const business = BUSINESS_OBJECTS.map((name) => usable.find((o) => o.name === name)).filter((o): o is SfGlobalEntry =>
    Boolean(o),
  );
  const custom = usable.filter((o) => o.custom && o.name.endsWith('__c')).sort((a, b) => a.name.localeCompare(b.name));
  return [...business, ...custom].slice(0, MAX_OBJECTS);
}

export function toEntity(meta: SfObjectMeta): SchemaEntity {
  const fields: SchemaField[] = [];
  for (const f of meta.fields) {
    const type = fieldType(f.type);
    if (!type) continue;
    fields.push({
      name: f.name,
      type,
      nativeType: f.type,
      nullable: f.nillable,
      isPrimaryKey: f.name === 'Id',
      description: f.label,
    });
  }
  return {
    name: meta.name,
    table: meta.name,
    label: meta.label,
    description: meta.labelPlural,
    fields,
    primaryKey: ['Id'],
    rowCount: null,
  };
}

/** Reference fields whose target was discovered: AccountId → Account.Id (one relation per target of a polymorphic field). */
export function relationsOf(metas: SfObjectMeta[]): SchemaRelation[] {
  const known = new Set(metas.map((m) => m.name));
  const out: SchemaRelation[] = [];
  for (const m of metas) {
    for (const f of m.fields) {
      if (f.type !== 'reference' || !f.relationshipName) continue;
      for (const target of f.referenceTo ?? []) {
        if (known.has(target))
          out.push({
            name: `${m.name}.${f.relationshipName}${(f.referenceTo ?? []).length > 1 ? `.${target}` : ''}`,
            fromEntity: m.name,
            fromFields: [f.name],
            toEntity: target,
            toFields: ['Id'],
          });
      }
    }
  }
  return out;
}

export function findField(meta: SfObjectMeta, name: string): SfFieldMeta | undefined {
  return (
    meta.fields.find((f) => f.name === name) ?? meta.fields.find((f) => f.name.toLowerCase() === name.toLowerCase())
  );
}

/** describeGlobal and describe, each fetched once per session (a failure is retried on the next call). */
export class SalesforceMetadata {
  private global?: Promise<SfGlobalEntry[]>;
  private readonly described = new Map<string, Promise<SfObjectMeta>>();
  private readonly loaded = new Map<string, SfObjectMeta>();

  constructor(
    private readonly client: () => ApiClient,
    private readonly apiPath: string,
  ) {}

  /** Forgets what was read, so a connection test or a schema refresh sees the org as it is now. */
  reset(): void {
    this.global = undefined;
    this.described.clear();
    this.loaded.clear();
  }

  objects(): Promise<SfGlobalEntry[]> {
    this.global ??= this.client()
      .request<{ sobjects: SfGlobalEntry[] }>('GET', `${this.apiPath}/sobjects`)
      .then((r) => r.data.sobjects ?? []);
    this.global.catch(() => (this.global = undefined));
    return this.global;
  }

  describe(name: string): Promise<SfObjectMeta> {
    if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(name))
      return Promise.reject(new ConnectorError(`"${name}" is not a Salesforce object name.`, 'query'));
    let p = this.described.get(name);
    if (!p) {
      p = this.client()
        .request<SfObjectMeta>('GET', `${this.apiPath}/sobjects/${name}/describe`)
        .then((r) => {
          this.loaded.set(name, r.data);
          return r.data;
        })
        .catch((err) => {
          this.described.delete(name);
          if (err instanceof ConnectorError && err.message.includes('(404'))
            throw new ConnectorError(`Salesforce has no object "${name}" that this user can see.`, 'query');
          throw err;
        });
      this.described.set(name, p);
    }
    return p;
  }

  /** The objects described so far, in the order they were first described (operations() is synchronous). */
  describedObjects(): SfObjectMeta[] {
    return [...this.loaded.values()];
  }
}
