export { salesforceConnector, SalesforceSession, DEFAULT_API_VERSION } from './connector';
