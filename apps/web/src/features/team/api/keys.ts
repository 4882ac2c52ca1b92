/** The team feature's query keys (TanStack Query matches a key by prefix: `teamKeys.all` is all of them). */
export const teamKeys = {
  all: ['team'] as const,
  members: () => [...teamKeys.all, 'members'] as const,
  workspace: () => [...teamKeys.all, 'workspace'] as const,
  invitations: () => [...teamKeys.all, 'invitations'] as const,
  invitation: (token: string) => [...teamKeys.all, 'invitation', token] as const,
};
