import { TeamMember } from '@soe/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetList } from '@/lib/api-client';
import { teamKeys } from './keys';

/** GET /api/team: the members of the signed-in user's workspace (tenant). */
export function getTeam({ signal }: { signal?: AbortSignal } = {}): Promise<TeamMember[]> {
  return apiGetList('/api/team', TeamMember, { signal });
}

export const teamQueryOptions = () => queryOptions({ queryKey: teamKeys.members(), queryFn: getTeam });

export function useTeam() {
  return useQuery(teamQueryOptions());
}
