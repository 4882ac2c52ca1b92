import { z } from 'zod';

/**
 * The stable codes an error response carries. Clients branch on these, never on the status
 * number or the message text; the server's `AppError` takes its code from this list
 * (apps/server/src/lib/errors.test.ts fails when one is missing).
 */
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'payment_required',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal',
  'unavailable',
] as const;
export const ErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** Every error the API returns has this shape: a stable `code` and a `message` that is safe to show to a user. */
export const ErrorResponse = z.object({
  code: ErrorCode,
  message: z.string(),
  error: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/**
 * The largest id a table holds (PostgreSQL integer). A larger id names nothing: refused with a 400
 * by the schema instead of reaching the database, where it would fail the query.
 */
export const MAX_ID = 2_147_483_647;
export const ID_RANGE = 'The id is out of range';

/** Numeric ids in paths arrive as strings. */
export const IdParams = z.object({ id: z.coerce.number().int().positive().max(MAX_ID, ID_RANGE) });

export const WaitlistRequest = z.object({
  email: z.string().trim().email('Please enter a valid email address').max(254),
});
export const WaitlistResponse = z.object({ message: z.string() });

/** An IANA time zone name the server's Intl knows ('Europe/Paris'); periods and schedules are read in it. */
export const TimeZone = z
  .string()
  .min(1)
  .max(64)
  .refine(
    (tz) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    },
    { message: 'Unknown time zone' },
  );
