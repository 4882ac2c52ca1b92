import type { CreateAdminUserRequest, UpdateAdminUserRequest } from '@soe/shared';

/** A user as the admin screens list and edit it: the shared contract's (never a password). */
export type { AdminUser } from '@soe/shared';

/** What the admin forms send: a new user, or the changes to one. */
export type CreateUserInput = CreateAdminUserRequest;
export type UpdateUserInput = UpdateAdminUserRequest;
