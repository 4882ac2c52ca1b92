import { z } from 'zod';
import { ACCESS_LEVELS, TIERS } from '../plans';
import { RegisterRequest } from './auth';
import { ID_RANGE, MAX_ID } from './common';

/*
 * Staff administration (spec §2 Staff Admin Console / Admin Dashboard, §7 admin
 * calls), the audit log and the team list. Admin rights are checked on the
 * server (decisions §2); these schemas only describe the wire format.
 */

const TenantId = z
  .string()
  .trim()
  .min(1, 'Tenant is required')
  .max(64, 'Tenant must be at most 64 characters')
  .regex(/^[A-Za-z0-9._-]+$/, 'Tenant may contain letters, digits, dots, dashes and underscores only');

const Name = z.string().trim().max(100, 'Name must be at most 100 characters');

/** A user as the admin screens list and edit it (spec §3 Admin user; never a password). */
export const AdminUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  subscriptionTier: z.enum(TIERS),
  accessLevel: z.enum(ACCESS_LEVELS),
  tenantId: z.string(),
  isActive: z.boolean(),
  isAdmin: z.boolean(),
  isOwner: z.boolean(),
  createdAt: z.string(),
  /** Set while failed sign-ins keep the account locked (ISO time it ends); a staff admin can lift it. */
  signInLockedUntil: z.string().nullable(),
});
export type AdminUser = z.infer<typeof AdminUser>;

// Same rules as sign-up (username ≥ 3, valid email, password ≥ 6), plus the privileged fields.
export const CreateAdminUserRequest = z.object({
  username: RegisterRequest.shape.username,
  email: RegisterRequest.shape.email,
  password: RegisterRequest.shape.password,
  firstName: Name.optional(),
  lastName: Name.optional(),
  subscriptionTier: z.enum(TIERS, { message: `Subscription tier must be one of ${TIERS.join(', ')}` }).optional(),
  accessLevel: z.enum(ACCESS_LEVELS, { message: `Access level must be one of ${ACCESS_LEVELS.join(', ')}` }).optional(),
  tenantId: TenantId.optional(),
  isAdmin: z.boolean().optional(),
  isActive: z.boolean().optional(),
});
export type CreateAdminUserRequest = z.input<typeof CreateAdminUserRequest>;

export const UpdateAdminUserRequest = z.object({
  subscriptionTier: z.enum(TIERS, { message: `Subscription tier must be one of ${TIERS.join(', ')}` }).optional(),
  accessLevel: z.enum(ACCESS_LEVELS, { message: `Access level must be one of ${ACCESS_LEVELS.join(', ')}` }).optional(),
  isActive: z.boolean().optional(),
  isAdmin: z.boolean().optional(),
  tenantId: TenantId.optional(),
  firstName: Name.optional(),
  lastName: Name.optional(),
});
export type UpdateAdminUserRequest = z.input<typeof UpdateAdminUserRequest>;

/** One audit log entry. `details` never holds a password. */
export const AuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.number().int().nullable(),
  /** The actor's username now, null when the actor was deleted or the action had none. */
  actorUsername: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditQuery = z.object({
  action: z.string().trim().min(1).max(100).optional(),
  actorId: z.coerce.number().int().positive().max(MAX_ID, ID_RANGE).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** Cursor: only entries with an id below this one (the previous page's `nextBefore`). */
  before: z.coerce.number().int().positive().max(MAX_ID, ID_RANGE).optional(),
});
export type AuditQuery = z.input<typeof AuditQuery>;

/** Newest first; `nextBefore` is the cursor for the next (older) page, null on the last one. */
export const AuditPage = z.object({
  entries: z.array(AuditEntry),
  nextBefore: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof AuditPage>;

/** A member of the caller's workspace (GET /api/team): safe fields only; emails for the workspace's owner (and one's own). */
export const TeamMember = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  /** Owns the workspace: invites and removes members. */
  isWorkspaceOwner: z.boolean(),
  accessLevel: z.enum(ACCESS_LEVELS),
  subscriptionTier: z.enum(TIERS),
  /** Effective admin rights: the flag or the staff tier. */
  isAdmin: z.boolean(),
  isOwner: z.boolean(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type TeamMember = z.infer<typeof TeamMember>;
