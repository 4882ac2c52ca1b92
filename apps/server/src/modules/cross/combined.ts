import { createHash } from 'node:crypto';
import type { LinkMethod } from '@soe/shared';
import type { QuerySpec } from '../connectors/query';
import type { DiscoveredSchema, SchemaEntity, SchemaRelation } from '../connectors/schema';
import type { EngineSystem } from '../engine';
import type { JoinEngine } from './duck';
import { runFederated, tablesOf, type FederationLink, type FederationSide } from './federate';

/** A stored link between two sources, by their keys ('system:12', 'document:5'). */
export interface LinkRef {
  id: number;
  method: LinkMethod;
  a: { source: string; entity: string; column: string };
  b: { source: string; entity: string; column: string };
}

export interface CombineOptions {
  engine: JoinEngine;
  rowCap: number;
  /** Set when the asker's plan does not include cross-system answers: readings on the pair answer with it, unrun. */
  locked?: string;
  signal?: AbortSignal;
}

/** Linked pairs read per question at most. */
const MAX_PAIRS = 10;

/** Tables of the other system a combined system holds at most: the linked ones and their neighbours. */
const MAX_OTHER_TABLES = 40;

/** A source's key as links name it: connected systems by number, documents by their engine id. */
export const sourceKeyOf = (system: EngineSystem): string =>
  typeof system.id === 'number' ? `system:${system.id}` : String(system.id);

/**
 * The combined systems of the sources in scope: for each pair with links, one system per direction — all of one
 * source's tables with the linked tables of the other (and the tables next to them) — so SOE Local reads a question
 * that needs both as it reads any question, and the plan is run federated (federate.ts).
 */
export function combinedSystems(systems: EngineSystem[], links: LinkRef[], options: CombineOptions): EngineSystem[] {
  const order = systems.filter((s) => !s.sources);
  const byKey = new Map(order.map((s) => [sourceKeyOf(s), s]));
  const pairs = new Map<string, LinkRef[]>();
  for (const link of links) {
    if (!byKey.has(link.a.source) || !byKey.has(link.b.source) || link.a.source === link.b.source) continue;
    const key = [link.a.source, link.b.source].sort().join('|');
    pairs.set(key, [...(pairs.get(key) ?? []), link]);
  }
  const out: EngineSystem[] = [];
  // Each pair is read twice per question (once from each side): a user linking many systems pays for the pairs
  // with the most links first, and at most MAX_PAIRS of them.
  const chosen = [...pairs].sort((p, q) => q[1].length - p[1].length).slice(0, MAX_PAIRS);
  for (const [key, pairLinks] of chosen) {
    const [x, y] = key.split('|').map((k) => byKey.get(k)!);
    // The answer cites the two sources in the order the scope lists them, whichever one its plan starts from.
    const names = [x, y].sort((p, q) => order.indexOf(p) - order.indexOf(q)).map((s) => s.name);
    for (const [primary, other] of [
      [x, y],
      [y, x],
    ]) {
      const combined = combine(primary, other, pairLinks, names, options);
      if (combined) out.push(combined);
    }
  }
  return out;
}

function combine(
  primary: EngineSystem,
  other: EngineSystem,
  links: LinkRef[],
  sources: string[],
  options: CombineOptions,
): EngineSystem | null {
  const pKey = sourceKeyOf(primary);
  const oKey = sourceKeyOf(other);
  const prefix = `${oKey}/`;
  const pEntities = new Map(primary.schema.entities.map((e) => [e.name, e]));
  const oEntities = new Map(other.schema.entities.map((e) => [e.name, e]));
  // Each link as (primary column, other column); links naming a table or column the schemas no longer have are skipped.
  const oriented = links
    .map((l) =>
      l.a.source === pKey
        ? { id: l.id, method: l.method, p: l.a, o: l.b }
        : { id: l.id, method: l.method, p: l.b, o: l.a },
    )
    .filter((l) => hasField(pEntities.get(l.p.entity), l.p.column) && hasField(oEntities.get(l.o.entity), l.o.column));
  if (!oriented.length) return null;

  // The other system's linked tables, then the tables next to them (what an account manager or a region hangs on).
  const included = new Set(oriented.map((l) => l.o.entity));
  for (const r of other.schema.relations) {
    if (included.size >= MAX_OTHER_TABLES) break;
    if (included.has(r.fromEntity) && oEntities.has(r.toEntity)) included.add(r.toEntity);
    else if (included.has(r.toEntity) && oEntities.has(r.fromEntity)) included.add(r.fromEntity);
  }
  const renamed = (name: string) => prefix + name;
  const otherPart: SchemaEntity[] = [...included].map((name) => ({ ...oEntities.get(name)!, name: renamed(name) }));
  const relations: SchemaRelation[] = [
    ...primary.schema.relations,
    ...other.schema.relations
      .filter((r) => included.has(r.fromEntity) && included.has(r.toEntity))
      .map((r) => ({
        ...r,
        name: `${oKey} ${r.name}`,
        fromEntity: renamed(r.fromEntity),
        toEntity: renamed(r.toEntity),
      })),
    // A link reads as a key from the primary's table to the other's: each customer is one account.
    ...oriented.map((l) => ({
      name: `link ${l.id}`,
      fromEntity: l.p.entity,
      fromFields: [l.p.column],
      toEntity: renamed(l.o.entity),
      toFields: [l.o.column],
    })),
  ];
  const stamp = createHash('sha256').update(JSON.stringify(oriented)).digest('hex').slice(0, 12);
  const schema: DiscoveredSchema = {
    entities: [...primary.schema.entities, ...otherPart],
    relations,
    discoveredAt: `${primary.schema.discoveredAt}+${other.schema.discoveredAt}+${stamp}`,
  };

  const side = (system: EngineSystem, own: (entity: string) => string | null): FederationSide => ({
    name: system.name,
    run: (spec) => system.run(spec),
    own,
    tableOf: (entity) => {
      const name = own(entity) ?? entity;
      const e = system.schema.entities.find((x) => x.name === name);
      return e?.label ?? e?.table ?? name;
    },
  });
  const sides: [FederationSide, FederationSide] = [
    side(primary, (e) => (pEntities.has(e) ? e : null)),
    side(other, (e) => (e.startsWith(prefix) && included.has(e.slice(prefix.length)) ? e.slice(prefix.length) : null)),
  ];
  const federationLinks: FederationLink[] = oriented.map((l) => ({
    method: l.method,
    a: { entity: l.p.entity, column: l.p.column },
    b: { entity: renamed(l.o.entity), column: l.o.column },
  }));
  const reads = (spec: QuerySpec) => {
    let p = false;
    let o = false;
    for (const t of tablesOf(spec)) {
      if (sides[0].own(t) !== null) p = true;
      else if (sides[1].own(t) !== null) o = true;
    }
    return p && o;
  };
  return {
    id: `cross:${pKey}+${oKey}`,
    name: sources.join(' and '),
    schema,
    // Both sources' business terms: the ERP's "revenue" still means its invoices when the question starts from the CRM.
    terms: [
      ...(primary.terms ?? []),
      ...(other.terms ?? [])
        .filter((t) => included.has(t.entity) && (!t.measure?.lines || included.has(t.measure.lines.entity)))
        .map((t) => ({
          ...t,
          entity: renamed(t.entity),
          ...(t.measure?.lines
            ? { measure: { ...t.measure, lines: { ...t.measure.lines, entity: renamed(t.measure.lines.entity) } } }
            : {}),
        })),
    ],
    sources,
    spans: reads,
    locked: options.locked,
    run: (spec) =>
      runFederated(spec, {
        sides,
        links: federationLinks,
        engine: options.engine,
        rowCap: options.rowCap,
        signal: options.signal,
      }),
  };
}

function hasField(entity: SchemaEntity | undefined, column: string): boolean {
  return !!entity?.fields.some((f) => f.name === column);
}
