import type {
  ConnectorFieldInfo,
  ConnectorInfo,
  SystemOperation,
  SystemResponse,
  SystemSchemaResponse,
} from '@soe/shared';

export type ConnectedSystem = SystemResponse;
export type SystemType = SystemResponse['type'];
export type SystemStatus = SystemResponse['status'];
export type Connector = ConnectorInfo;
export type ConnectorField = ConnectorFieldInfo;
export type SystemSchema = SystemSchemaResponse;
export type Operation = SystemOperation;

export const SYSTEM_TYPE_LABELS: Record<SystemType, string> = {
  crm: 'CRM',
  erp: 'ERP',
  analytics: 'Analytics',
  database: 'Database',
  custom: 'Custom API',
};

/**
 * How a system's type reads on every screen: the built-in Demo Company is 'Demo' (its data spans CRM, ERP and
 * analytics, whatever type it was stored with), every other system its type's label.
 */
export function systemTypeLabel(system: Pick<ConnectedSystem, 'type' | 'isDemo'>): string {
  return system.isDemo ? 'Demo' : (SYSTEM_TYPE_LABELS[system.type] ?? system.type);
}

/** A connection URL's scheme says it is a database: 'postgresql://…', 'postgres://…', 'mysql://…', 'mariadb://…'. */
export function typeFromUrl(url: string): SystemType | null {
  return /^\s*(postgres(ql)?|mysql|mariadb)(\+[a-z0-9]+)?:/i.test(url) ? 'database' : null;
}

export const STATUS_LABELS: Record<SystemStatus, string> = {
  connected: 'Connected',
  limited: 'Limited',
  disconnected: 'Disconnected',
  error: 'Error',
};

/** How a system is shared with its owner's workspace. */
export const SHARE_LABELS: Record<SystemResponse['shareAccess'], string> = {
  none: 'Not shared',
  read: 'Read only',
  write: 'Read and write',
};

/** spec §8: the limit warning, word for word. */
export const SYSTEM_LIMIT_TEXT =
  "You've reached your system connection limit. Upgrade your plan to connect more systems.";
