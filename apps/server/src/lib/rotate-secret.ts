import { eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { SecretBox } from './crypto';
import { KEY_CHECK, opensKeyCheck, sealKeyCheck } from './instance-key';

export interface RotationResult {
  systems: number;
  providerKeys: number;
}

export class RotationError extends Error {}

/**
 * Re-encrypts everything sealed with the instance secret — system connection
 * details, language-model keys, the key check — under a new secret, in one
 * transaction: if one value does not open with the old secret, nothing changes.
 */
export async function rotateSecret(db: Db, oldSecret: string, newSecret: string): Promise<RotationResult> {
  if (newSecret.length < 32) throw new RotationError('SOE_NEW_SECRET_KEY must be at least 32 characters');
  if (newSecret === oldSecret) throw new RotationError('SOE_NEW_SECRET_KEY is the key in use already');
  const from = new SecretBox(oldSecret);
  const to = new SecretBox(newSecret);
  const reseal = (sealed: string, what: string) => {
    let plain: string;
    try {
      plain = from.open(sealed);
    } catch {
      throw new RotationError(
        `${what} does not open with the current SOE_SECRET_KEY: is it the key this database was set up with? Nothing was changed.`,
      );
    }
    return to.seal(plain);
  };
  return db.transaction(async (tx) => {
    const [check] = await tx
      .select()
      .from(schema.instanceSettings)
      .where(eq(schema.instanceSettings.key, KEY_CHECK))
      .for('update');
    if (check && !opensKeyCheck(from, check.value)) {
      throw new RotationError(
        'The current SOE_SECRET_KEY does not match the key this database was set up with. Nothing was changed.',
      );
    }
    const systems = await tx
      .select({ id: schema.systems.id, sealed: schema.systems.connectionSealed })
      .from(schema.systems)
      .for('update');
    for (const row of systems) {
      await tx
        .update(schema.systems)
        .set({ connectionSealed: reseal(row.sealed, `The connection of system ${row.id}`) })
        .where(eq(schema.systems.id, row.id));
    }
    const keys = await tx
      .select({ id: schema.providerSettings.providerId, sealed: schema.providerSettings.apiKeySealed })
      .from(schema.providerSettings)
      .where(isNotNull(schema.providerSettings.apiKeySealed))
      .for('update');
    for (const row of keys) {
      await tx
        .update(schema.providerSettings)
        .set({ apiKeySealed: reseal(row.sealed!, `The ${row.id} key`) })
        .where(eq(schema.providerSettings.providerId, row.id));
    }
    await tx
      .insert(schema.instanceSettings)
      .values({ key: KEY_CHECK, value: sealKeyCheck(to) })
      .onConflictDoUpdate({
        target: schema.instanceSettings.key,
        set: { value: sealKeyCheck(to), updatedAt: new Date() },
      });
    return { systems: systems.length, providerKeys: keys.length };
  });
}
