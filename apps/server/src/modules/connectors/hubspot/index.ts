export { hubspotConnector, HubSpotSession, DEFAULT_HUBSPOT_URL } from './connector';
