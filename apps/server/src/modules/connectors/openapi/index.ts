export { openApiConnector, OpenApiSession } from './connector';
export { openApiConfigSchema, type OpenApiConfig } from './config';
export { parseDocument, resolveLocalRefs } from './document';
