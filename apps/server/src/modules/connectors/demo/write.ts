import { ConnectorError, type InvokeOptions } from '../connector';
import { WRITE_NOT_ALLOWED } from '../sql-write';

/**
 * The Demo Company is one set of tables shared by every user of the instance
 * (schema `demo` in the app database), so one user's write would change every
 * user's demo. It offers no write operations and refuses any it is asked for
 * (ADR: demo is read-only).
 */
export const DEMO_READ_ONLY =
  'The Demo Company is shared by everyone on this server, so its records cannot be changed. Connect your own database (PostgreSQL or MySQL) to create, update or delete records.';

export function refuseDemoWrite(options: InvokeOptions): never {
  if (!options.allowWrite) throw new ConnectorError(WRITE_NOT_ALLOWED, 'forbidden');
  throw new ConnectorError(DEMO_READ_ONLY, 'unsupported');
}
