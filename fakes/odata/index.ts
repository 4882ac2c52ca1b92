export { startODataFake } from './server';
export type { ODataFake, ODataFakeOptions, RecordedRequest } from './server';
export { salesData, SALES_MODEL } from './model';
export type { Entity, EntitySetDef, SalesData } from './model';
export { metadataDocument, NAMESPACE } from './metadata';
export { SESSION_COOKIE as CSRF_SESSION_COOKIE } from './csrf';
