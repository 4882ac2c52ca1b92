import { SALES_MODEL, type EntitySetDef, type PropertyDef } from './model';

/**
 * The service's CSDL XML ($metadata), in the layout SAP's RAP services emit:
 * vocabularies included under the SAP__ aliases, capabilities and the
 * aggregation support as external annotations targeting the container and
 * its entity sets.
 */

export const NAMESPACE = 'com.sap.gateway.srvd_a2x.api_sales_order.v0001';
export const CONTAINER = 'Container';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

function property(p: PropertyDef): string {
  const facets = [
    p.maxLength !== undefined ? ` MaxLength="${p.maxLength}"` : '',
    p.precision !== undefined ? ` Precision="${p.precision}"` : '',
    p.scale !== undefined ? ` Scale="${p.scale}"` : '',
  ].join('');
  return `<Property Name="${p.name}" Type="${p.type}" Nullable="${p.nullable}"${facets}/>`;
}

function entityType(set: EntitySetDef): string {
  const navs = set.navigation.map((n) => {
    const target = `${NAMESPACE}.${SALES_MODEL.find((s) => s.name === n.target)!.type}`;
    const type = n.collection ? `Collection(${target})` : target;
    const partner = n.partner ? ` Partner="${n.partner}"` : '';
    const constraints = (n.constraint ?? [])
      .map(([from, to]) => `<ReferentialConstraint Property="${from}" ReferencedProperty="${to}"/>`)
      .join('');
    return `<NavigationProperty Name="${n.name}" Type="${type}"${n.collection ? '' : ' Nullable="false"'}${partner}>${constraints}</NavigationProperty>`;
  });
  return [
    `<EntityType Name="${set.type}">`,
    `<Key>${set.key.map((k) => `<PropertyRef Name="${k}"/>`).join('')}</Key>`,
    ...set.properties.map(property),
    ...navs,
    `<Annotation Term="SAP__common.Label" String="${esc(set.type.replace(/([a-z])([A-Z])/g, '$1 $2'))}"/>`,
    '</EntityType>',
  ].join('\n');
}

function entitySet(set: EntitySetDef): string {
  const bindings = set.navigation
    .map((n) => `<NavigationPropertyBinding Path="${n.name}" Target="${n.target}"/>`)
    .join('');
  return `<EntitySet Name="${set.name}" EntityType="${NAMESPACE}.${set.type}">${bindings}</EntitySet>`;
}

function restrictions(set: EntitySetDef): string {
  return [
    `<Annotations Target="SAP__self.${CONTAINER}/${set.name}">`,
    `<Annotation Term="SAP__capabilities.InsertRestrictions"><Record><PropertyValue Property="Insertable" Bool="${set.insertable}"/></Record></Annotation>`,
    `<Annotation Term="SAP__capabilities.UpdateRestrictions"><Record><PropertyValue Property="Updatable" Bool="${set.updatable}"/></Record></Annotation>`,
    `<Annotation Term="SAP__capabilities.DeleteRestrictions"><Record><PropertyValue Property="Deletable" Bool="false"/></Record></Annotation>`,
    set.name === 'SalesOrders'
      ? '<Annotation Term="SAP__capabilities.SortRestrictions"><Record><PropertyValue Property="NonSortableProperties"><Collection><PropertyPath>PurchaseOrderRef</PropertyPath></Collection></PropertyValue></Record></Annotation>'
      : '',
    '</Annotations>',
  ].join('\n');
}

const APPLY_SUPPORTED = [
  `<Annotations Target="SAP__self.${CONTAINER}">`,
  '<Annotation Term="SAP__aggregation.ApplySupported"><Record>',
  '<PropertyValue Property="Transformations"><Collection><String>aggregate</String><String>groupby</String><String>filter</String></Collection></PropertyValue>',
  '<PropertyValue Property="Rollup" EnumMember="SAP__aggregation.RollupType/None"/>',
  '</Record></Annotation>',
  '</Annotations>',
].join('\n');

const vocabulary = (namespace: string, alias: string) =>
  `<edmx:Reference Uri="https://oasis-tcs.github.io/odata-vocabularies/vocabularies/${namespace}.xml"><edmx:Include Namespace="${namespace}" Alias="${alias}"/></edmx:Reference>`;

export function metadataDocument(options: { apply: boolean; version: '4.0' | '4.01' }): string {
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<edmx:Edmx Version="${options.version}" xmlns:edmx="http://docs.oasis-open.org/odata/ns/edmx">`,
    vocabulary('Org.OData.Aggregation.V1', 'SAP__aggregation'),
    vocabulary('Org.OData.Capabilities.V1', 'SAP__capabilities'),
    vocabulary('com.sap.vocabularies.Common.v1', 'SAP__common'),
    '<edmx:DataServices>',
    `<Schema Namespace="${NAMESPACE}" Alias="SAP__self" xmlns="http://docs.oasis-open.org/odata/ns/edm">`,
    ...SALES_MODEL.map(entityType),
    `<EntityContainer Name="${CONTAINER}">`,
    ...SALES_MODEL.map(entitySet),
    '</EntityContainer>',
    ...SALES_MODEL.map(restrictions),
    options.apply ? APPLY_SUPPORTED : '',
    '</Schema>',
    '</edmx:DataServices>',
    '</edmx:Edmx>',
  ].join('\n');
}
