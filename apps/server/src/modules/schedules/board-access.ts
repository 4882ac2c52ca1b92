import { PLANS, type Tier } from '@soe/shared';
import type * as schema from '../../db/schema';

type Board = Pick<typeof schema.dashboards.$inferSelect, 'userId' | 'share'>;
type Viewer = { id: number; tenantId: string };

/**
 * What a user may do with a dashboard, as the dashboards module reads it (dashboards/service.ts): its owner
 * everything; a member of the owner's workspace reads a 'read' or 'edit' share, and edits an 'edit' share while the
 * owner's plan allows one. Scheduling a board sends its figures on the user's behalf, so only the owner and editors
 * may schedule it (ADR 047); a read-only viewer may watch its tiles with an alert, which reads the figure with the
 * viewer's own access.
 */
export function boardAccess(
  board: Board,
  owner: { tenantId: string; tier: string },
  viewer: Viewer,
): 'owner' | 'edit' | 'read' | null {
  if (board.userId === viewer.id) return 'owner';
  if (!viewer.tenantId || viewer.tenantId !== owner.tenantId || board.share === 'none') return null;
  return board.share === 'edit' && PLANS[owner.tier as Tier]?.sharedEditDashboards ? 'edit' : 'read';
}
