import { z } from 'zod';

/*
 * Workspaces (the spec's tenant): each sign-up gets one and owns it; others join
 * only through an owner's invitation link or a staff admin. The server enforces
 * every rule; these schemas describe the wire format.
 */

/** Invitation tokens are 32 random bytes in base64url (43 characters). */
export const InvitationToken = z
  .string()
  .trim()
  .min(20, 'This invitation link is not valid.')
  .max(100, 'This invitation link is not valid.')
  .regex(/^[A-Za-z0-9_-]+$/, 'This invitation link is not valid.');

export const INVITATION_DAYS_DEFAULT = 7;
export const INVITATION_DAYS_MAX = 30;

/** GET /api/workspace: the caller's workspace. */
export const WorkspaceInfo = z.object({
  id: z.string(),
  name: z.string(),
  memberCount: z.number().int(),
  /** Whether the caller owns it (invites, removes members, sees emails). */
  isOwner: z.boolean(),
});
export type WorkspaceInfo = z.infer<typeof WorkspaceInfo>;

export const INVITATION_STATUSES = ['pending', 'used', 'revoked', 'expired'] as const;

/** An invitation link as its workspace's owner lists it (never the token: it is shown once, when created). */
export const TeamInvitation = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  expiresAt: z.string(),
  status: z.enum(INVITATION_STATUSES),
  createdBy: z.string().nullable(),
  /** Who joined through it, once used. */
  usedBy: z.string().nullable(),
});
export type TeamInvitation = z.infer<typeof TeamInvitation>;

export const CreateInvitationRequest = z.object({
  expiresInDays: z.coerce
    .number()
    .int('Expiry must be a whole number of days')
    .min(1, 'An invitation lasts at least 1 day')
    .max(INVITATION_DAYS_MAX, `An invitation lasts at most ${INVITATION_DAYS_MAX} days`)
    .default(INVITATION_DAYS_DEFAULT),
});
export type CreateInvitationRequest = z.input<typeof CreateInvitationRequest>;

/** The new link: `path` (with the token) is shown to the owner once. */
export const CreatedInvitation = z.object({
  invitation: TeamInvitation,
  token: z.string(),
  path: z.string(),
});
export type CreatedInvitation = z.infer<typeof CreatedInvitation>;

export const InvitationTokenParams = z.object({ token: InvitationToken });

/** GET /api/invitations/{token}: what the invitee is about to join. */
export const InvitationPreview = z.object({
  workspaceName: z.string(),
  invitedBy: z.string().nullable(),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof InvitationPreview>;

/** POST /api/invitations/{token}/accept answers the workspace joined. */
export const AcceptedInvitation = z.object({ workspace: WorkspaceInfo });
export type AcceptedInvitation = z.infer<typeof AcceptedInvitation>;

/** Every workspace, for staff admins. */
export const AdminWorkspace = z.object({
  id: z.string(),
  name: z.string(),
  ownerId: z.number().int().nullable(),
  ownerUsername: z.string().nullable(),
  memberCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminWorkspace = z.infer<typeof AdminWorkspace>;
