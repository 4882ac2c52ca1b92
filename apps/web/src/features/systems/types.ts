import type { SystemResponse } from '@soe/shared';

export type ConnectedSystem = SystemResponse;
export type SystemType = SystemResponse['type'];
export type SystemStatus = SystemResponse['status'];

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
