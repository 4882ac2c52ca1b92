import { metadataDocument } from '@soe/fakes/odata';
import { describe, expect, it } from 'vitest';
import { col, lit, type Condition } from '../query';
import { translateWhere, type FilterContext } from './filter';
import { decimalText, encodeOption, odataLiteral } from './literal';
import { parseMetadata } from './metadata';

const model = parseMetadata(metadataDocument({ apply: true, version: '4.01' }));
const orders = model.byName.get('SalesOrders')!;
const ctx = (version = '4.01'): FilterContext => ({
  version,
  column: (ref) => {
    const prop = orders.byName.get(ref.column);
    return prop ? { path: prop.name, prop, nullable: prop.nullable } : null;
  },
});
const where = (c: Condition, version?: string) => translateWhere(c, ctx(version));

describe('OData $metadata', () => {
  it('reads sets, types, keys, navigation and the annotations under SAP aliases', () => {
    expect(model.version).toBe('4.01');
    expect(model.sets.map((s) => s.name)).toEqual(['Customers', 'Products', 'SalesOrders', 'SalesOrderItems']);
    expect(orders.key).toEqual(['SalesOrderID']);
    expect(orders.properties.map((p) => [p.name, p.type, p.nullable])).toEqual([
      ['SalesOrderID', 'text', false],
      ['CustomerID', 'text', false],
      ['OrderDate', 'date', false],
      ['TotalAmount', 'decimal', false],
      ['Currency', 'text', false],
      ['Status', 'text', false],
      ['PurchaseOrderRef', 'text', true],
    ]);
    expect(model.byName.get('Customers')!.byName.get('CreatedAt')).toMatchObject({
      type: 'timestamp',
      edmType: 'Edm.DateTimeOffset',
    });
    expect(model.byName.get('SalesOrderItems')!.key).toEqual(['SalesOrderID', 'ItemPosition']);
    expect(orders.navigation).toEqual([
      {
        name: '_Customer',
        target: 'Customers',
        collection: false,
        nullable: false,
        constraint: [{ property: 'CustomerID', referenced: 'CustomerID' }],
      },
      { name: '_Item', target: 'SalesOrderItems', collection: true, nullable: true, constraint: [] },
    ]);
    // Aggregation.ApplySupported on the container (alias SAP__aggregation, target SAP__self.Container).
    expect([...orders.apply!].sort()).toEqual(['aggregate', 'filter', 'groupby']);
    // Capabilities on each set (alias SAP__capabilities).
    expect(orders).toMatchObject({ insertable: true, updatable: true, sortable: true });
    expect([...orders.nonSortable]).toEqual(['PurchaseOrderRef']);
    expect(model.byName.get('Products')).toMatchObject({ insertable: false, updatable: false });
    expect(orders.label).toBe('Sales Order');
  });

  it('has no $apply support when the annotation is absent, and refuses what is not v4 CSDL', () => {
    const plain = parseMetadata(metadataDocument({ apply: false, version: '4.0' }));
    expect(plain.byName.get('SalesOrders')!.apply).toBeNull();
    expect(plain.version).toBe('4.0');
    expect(() => parseMetadata('<html><body>Login</body></html>')).toThrow(
      /did not answer an OData \$metadata document/,
    );
    expect(() => parseMetadata('<edmx:Edmx Version="1.0" xmlns:edmx="x"><edmx:DataServices/></edmx:Edmx>')).toThrow(
      /OData v1\.0 service/,
    );
  });

  it('follows base types, type definitions, inline annotations and a Transformations list', () => {
    const xml = `<?xml version="1.0"?>
<edmx:Edmx Version="4.0" xmlns:edmx="http://docs.oasis-open.org/odata/ns/edmx">
 <edmx:Reference Uri="x"><edmx:Include Namespace="Org.OData.Aggregation.V1" Alias="Aggregation"/></edmx:Reference>
 <edmx:Reference Uri="y"><edmx:Include Namespace="Org.OData.Capabilities.V1" Alias="Capabilities"/></edmx:Reference>
 <edmx:DataServices><Schema Namespace="My.Ns" xmlns="http://docs.oasis-open.org/odata/ns/edm">
  <TypeDefinition Name="Money" UnderlyingType="Edm.Decimal"/>
  <EnumType Name="Stage"><Member Name="Open"/></EnumType>
  <ComplexType Name="Address"><Property Name="City" Type="Edm.String"/></ComplexType>
  <EntityType Name="Base" Abstract="true"><Key><PropertyRef Name="Id"/></Key><Property Name="Id" Type="Edm.Guid" Nullable="false"/></EntityType>
  <EntityType Name="Deal" BaseType="My.Ns.Base">
   <Property Name="Amount" Type="My.Ns.Money"/><Property Name="Stage" Type="My.Ns.Stage"/>
   <Property Name="Address" Type="My.Ns.Address"/><Property Name="Photo" Type="Edm.Stream"/>
   <Annotation Term="Aggregation.ApplySupported"><Record><PropertyValue Property="Transformations"><Collection><String>groupby</String></Collection></PropertyValue></Record></Annotation>
  </EntityType>
  <EntityContainer Name="C"><EntitySet Name="Deals" EntityType="My.Ns.Deal"><Annotation Term="Capabilities.TopSupported" Bool="false"/>
   <Annotation Term="Capabilities.FilterRestrictions"><Record><PropertyValue Property="NonFilterableProperties"><Collection><PropertyPath>Stage</PropertyPath></Collection></PropertyValue></Record></Annotation>
  </EntitySet></EntityContainer>
 </Schema></edmx:DataServices></edmx:Edmx>`;
    const deals = parseMetadata(xml).byName.get('Deals')!;
    expect(deals.key).toEqual(['Id']);
    expect(deals.properties.map((p) => [p.name, p.type, p.primitive])).toEqual([
      ['Id', 'text', true],
      ['Amount', 'decimal', true],
      ['Stage', 'text', false],
      ['Address', 'json', false],
    ]);
    expect([...deals.apply!]).toEqual(['groupby']);
    expect(deals.topSupported).toBe(false);
    expect([...deals.nonFilterable]).toEqual(['Stage']);
  });
});

describe('OData literals', () => {
  const prop = (name: string) => orders.byName.get(name) ?? model.byName.get('Customers')!.byName.get(name)!;
  it('writes each type as the ABNF wants it, or refuses', () => {
    expect(odataLiteral("O'Neil", prop('Status'))).toBe("'O''Neil'");
    expect(odataLiteral('2025-02-28', prop('OrderDate'))).toBe('2025-02-28');
    expect(odataLiteral('2025-02-30', prop('OrderDate'))).toBeNull();
    expect(odataLiteral("2025-01-01' or 1 eq 1", prop('OrderDate'))).toBeNull();
    expect(odataLiteral('2025-01-01', prop('CreatedAt'))).toBe('2025-01-01T00:00:00Z');
    expect(odataLiteral('2025-01-01 10:30', prop('CreatedAt'))).toBe('2025-01-01T10:30:00Z');
    expect(odataLiteral('2025-01-01T10:30:00+02:00', prop('CreatedAt'))).toBe('2025-01-01T08:30:00Z');
    expect(odataLiteral(1234.5, prop('TotalAmount'))).toBe('1234.5');
    expect(odataLiteral('12.50', prop('TotalAmount'))).toBe('12.50');
    expect(odataLiteral('12 or true', prop('TotalAmount'))).toBeNull();
    expect(odataLiteral(12, prop('Status'))).toBeNull();
    expect(odataLiteral(null, prop('Status'))).toBe('null');
    expect(decimalText(1e-7)).toBe('0.0000001');
    expect(decimalText(1.5e21)).toBe('1500000000000000000000');
    expect(decimalText(Infinity)).toBeNull();
  });

  it('encodes reserved characters of a query and keeps OData punctuation readable', () => {
    expect(encodeOption("Name eq 'Dupont & Fils' and A/B eq 1,2 + 3")).toBe(
      "Name%20eq%20'Dupont%20%26%20Fils'%20and%20A/B%20eq%201,2%20%2B%203",
    );
    expect(encodeOption('#;=%')).toBe('%23%3B%3D%25');
  });
});

describe('OData $filter from conditions', () => {
  const status = col('t', 'Status');
  const ref = col('t', 'PurchaseOrderRef');
  it('translates comparisons, in, case-insensitive match, contains and null tests', () => {
    expect(where({ kind: 'cmp', op: '>=', left: col('t', 'OrderDate'), right: lit('2025-01-01') }).filter).toBe(
      'OrderDate ge 2025-01-01',
    );
    expect(where({ kind: 'cmp', op: '<', left: lit(100), right: col('t', 'TotalAmount') }).filter).toBe(
      'TotalAmount gt 100',
    );
    expect(where({ kind: 'in', expr: status, values: ['Open', "O'K"] }).filter).toBe("Status in ('Open','O''K')");
    expect(where({ kind: 'in', expr: status, values: ['Open', 'Done'] }, '4.0').filter).toBe(
      "Status eq 'Open' or Status eq 'Done'",
    );
    expect(where({ kind: 'eq_ci', expr: status, value: 'OPEN' }).filter).toBe("tolower(Status) eq 'open'");
    expect(where({ kind: 'contains', expr: ref, value: 'PO-44' }).filter).toBe(
      "contains(tolower(PurchaseOrderRef),'po-44')",
    );
    expect(where({ kind: 'is_null', expr: ref, negate: true }).filter).toBe('PurchaseOrderRef ne null');
    expect(
      where({
        kind: 'cmp',
        op: '=',
        left: { kind: 'time', unit: 'year', mode: 'part', arg: col('t', 'OrderDate') },
        right: lit(2025),
      }).filter,
    ).toBe('year(OrderDate) eq 2025');
  });

  it('keeps SQL’s three-valued logic on nullable properties', () => {
    // SQL: NULL <> 'x' is unknown (row dropped); OData: null ne 'x' is true — so guard it.
    expect(where({ kind: 'cmp', op: '<>', left: ref, right: lit('PO-1') }).filter).toBe(
      "PurchaseOrderRef ne 'PO-1' and PurchaseOrderRef ne null",
    );
    expect(where({ kind: 'not', condition: { kind: 'cmp', op: '=', left: ref, right: lit('PO-1') } }).filter).toBe(
      "PurchaseOrderRef ne 'PO-1' and PurchaseOrderRef ne null",
    );
    expect(where({ kind: 'not', condition: { kind: 'contains', expr: ref, value: 'x' } }).filter).toBe(
      "not contains(tolower(PurchaseOrderRef),'x') and PurchaseOrderRef ne null",
    );
    expect(
      where({
        kind: 'not',
        condition: {
          kind: 'or',
          conditions: [
            { kind: 'cmp', op: '=', left: status, right: lit('Open') },
            { kind: 'cmp', op: '>', left: col('t', 'TotalAmount'), right: lit(5) },
          ],
        },
      }).filter,
    ).toBe("Status ne 'Open' and TotalAmount le 5");
    // Not nullable: no guard.
    expect(where({ kind: 'cmp', op: '<>', left: status, right: lit('Open') }).filter).toBe("Status ne 'Open'");
  });

  it('sends only what it can write faithfully and says so', () => {
    // Text ordering depends on collation; a literal null comparison is never true in SQL.
    const partial = where({
      kind: 'and',
      conditions: [
        { kind: 'cmp', op: '>', left: status, right: lit('M') },
        { kind: 'cmp', op: '=', left: status, right: lit(null) },
        { kind: 'cmp', op: '=', left: status, right: lit('Open') },
        { kind: 'cmp', op: '=', left: col('t', 'Nope'), right: lit(1) },
      ],
    });
    expect(partial).toEqual({ filter: "Status eq 'Open'", complete: false });
    expect(
      where({ kind: 'cmp', op: '=', left: col('t', 'OrderDate'), right: lit("2025-01-01') or true or ('") }),
    ).toEqual({ filter: null, complete: false });
  });
});
