import { z } from 'zod';

/** Every error the API returns has this shape; `message` is safe to show to a user. */
export const ErrorResponse = z.object({
  message: z.string(),
  error: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** Numeric ids in paths arrive as strings. */
export const IdParams = z.object({ id: z.coerce.number().int().positive() });

export const WaitlistRequest = z.object({ email: z.string().trim().email('Please enter a valid email address').max(254) });
export const WaitlistResponse = z.object({ message: z.string() });
