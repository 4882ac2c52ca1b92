import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import type { SecretBox } from './crypto';

/**
 * One instance secret per database (issue 17). The first instance to start on
 * a database stores a key-check value sealed with its SOE_SECRET_KEY; every
 * later start opens it, and an instance whose key cannot refuses to start:
 * with another key it could not read stored credentials nor know the sessions
 * the others signed.
 */

export const KEY_CHECK = 'key_check';
const CHECK_TEXT = 'soe-instance-key-check-v1';

export class SecretKeyMismatchError extends Error {
  constructor(dataDir: string) {
    super(
      [
        'SOE_SECRET_KEY does not match the key this database was set up with, so this instance cannot read its stored credentials or sessions.',
        'Set SOE_SECRET_KEY to the value every other instance on this database uses',
        `(an install that never set it keeps a generated one in the first instance's ${dataDir}/secret.key).`,
        'To change the key of an existing database, run `npm run rotate-secret` with the old and the new key (docs/deploy.md, "Rotating the instance secret").',
      ].join('\n'),
    );
    this.name = 'SecretKeyMismatchError';
  }
}

export function sealKeyCheck(secrets: SecretBox): { sealed: string } {
  return { sealed: secrets.seal(CHECK_TEXT) };
}

export function opensKeyCheck(secrets: SecretBox, value: unknown): boolean {
  const sealed = (value as { sealed?: unknown } | null)?.sealed;
  if (typeof sealed !== 'string') return false;
  try {
    return secrets.open(sealed) === CHECK_TEXT;
  } catch {
    return false;
  }
}

/** Stores the key check at first start, else proves the configured key opens it (throws SecretKeyMismatchError). */
export async function ensureInstanceKey(db: Db, secrets: SecretBox, dataDir: string): Promise<void> {
  // Instances starting together: one insert wins, the others compare against it.
  await db
    .insert(schema.instanceSettings)
    .values({ key: KEY_CHECK, value: sealKeyCheck(secrets) })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(schema.instanceSettings)
    .where(eq(schema.instanceSettings.key, KEY_CHECK))
    .limit(1);
  if (!row || !opensKeyCheck(secrets, row.value)) throw new SecretKeyMismatchError(dataDir);
}
