import { eq } from 'drizzle-orm';
import type { NetworkAccess } from '@soe/shared';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { AppError } from '../../lib/errors';
import { parseAllowList, splitAllowList, type AllowEntry } from '../connectors/net/allow-list';

const KEY = 'network_access';
/** How long an instance reuses the list it read: a change made on another instance applies within this. */
const TTL_MS = 2_000;

interface Stored {
  entries: string[];
}

/**
 * The network access list staff admins keep in Settings (one row of
 * instance_settings); SOE_ALLOWED_PRIVATE_HOSTS until someone saves it. Read
 * by the network policy for every connection it checks, so it is held briefly.
 */
export class NetworkAccessList {
  private cached?: { at: number; value: Promise<{ view: NetworkAccess; entries: AllowEntry[]; version: string }> };

  constructor(
    private readonly db: Db,
    private readonly fromEnv: string,
  ) {}

  /** For the policy: the parsed entries and a version that changes with them. */
  async current(): Promise<{ entries: AllowEntry[]; version: string }> {
    const { entries, version } = await this.load();
    return { entries, version };
  }

  async view(): Promise<NetworkAccess> {
    return (await this.load()).view;
  }

  /** Saves the list; every entry must read, else 400 naming each one that does not. */
  async update(entries: string[], userId: number): Promise<NetworkAccess> {
    const items = entries.flatMap(splitAllowList);
    const { problems } = parseAllowList(items);
    if (problems.length) throw new AppError('bad_request', `Some entries cannot be read: ${problems.join('; ')}`);
    const value: Stored = { entries: [...new Set(items)] };
    const now = new Date();
    await this.db
      .insert(schema.instanceSettings)
      .values({ key: KEY, value, updatedBy: userId, updatedAt: now })
      .onConflictDoUpdate({ target: schema.instanceSettings.key, set: { value, updatedBy: userId, updatedAt: now } });
    this.cached = undefined;
    return this.view();
  }

  private load() {
    if (!this.cached || Date.now() - this.cached.at > TTL_MS) {
      const value = this.read();
      this.cached = { at: Date.now(), value };
      value.catch(() => (this.cached = undefined));
    }
    return this.cached.value;
  }

  private async read() {
    const [row] = await this.db
      .select()
      .from(schema.instanceSettings)
      .where(eq(schema.instanceSettings.key, KEY))
      .limit(1);
    const stored = row ? ((row.value as Stored).entries ?? []) : null;
    const texts = stored ?? splitAllowList(this.fromEnv);
    // Entries were checked when saved; the environment's at boot (config/env.ts). Anything unreadable is left out.
    const { entries } = parseAllowList(texts);
    const view: NetworkAccess = {
      entries: texts,
      source: row ? 'settings' : 'environment',
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
    return { view, entries, version: `${view.source}:${texts.join(',')}` };
  }
}
