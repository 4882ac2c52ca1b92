import { z } from 'zod';

/*
 * Settings → Network access (issue 17): the loopback and private hosts, ranges
 * and ports ordinary users may connect systems to, and the secret fields a
 * staff admin may show on one system. Staff-only; the server checks.
 */

/** One entry: a host name, an address or a CIDR range, optionally with a port (db.internal, 10.0.0.0/8, 192.168.1.20:5432, [fd00::1]:5432). */
export const NetworkAccessEntry = z
  .string()
  .trim()
  .min(1, 'An entry cannot be empty')
  .max(300, 'An entry must be at most 300 characters');

export const NetworkAccess = z.object({
  entries: z.array(z.string()),
  /** Where the list comes from: saved in Settings, or SOE_ALLOWED_PRIVATE_HOSTS until someone saves it. */
  source: z.enum(['settings', 'environment']),
  updatedAt: z.string().nullable(),
});
export type NetworkAccess = z.infer<typeof NetworkAccess>;

export const UpdateNetworkAccessRequest = z.object({
  entries: z.array(NetworkAccessEntry).max(200, 'At most 200 entries'),
});
export type UpdateNetworkAccessRequest = z.infer<typeof UpdateNetworkAccessRequest>;

/** A field hidden because it looks like a password, hash, token, secret or key (by its name or its type). */
export const SecretField = z.object({
  entity: z.string(),
  field: z.string(),
  reason: z.enum(['name', 'type']),
  /** A staff admin chose to show it on this system. */
  shown: z.boolean(),
});
export type SecretField = z.infer<typeof SecretField>;

export const UpdateSecretFieldRequest = z.object({
  entity: z.string().min(1).max(300),
  field: z.string().min(1).max(300),
  shown: z.boolean(),
});
export type UpdateSecretFieldRequest = z.infer<typeof UpdateSecretFieldRequest>;
