import { z } from 'zod';
import { ACCESS_LEVELS, TIERS } from '../plans';

export const AUTH_PROVIDERS = ['local', 'Google', 'GitHub', 'Apple'] as const;
export type AuthProvider = (typeof AUTH_PROVIDERS)[number];

// spec §5: login needs non-empty username and password.
export const LoginRequest = z.object({
  username: z.string().trim().min(1, 'Username is required'),
  password: z.string().min(1, 'Password is required'),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

// spec §5: username ≥ 3, valid email, password ≥ 6, names optional.
export const RegisterRequest = z.object({
  username: z
    .string()
    .trim()
    .min(3, 'Username must be at least 3 characters')
    .max(64, 'Username must be at most 64 characters')
    .regex(/^[\p{L}\p{N}._-]+$/u, 'Username may contain letters, digits, dots, dashes and underscores only'),
  email: z.string().trim().email('Email is invalid').max(254),
  password: z.string().min(6, 'Password must be at least 6 characters').max(1024, 'Password is too long'),
  firstName: z.string().trim().max(100).optional().default(''),
  lastName: z.string().trim().max(100).optional().default(''),
});
export type RegisterRequest = z.input<typeof RegisterRequest>;

/** The session user as the spec's header and auth state read it (spec §3). */
export const SessionUser = z.object({
  isAuthenticated: z.boolean(),
  id: z.number().int().optional(),
  username: z.string().optional(),
  email: z.string().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  accessLevel: z.enum(ACCESS_LEVELS),
  provider: z.enum(AUTH_PROVIDERS),
  subscriptionTier: z.enum(TIERS),
  isAdmin: z.boolean(),
  isOwner: z.boolean().optional(),
  tenantId: z.string().optional(),
  /** Owns their workspace (Team page: invitations, removing members). */
  isWorkspaceOwner: z.boolean().optional(),
  createdAt: z.string().optional(),
});
export type SessionUser = z.infer<typeof SessionUser>;

export const LogoutResponse = z.object({ success: z.boolean() });

/** The social sign-in providers, by the path segment of /auth/{id} (spec §7). */
export const SOCIAL_PROVIDER_IDS = ['google', 'github', 'apple'] as const;
export type SocialProviderId = (typeof SOCIAL_PROVIDER_IDS)[number];

/**
 * GET /api/auth/config: how a visitor may get in on this server. Only providers with credentials are listed,
 * so the auth page and the sign-in dialog offer a button only where a click can succeed (decisions §1).
 */
export const AuthConfigResponse = z.object({
  socialProviders: z.array(z.enum(SOCIAL_PROVIDER_IDS)),
  /** Anyone may create an account (the landing page then offers sign-up beside the waitlist). */
  signUpOpen: z.boolean(),
});
export type AuthConfigResponse = z.infer<typeof AuthConfigResponse>;
