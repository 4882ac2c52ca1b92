export { startHubSpotFake, type HubSpotFake, type RecordedRequest } from './server';
export {
  buildProperties,
  buildRecords,
  DEAL_PIPELINES,
  TICKET_PIPELINES,
  type HsProperty,
  type HsRecord,
  type HsPipeline,
} from './data';
export type { SearchRequest, HsFilter } from './search';
