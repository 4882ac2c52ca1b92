/** The admin feature's query keys (TanStack Query matches a key by prefix: `adminKeys.all` is all of them). */
export const adminKeys = {
  all: ['admin'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  workspaces: () => [...adminKeys.all, 'workspaces'] as const,
  audits: () => [...adminKeys.all, 'audit'] as const,
  audit: (action: string) => [...adminKeys.audits(), action] as const,
  scheduledJobs: () => [...adminKeys.all, 'scheduled-jobs'] as const,
};
