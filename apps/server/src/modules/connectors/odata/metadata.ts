import { XMLParser } from 'fast-xml-parser';
import { ConnectorError } from '../connector';
import type { FieldType } from '../schema';

/**
 * Reads an OData v4 service's CSDL XML ($metadata, OData CSDL XML v4.01):
 * entity sets with their entity types (base types followed), keys, typed
 * properties, single-valued navigation properties with their referential
 * constraints and target sets, and the annotations that say what the service
 * can do — Aggregation.ApplySupported and the Capabilities restrictions —
 * whether written inline or in <Annotations Target=…>, under any alias.
 */

export interface ODataProperty {
  name: string;
  /** Edm type after following type definitions, e.g. 'Edm.Decimal'; enum and complex types keep their qualified name. */
  edmType: string;
  type: FieldType;
  nullable: boolean;
  /** Values can be written as OData literals and compared in $filter (primitive, not enum/complex/stream). */
  primitive: boolean;
}

export interface ODataNavigation {
  name: string;
  /** Entity set the navigation leads to, when the container binds one. */
  target?: string;
  collection: boolean;
  nullable: boolean;
  /** Dependent property → principal property. */
  constraint: Array<{ property: string; referenced: string }>;
}

export interface ODataEntitySet {
  name: string;
  label?: string;
  description?: string;
  key: string[];
  properties: ODataProperty[];
  byName: Map<string, ODataProperty>;
  navigation: ODataNavigation[];
  /** $apply transformations the service supports for this set; null when $apply is not advertised. */
  apply: Set<string> | null;
  filterable: boolean;
  nonFilterable: Set<string>;
  sortable: boolean;
  nonSortable: Set<string>;
  topSupported: boolean;
  countable: boolean;
  insertable: boolean;
  updatable: boolean;
}

export interface ODataModel {
  /** '4.0' or '4.01' (the `in` operator needs 4.01). */
  version: string;
  sets: ODataEntitySet[];
  byName: Map<string, ODataEntitySet>;
}

const ARRAY_TAGS = new Set([
  'Reference',
  'Include',
  'Schema',
  'EntityType',
  'ComplexType',
  'EnumType',
  'TypeDefinition',
  'Property',
  'NavigationProperty',
  'ReferentialConstraint',
  'PropertyRef',
  'EntityContainer',
  'EntitySet',
  'Singleton',
  'NavigationPropertyBinding',
  'Annotations',
  'Annotation',
  'PropertyValue',
  'Record',
  'String',
  'PropertyPath',
  'NavigationPropertyPath',
  'Path',
  'Bool',
  'Int',
  'EnumMember',
  'Collection',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseAttributeValue: false,
  parseTagValue: false,
  isArray: (name, _path, _leaf, isAttribute) => !isAttribute && ARRAY_TAGS.has(name),
});

type XmlNode = Record<string, any>;

const FIELD_TYPES: Record<string, FieldType> = {
  'Edm.String': 'text',
  'Edm.Guid': 'text',
  'Edm.Int16': 'integer',
  'Edm.Int32': 'integer',
  'Edm.Int64': 'integer',
  'Edm.Byte': 'integer',
  'Edm.SByte': 'integer',
  'Edm.Decimal': 'decimal',
  'Edm.Double': 'decimal',
  'Edm.Single': 'decimal',
  'Edm.Boolean': 'boolean',
  'Edm.Date': 'date',
  'Edm.DateTimeOffset': 'timestamp',
  'Edm.TimeOfDay': 'other',
  'Edm.Duration': 'other',
};
/** Not columns a question can use (binary content, geometry). */
const SKIPPED_TYPES = /^Edm\.(Stream|Binary|Geography|Geometry)/;

const AGGREGATION = 'Org.OData.Aggregation.V1';
const CAPABILITIES = 'Org.OData.Capabilities.V1';
const CORE = 'Org.OData.Core.V1';
const COMMON = 'com.sap.vocabularies.Common.v1';

/** An annotation's value: Bool/String/Int/EnumMember/Path attributes or elements, Records and Collections. */
function annotationValue(node: XmlNode): unknown {
  for (const attr of [
    '@Bool',
    '@String',
    '@Int',
    '@Decimal',
    '@EnumMember',
    '@PropertyPath',
    '@NavigationPropertyPath',
    '@Path',
  ]) {
    if (node[attr] !== undefined)
      return attr === '@Bool' ? node[attr] === 'true' : attr === '@Int' ? Number(node[attr]) : String(node[attr]);
  }
  if (node.Record) return recordValue(node.Record[0]);
  if (node.Collection) {
    const c = node.Collection[0] ?? {};
    const items: unknown[] = [];
    for (const tag of ['String', 'PropertyPath', 'NavigationPropertyPath', 'Path', 'EnumMember'])
      for (const v of c[tag] ?? []) items.push(text(v));
    for (const r of c.Record ?? []) items.push(recordValue(r));
    return items;
  }
  for (const tag of ['Bool', 'String', 'Int', 'EnumMember', 'PropertyPath', 'Path']) {
    if (node[tag])
      return tag === 'Bool'
        ? text(node[tag][0]) === 'true'
        : tag === 'Int'
          ? Number(text(node[tag][0]))
          : text(node[tag][0]);
  }
  return undefined;
}

function recordValue(record: XmlNode): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const pv of record?.PropertyValue ?? []) out[pv['@Property']] = annotationValue(pv);
  return out;
}

const text = (v: unknown): string =>
  (v && typeof v === 'object' ? String((v as XmlNode)['#text'] ?? '') : String(v ?? '')).trim();

class Annotations {
  private readonly byTarget = new Map<string, Map<string, unknown>>();

  add(target: string, nodes: XmlNode[] | undefined, resolve: (name: string) => string): void {
    for (const a of nodes ?? []) {
      if (a['@Qualifier']) continue; // qualified variants are for specific clients; the unqualified one is the default
      const term = resolve(String(a['@Term'] ?? ''));
      const terms = this.byTarget.get(target) ?? new Map<string, unknown>();
      // An annotation without a value is the term's default: true for the Boolean tags used here.
      const value = annotationValue(a);
      terms.set(term, value === undefined ? true : value);
      this.byTarget.set(target, terms);
    }
  }

  /** The first target (most specific first) that carries the term. */
  get(targets: string[], term: string): unknown {
    for (const t of targets) {
      const v = this.byTarget.get(t)?.get(term);
      if (v !== undefined) return v;
    }
    return undefined;
  }
}

export function parseMetadata(xml: string): ODataModel {
  let doc: XmlNode;
  try {
    doc = parser.parse(xml) as XmlNode;
  } catch {
    throw new ConnectorError(
      'The service’s $metadata is not valid XML. Check that the URL is the service root of an OData v4 service.',
      'query',
    );
  }
  const edmx = doc.Edmx;
  if (!edmx || typeof edmx !== 'object' || edmx.DataServices === undefined) {
    throw new ConnectorError(
      'The URL did not answer an OData $metadata document. Use the service root URL of an OData v4 service.',
      'config',
    );
  }
  const version = String(edmx['@Version'] ?? '4.0');
  if (!version.startsWith('4'))
    throw new ConnectorError(`This is an OData v${version} service; SOE connects to OData v4 services.`, 'unsupported');

  const schemas: XmlNode[] =
    (edmx.DataServices && typeof edmx.DataServices === 'object' ? edmx.DataServices.Schema : undefined) ?? [];
  const aliases = new Map<string, string>();
  for (const ref of edmx.Reference ?? [])
    for (const inc of ref.Include ?? []) if (inc['@Alias']) aliases.set(inc['@Alias'], inc['@Namespace']);
  for (const s of schemas) if (s['@Alias']) aliases.set(s['@Alias'], s['@Namespace']);
  /** 'SAP__self.Container/SalesOrders' → 'the.namespace.Container/SalesOrders'. */
  const resolve = (name: string): string => {
    const collection = /^Collection\((.*)\)$/.exec(name);
    if (collection) return `Collection(${resolve(collection[1]!)})`;
    const dot = name.lastIndexOf('.', name.includes('/') ? name.indexOf('/') : name.length);
    if (dot < 0) return name;
    const ns = name.slice(0, dot);
    return `${aliases.get(ns) ?? ns}${name.slice(dot)}`;
  };

  const types = new Map<string, XmlNode>();
  const enums = new Set<string>();
  const definitions = new Map<string, string>();
  const complex = new Set<string>();
  const annotations = new Annotations();
  let container: { name: string; node: XmlNode } | undefined;
  for (const s of schemas) {
    const ns = s['@Namespace'];
    for (const t of s.EntityType ?? []) {
      types.set(`${ns}.${t['@Name']}`, t);
      annotations.add(`${ns}.${t['@Name']}`, t.Annotation, resolve);
    }
    for (const e of s.EnumType ?? []) enums.add(`${ns}.${e['@Name']}`);
    for (const c of s.ComplexType ?? []) complex.add(`${ns}.${c['@Name']}`);
    for (const d of s.TypeDefinition ?? []) definitions.set(`${ns}.${d['@Name']}`, resolve(d['@UnderlyingType']));
    for (const a of s.Annotations ?? []) annotations.add(resolve(String(a['@Target'] ?? '')), a.Annotation, resolve);
    const c = (s.EntityContainer ?? [])[0];
    if (c && !container) container = { name: `${ns}.${c['@Name']}`, node: c };
  }
  if (!container)
    throw new ConnectorError(
      'The service’s $metadata has no entity container, so it offers no entity sets to read.',
      'query',
    );
  annotations.add(container.name, container.node.Annotation, resolve);

  const property = (p: XmlNode): ODataProperty | null => {
    let edmType = resolve(String(p['@Type']));
    edmType = definitions.get(edmType) ?? edmType;
    if (SKIPPED_TYPES.test(edmType)) return null;
    const isCollection = edmType.startsWith('Collection(');
    const scalar = FIELD_TYPES[edmType];
    return {
      name: p['@Name'],
      edmType,
      type: isCollection || complex.has(edmType) ? 'json' : enums.has(edmType) ? 'text' : (scalar ?? 'other'),
      nullable: p['@Nullable'] !== 'false',
      primitive: Boolean(scalar) && !isCollection,
    };
  };

  /** Properties, keys and navigation of a type including those of its base types. */
  const flatten = (
    name: string,
    seen = new Set<string>(),
  ): { props: ODataProperty[]; key: string[]; navs: XmlNode[] } => {
    const t = types.get(name);
    if (!t || seen.has(name)) return { props: [], key: [], navs: [] };
    seen.add(name);
    const base = t['@BaseType'] ? flatten(resolve(t['@BaseType']), seen) : { props: [], key: [], navs: [] };
    const own = (t.Property ?? []).map(property).filter((p: ODataProperty | null): p is ODataProperty => p !== null);
    const key = (t.Key?.PropertyRef ?? []).map((r: XmlNode) => String(r['@Name']));
    return {
      props: [...base.props, ...own],
      key: key.length ? key : base.key,
      navs: [...base.navs, ...(t.NavigationProperty ?? [])],
    };
  };

  const setNodes: XmlNode[] = container.node.EntitySet ?? [];
  const setOfType = (typeName: string) => {
    const matches = setNodes.filter((s) => resolve(s['@EntityType']) === typeName);
    return matches.length === 1 ? String(matches[0]!['@Name']) : undefined;
  };
  const sets: ODataEntitySet[] = setNodes.map((s) => {
    const name = String(s['@Name']);
    const typeName = resolve(String(s['@EntityType']));
    const setTarget = `${container!.name}/${name}`;
    annotations.add(setTarget, s.Annotation, resolve);
    const { props, key, navs } = flatten(typeName);
    const bindings = new Map<string, string>(
      (s.NavigationPropertyBinding ?? []).map((b: XmlNode) => [
        String(b['@Path']),
        String(b['@Target']).split('/').pop()!,
      ]),
    );
    const navigation: ODataNavigation[] = navs.map((n) => {
      const navType = resolve(String(n['@Type']));
      const collection = navType.startsWith('Collection(');
      return {
        name: n['@Name'],
        target: bindings.get(n['@Name']) ?? setOfType(collection ? navType.slice(11, -1) : navType),
        collection,
        nullable: n['@Nullable'] !== 'false',
        constraint: (n.ReferentialConstraint ?? []).map((c: XmlNode) => ({
          property: String(c['@Property']),
          referenced: String(c['@ReferencedProperty']),
        })),
      };
    });
    const targets = [setTarget, typeName, container!.name];
    const setTargets = [setTarget, container!.name];
    const term = (vocabulary: string, name: string, where = setTargets) =>
      annotations.get(where, `${vocabulary}.${name}`);
    const record = (vocabulary: string, name: string) => (term(vocabulary, name) ?? {}) as Record<string, unknown>;
    const list = (v: unknown) => new Set(Array.isArray(v) ? v.map(String) : []);
    const applied = term(AGGREGATION, 'ApplySupported', targets);
    const filter = record(CAPABILITIES, 'FilterRestrictions');
    const sort = record(CAPABILITIES, 'SortRestrictions');
    const label = term(COMMON, 'Label', [setTarget, typeName]) ?? term(CORE, 'Description', [setTarget, typeName]);
    return {
      name,
      label: typeof label === 'string' ? label : undefined,
      description:
        typeof term(CORE, 'LongDescription', [setTarget, typeName]) === 'string'
          ? String(term(CORE, 'LongDescription', [setTarget, typeName]))
          : undefined,
      key,
      properties: props,
      byName: new Map(props.map((p) => [p.name, p])),
      navigation,
      apply: applied === undefined || applied === false ? null : applyTransformations(applied),
      filterable: filter.Filterable !== false,
      nonFilterable: list(filter.NonFilterableProperties),
      sortable: sort.Sortable !== false,
      nonSortable: list(sort.NonSortableProperties),
      topSupported: term(CAPABILITIES, 'TopSupported') !== false,
      countable: record(CAPABILITIES, 'CountRestrictions').Countable !== false,
      insertable: record(CAPABILITIES, 'InsertRestrictions').Insertable !== false,
      updatable: record(CAPABILITIES, 'UpdateRestrictions').Updatable !== false,
    };
  });
  return { version, sets, byName: new Map(sets.map((s) => [s.name, s])) };
}

/** ApplySupported without a Transformations list allows every transformation. */
function applyTransformations(value: unknown): Set<string> {
  const listed = value && typeof value === 'object' ? (value as Record<string, unknown>).Transformations : undefined;
  return new Set(Array.isArray(listed) ? listed.map(String) : ['aggregate', 'groupby', 'filter']);
}
