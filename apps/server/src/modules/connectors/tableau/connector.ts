import { z } from 'zod';
import {
  ConnectorError,
  type ConnectionDetails,
  type Connector,
  type ConnectorContext,
  type ConnectorSession,
  type InvokeOptions,
  type ReadOptions,
  type TestResult,
} from '../connector';
import type { QuerySpec } from '../query';
import { discoverTableau } from './discover';
import { invokeTableau, tableauOperations } from './operations';
import { ViewReader } from './read';
import { TableauRest, type TableauSettings } from './rest';

/**
 * Tableau Cloud and Tableau Server through the REST API: personal access
 * token sign-in, workbooks and views discovered, each view's data (CSV) read
 * live as a table.
 */

export const tableauConfigSchema = z.looseObject({
  url: z.string().trim().min(1, 'Please provide the Tableau server URL.'),
  site: z.string().optional(),
  tokenName: z.string().optional(),
  apiKey: z.string().optional(),
  /** REST API version; 3.19 (Tableau Server 2023.1) and later have everything used here. */
  apiVersion: z.string().optional(),
  connector: z.string().optional(),
});
export type TableauConfig = z.infer<typeof tableauConfigSchema> & ConnectionDetails;

const DEFAULT_API_VERSION = '3.19';

/** Server root and site from what the user pasted: a bare server URL or a browser URL like …/#/site/acme/home. */
export function tableauSettings(config: TableauConfig): TableauSettings {
  let url: URL;
  try {
    url = new URL(config.url.trim());
  } catch {
    throw new ConnectorError('The Tableau URL is not a valid URL, e.g. https://10ax.online.tableau.com.', 'config');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ConnectorError('The Tableau URL must start with https:// (or http://).', 'config');
  const fromHash = /#\/site\/([^/]+)/.exec(url.hash)?.[1];
  const tokenName = config.tokenName?.trim();
  if (!tokenName || !config.apiKey)
    throw new ConnectorError('Tableau needs a personal access token: give its name and its secret.', 'config');
  const apiVersion = config.apiVersion?.trim() || DEFAULT_API_VERSION;
  if (!/^\d+\.\d+$/.test(apiVersion))
    throw new ConnectorError('The Tableau REST API version looks like 3.19.', 'config');
  return {
    server: url.origin,
    site: (config.site ?? (fromHash ? decodeURIComponent(fromHash) : '')).trim(),
    tokenName,
    tokenSecret: config.apiKey,
    apiVersion,
  };
}

export class TableauSession implements ConnectorSession {
  private built?: { rest: TableauRest; views: ViewReader };

  constructor(
    private readonly config: TableauConfig,
    private readonly context: ConnectorContext,
  ) {}

  /** Built on first use, so missing settings are reported by test() like any other connection problem. */
  private get api() {
    if (!this.built) {
      const rest = new TableauRest(tableauSettings(this.config), this.context.fetch);
      this.built = { rest, views: new ViewReader(rest) };
    }
    return this.built;
  }

  async test(): Promise<TestResult> {
    try {
      await this.api.rest.check();
      return { status: 'connected' };
    } catch (err) {
      return {
        status: 'error',
        message: err instanceof ConnectorError ? err.message : 'Tableau could not be reached.',
      };
    }
  }

  async discover() {
    return discoverTableau(this.api.rest, this.api.views);
  }

  async query(spec: QuerySpec, options: ReadOptions) {
    return this.api.views.query(spec, options);
  }

  operations() {
    return tableauOperations();
  }

  async invoke(operationId: string, input: Record<string, unknown>, options: InvokeOptions) {
    // Every Tableau operation here reads; a write id does not exist (and would be refused by kind).
    return invokeTableau(this.api.rest, this.api.views, operationId, input, options);
  }

  async close(): Promise<void> {
    await this.built?.rest.signOut();
  }
}

export const tableauConnector: Connector<TableauConfig> = {
  id: 'tableau',
  label: 'Tableau',
  defaultType: 'analytics',
  fields: [
    {
      key: 'url',
      label: 'Server URL',
      kind: 'url',
      required: true,
      placeholder: 'https://10ax.online.tableau.com',
      help: 'Tableau Cloud pod or your Tableau Server address.',
    },
    {
      key: 'site',
      label: 'Site',
      kind: 'text',
      required: false,
      placeholder: 'acme',
      help: 'The site’s content URL (as in …/#/site/acme). Empty for the default site.',
    },
    { key: 'tokenName', label: 'Personal access token name', kind: 'text', required: true },
    { key: 'apiKey', label: 'Personal access token secret', kind: 'secret', required: true },
  ],
  configSchema: tableauConfigSchema as z.ZodType<TableauConfig>,
  // Tableau Server runs on any host: chosen by its explicit connector id only.
  matchesUrl: () => false,
  async open(config, context) {
    return new TableauSession(config, context);
  },
};
