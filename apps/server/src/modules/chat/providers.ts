import type { LlmProvider } from '@soe/shared';

/**
 * The answer providers this server can use. SOE Local is built in and always
 * configured; model providers join this list when their module is installed
 * and configured (keys from env or Settings).
 */
export const PROVIDERS: Array<Omit<LlmProvider, 'isActive'>> = [
  {
    id: 'soe-local',
    name: 'SOE Local',
    configured: true,
    description: 'Exact answers from your connected systems, computed on this server. No model, no key, no network.',
    settings: { model: 'soe-local' },
  },
];

export const DEFAULT_PROVIDER = 'soe-local';
