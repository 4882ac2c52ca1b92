import type {
  AcceptedInvitation,
  CreatedInvitation,
  InvitationPreview,
  TeamInvitation,
  WorkspaceInfo,
} from '@soe/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const TEAM_KEY = ['/api/team'];
const INVITATIONS_KEY = ['/api/team/invitations'];

/** GET /api/workspace: the signed-in user's workspace. */
export function useWorkspace() {
  return useQuery<WorkspaceInfo>({ queryKey: ['/api/workspace'] });
}

/** GET /api/team/invitations: the workspace owner's links (403 for members, so only asked by the owner). */
export function useInvitations(enabled: boolean) {
  return useQuery<TeamInvitation[]>({ queryKey: INVITATIONS_KEY, enabled });
}

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expiresInDays: number) =>
      apiRequest<CreatedInvitation>('POST', '/api/team/invitations', { expiresInDays }),
    // Not retried: a retry after a lost answer would make a second link.
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY }),
  });
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/team/invitations/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY }),
  });
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/team/members/${id}`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: TEAM_KEY });
      await queryClient.invalidateQueries({ queryKey: ['/api/workspace'] });
    },
  });
}

/** GET /api/invitations/{token}: what a link invites to (404 once used, revoked or expired). */
export function useInvitationPreview(token: string) {
  return useQuery<InvitationPreview>({ queryKey: [`/api/invitations/${encodeURIComponent(token)}`], retry: false });
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<AcceptedInvitation>('POST', `/api/invitations/${encodeURIComponent(token)}/accept`),
    // Single use: a retry would find the link spent.
    retry: false,
    // A new workspace: the user, team, systems and everything listed from them change.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
