import type { SystemType } from './types';

/**
 * The Connect System dialog's templates (spec §2 plus decisions §5): each names
 * the connector that talks to that system; picking one pre-fills name and type
 * and shows that connector's fields.
 */
export interface SystemTemplate {
  name: string;
  type: SystemType;
  connector: string;
  hint: string;
}

export const TEMPLATES: SystemTemplate[] = [
  {
    name: 'Salesforce',
    type: 'crm',
    connector: 'salesforce',
    hint: 'Accounts, contacts and opportunities over the REST API',
  },
  { name: 'HubSpot', type: 'crm', connector: 'hubspot', hint: 'Companies, contacts and deals over the CRM v3 API' },
  { name: 'SAP ERP', type: 'erp', connector: 'odata', hint: 'Orders, invoices and materials over OData v4' },
  { name: 'Tableau', type: 'analytics', connector: 'tableau', hint: 'Workbooks and views over the REST API' },
  { name: 'PostgreSQL', type: 'database', connector: 'postgres', hint: 'Tables and views, read-only transactions' },
  { name: 'MySQL', type: 'database', connector: 'mysql', hint: 'MySQL or MariaDB tables, read-only' },
  { name: 'OpenAPI', type: 'custom', connector: 'openapi', hint: 'Any REST API described by an OpenAPI 3 document' },
  { name: 'MCP', type: 'custom', connector: 'mcp', hint: 'Tools of an MCP server over Streamable HTTP' },
];
