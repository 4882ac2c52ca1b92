import { ConnectorError, type ConnectionDetails, type Connector } from './connector';
import { demoConnector } from './demo/connector';
import { hubspotConnector } from './hubspot/connector';
import { mcpConnector } from './mcp/connector';
import { mysqlConnector } from './mysql/connector';
import { odataConnector } from './odata/connector';
import { openApiConnector } from './openapi/connector';
import { postgresConnector } from './postgres/connector';
import { tableauConnector } from './tableau/connector';
import { salesforceConnector } from './salesforce/connector';

/** Every connector SOE knows. Adding one = its folder + one line here. */
export const connectorRegistry: readonly Connector[] = [
  demoConnector as unknown as Connector,
  postgresConnector as unknown as Connector,
  mysqlConnector as unknown as Connector,
  salesforceConnector as unknown as Connector,
  hubspotConnector as unknown as Connector,
  openApiConnector as unknown as Connector,
  mcpConnector as unknown as Connector,
  odataConnector as unknown as Connector,
  tableauConnector as unknown as Connector,
];

export function getConnector(id: string): Connector | undefined {
  return connectorRegistry.find((c) => c.id === id);
}

/** An explicit `connector` id wins; otherwise the URL's scheme decides. */
export function resolveConnector(details: ConnectionDetails): Connector {
  if (details.connector !== undefined && details.connector !== '') {
    const byId = getConnector(String(details.connector));
    if (!byId)
      throw new ConnectorError(
        `Unknown connector "${String(details.connector)}". Supported: ${supportedKinds()}.`,
        'config',
      );
    return byId;
  }
  const url = typeof details.url === 'string' ? details.url : '';
  const byUrl = connectorRegistry.find((c) => c.matchesUrl(url));
  if (!byUrl)
    throw new ConnectorError(`No connector handles this connection URL. Supported: ${supportedKinds()}.`, 'config');
  return byUrl;
}

const EXAMPLES: Record<string, string> = {
  demo: 'demo://company',
  postgres: 'postgresql://…',
  mysql: 'mysql:// or mariadb://…',
  salesforce: 'https://….my.salesforce.com',
  hubspot: 'https://api.hubapi.com',
  odata: 'https://…/service-root/',
  tableau: 'https://…online.tableau.com',
};
function supportedKinds(): string {
  return connectorRegistry.map((c) => `${c.label} (${EXAMPLES[c.id] ?? c.id})`).join(', ');
}
