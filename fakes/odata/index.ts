export { startODataFake } from './server';
export type { ODataFake, ODataFakeOptions, RecordedRequest } from './server';
export { salesData, SALES_MODEL } from './model';
export type { Entity, EntitySetDef, SalesData } from './model';
export { metadataDocument, NAMESPACE } from './metadata';
