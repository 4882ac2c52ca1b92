import {
  AcceptedInvitation,
  CreatedInvitation,
  InvitationPreview,
  TeamInvitation,
  WorkspaceInfo,
  type CreateInvitationRequest,
} from '@soe/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiGetList, apiRequest, apiSend } from '@/lib/api-client';
import { teamKeys } from './keys';

/** GET /api/workspace: the signed-in user's workspace. */
export function getWorkspace({ signal }: { signal?: AbortSignal } = {}): Promise<WorkspaceInfo> {
  return apiGet('/api/workspace', WorkspaceInfo, { signal });
}

export const workspaceQueryOptions = () => queryOptions({ queryKey: teamKeys.workspace(), queryFn: getWorkspace });

export function useWorkspace() {
  return useQuery(workspaceQueryOptions());
}

/** GET /api/team/invitations: the workspace owner's links (403 for members, so only asked by the owner). */
export function getInvitations({ signal }: { signal?: AbortSignal } = {}): Promise<TeamInvitation[]> {
  return apiGetList('/api/team/invitations', TeamInvitation, { signal });
}

export const invitationsQueryOptions = () =>
  queryOptions({ queryKey: teamKeys.invitations(), queryFn: getInvitations });

export function useInvitations(enabled: boolean) {
  return useQuery({ ...invitationsQueryOptions(), enabled });
}

/** POST /api/team/invitations: a new link; its token is in the answer only this once. */
export function createInvitation(input: CreateInvitationRequest): Promise<CreatedInvitation> {
  return apiSend('POST', '/api/team/invitations', CreatedInvitation, input);
}

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expiresInDays: number) => createInvitation({ expiresInDays }),
    // Not retried: a retry after a lost answer would make a second link.
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.invitations() }),
  });
}

export function revokeInvitation(id: number): Promise<unknown> {
  return apiRequest('DELETE', `/api/team/invitations/${id}`);
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.invitations() }),
  });
}

export function removeMember(id: number): Promise<unknown> {
  return apiRequest('DELETE', `/api/team/members/${id}`);
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    // The member list and the workspace's member count.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.members() }),
        queryClient.invalidateQueries({ queryKey: teamKeys.workspace() }),
      ]),
  });
}

/** GET /api/invitations/{token}: what a link invites to (404 once used, revoked or expired). */
export function getInvitationPreview(token: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiGet(`/api/invitations/${encodeURIComponent(token)}`, InvitationPreview, { signal });
}

export const invitationPreviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: teamKeys.invitation(token),
    queryFn: ({ signal }) => getInvitationPreview(token, { signal }),
    retry: false,
  });

export function useInvitationPreview(token: string) {
  return useQuery(invitationPreviewQueryOptions(token));
}

/** POST /api/invitations/{token}/accept: joins the link's workspace. */
export function acceptInvitation(token: string): Promise<AcceptedInvitation> {
  return apiSend('POST', `/api/invitations/${encodeURIComponent(token)}/accept`, AcceptedInvitation);
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    // Single use: a retry would find the link spent.
    retry: false,
    // A new workspace: the user, team, systems and everything listed from them change.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
