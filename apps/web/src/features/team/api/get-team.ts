import type { TeamMember } from '@soe/shared';
import { useQuery } from '@tanstack/react-query';

/** GET /api/team: the members of the signed-in user's workspace (tenant). */
export function useTeam() {
  return useQuery<TeamMember[]>({ queryKey: ['/api/team'] });
}
