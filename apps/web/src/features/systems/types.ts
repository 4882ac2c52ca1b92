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
  custom: 'Custom API',
};

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
