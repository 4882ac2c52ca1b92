export { startSalesforceFake, type SalesforceFake, type RecordedRequest } from './server';
export { buildObjects, buildRecords, STAGES, type SfObject, type SfField, type SfRecord } from './data';
export { parseSoql, SoqlError } from './soql';
