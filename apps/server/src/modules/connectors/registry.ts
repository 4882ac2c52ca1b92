import { ConnectorError, type ConnectionDetails, type Connector } from './connector';
import { demoConnector } from './demo/connector';
import { mysqlConnector } from './mysql/connector';
import { postgresConnector } from './postgres/connector';

/** Every connector SOE knows. Adding one = its folder + one line here. */
export const connectorRegistry: readonly Connector[] = [
  demoConnector as unknown as Connector,
  postgresConnector as unknown as Connector,
  mysqlConnector as unknown as Connector,
];

export function getConnector(id: string): Connector | undefined {
  return connectorRegistry.find((c) => c.id === id);
}

/** An explicit `connector` id wins; otherwise the URL's scheme decides. */
export function resolveConnector(details: ConnectionDetails): Connector {
  if (details.connector !== undefined && details.connector !== '') {
    const byId = getConnector(String(details.connector));
    if (!byId) throw new ConnectorError(`Unknown connector "${String(details.connector)}". Supported: ${supportedKinds()}.`, 'config');
    return byId;
  }
  const url = typeof details.url === 'string' ? details.url : '';
  const byUrl = connectorRegistry.find((c) => c.matchesUrl(url));
  if (!byUrl) throw new ConnectorError(`No connector handles this connection URL. Supported: ${supportedKinds()}.`, 'config');
  return byUrl;
}

const EXAMPLES: Record<string, string> = { demo: 'demo://company', postgres: 'postgresql://…', mysql: 'mysql:// or mariadb://…' };
function supportedKinds(): string {
  return connectorRegistry.map((c) => `${c.label} (${EXAMPLES[c.id] ?? c.id})`).join(', ');
}
