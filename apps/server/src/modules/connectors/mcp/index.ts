export { mcpConnector, McpSession } from './connector';
export { mcpConfigSchema, type McpConfig } from './config';
