import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import * as schema from '../../../db/schema';
import { provisionWorkspace } from '../../workspaces/provision';
import type { AuditService } from '../../audit/service';
import type { AuthResult, AuthService } from '../service';
import type { CurrentUser } from '../session-user';
import { PROVIDER_LABELS, type SocialIdentity, type SocialProviderId } from './provider';

/** A verified provider identity whose email belongs to an existing account, waiting for that account's password. */
export interface PendingLink {
  provider: SocialProviderId;
  subject: string;
  email: string;
}

export type RefusalReason = 'email_in_use' | 'already_linked' | 'no_email' | 'disabled';

export type Outcome =
  | { kind: 'signed-in'; result: AuthResult }
  | { kind: 'link-pending'; link: PendingLink }
  | { kind: 'refused'; reason: RefusalReason };

const USERNAME_CHARS = /[^\p{L}\p{N}._-]+/gu;

/**
 * Who a social sign-in signs in as. Accounts are keyed by (provider, subject),
 * never by email: an email that belongs to an existing account only links when
 * the provider verified it AND the person proves they own that account (signed
 * in when they started, or its password afterwards). New people get the same
 * defaults as registration, the owner rule included.
 */
export class SocialAccounts {
  constructor(
    private readonly db: Db,
    private readonly auth: AuthService,
    private readonly audit: AuditService,
  ) {}

  async complete(
    provider: SocialProviderId,
    identity: SocialIdentity,
    options: { linkUserId?: number; ip: string },
  ): Promise<Outcome> {
    const linked = await this.accountOwner(provider, identity.subject);
    if (linked !== undefined) {
      if (options.linkUserId !== undefined && linked !== options.linkUserId)
        return { kind: 'refused', reason: 'already_linked' };
      return this.signIn(linked, provider, options.ip);
    }
    if (options.linkUserId !== undefined) {
      await this.link(options.linkUserId, provider, identity.subject, options.ip);
      return this.signIn(options.linkUserId, provider, options.ip);
    }
    if (!identity.email) return { kind: 'refused', reason: 'no_email' };
    const [sameEmail] = await this.db
      .select({ id: schema.user.id })
      .from(schema.user)
      .where(sql`lower(${schema.user.email}) = lower(${identity.email})`)
      .limit(1);
    if (sameEmail) {
      // Never a takeover by email alone (security check 15, docs/security.md): unverified is refused, verified waits for the password.
      return identity.emailVerified
        ? { kind: 'link-pending', link: { provider, subject: identity.subject, email: identity.email } }
        : { kind: 'refused', reason: 'email_in_use' };
    }
    const id = await this.createUser(provider, identity);
    return this.signIn(id, provider, options.ip);
  }

  /** After a password sign-in: attach the pending identity when it is for this very account. */
  async confirmLink(link: PendingLink, user: CurrentUser, ip: string): Promise<boolean> {
    if (user.email.toLowerCase() !== link.email.toLowerCase()) return false;
    const owner = await this.accountOwner(link.provider, link.subject);
    if (owner !== undefined) return owner === user.id;
    await this.link(user.id, link.provider, link.subject, ip);
    return true;
  }

  private async signIn(userId: number, provider: SocialProviderId, ip: string): Promise<Outcome> {
    const row = await this.auth.findUser(userId);
    if (!row?.isActive) return { kind: 'refused', reason: 'disabled' };
    return { kind: 'signed-in', result: await this.auth.signInWithProvider(userId, PROVIDER_LABELS[provider], ip) };
  }

  private async accountOwner(provider: SocialProviderId, subject: string): Promise<number | undefined> {
    const [row] = await this.db
      .select({ userId: schema.account.userId })
      .from(schema.account)
      .where(and(eq(schema.account.providerId, provider), eq(schema.account.accountId, subject)))
      .limit(1);
    return row?.userId;
  }

  private async link(userId: number, provider: SocialProviderId, subject: string, ip: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.insert(schema.account).values({ userId, providerId: provider, accountId: subject });
      await this.audit.record(
        {
          actorId: userId,
          action: 'auth.link',
          target: `user:${userId}`,
          details: { provider: PROVIDER_LABELS[provider] },
          ip,
        },
        tx,
      );
    });
  }

  /** The user row and its (provider, subject) account together; the first account on an instance becomes the owner. */
  private async createUser(provider: SocialProviderId, identity: SocialIdentity): Promise<number> {
    const username = await this.freeUsername(identity.preferredUsername ?? identity.email!.split('@')[0]!);
    const id = await this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(schema.user)
        .values({
          name: [identity.firstName, identity.lastName].filter(Boolean).join(' ') || username,
          email: identity.email!.toLowerCase(),
          emailVerified: identity.emailVerified,
          username: username.toLowerCase(),
          displayUsername: username,
          firstName: identity.firstName,
          lastName: identity.lastName,
        })
        .returning({ id: schema.user.id });
      // No provider tokens are stored: SOE needs the identity, not access to the provider.
      await tx
        .insert(schema.account)
        .values({ userId: created!.id, providerId: provider, accountId: identity.subject });
      // A workspace of their own, in the same transaction: never a moment in anyone else's.
      await provisionWorkspace(tx, created!.id, username);
      return created!.id;
    });
    await this.auth.claimOwnershipIfFirst(id);
    return id;
  }

  /** The sign-up rules' username (3–64 letters, digits, . _ -) from a hint, numbered when taken. */
  private async freeUsername(hint: string): Promise<string> {
    let base = hint
      .replace(USERNAME_CHARS, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 56);
    if (base.length < 3) base = `${base}user`.slice(0, 56).padEnd(3, '0');
    for (let n = 1; n < 50; n++) {
      const candidate = n === 1 ? base : `${base}-${n}`;
      const [taken] = await this.db
        .select({ id: schema.user.id })
        .from(schema.user)
        .where(sql`lower(${schema.user.username}) = lower(${candidate})`)
        .limit(1);
      if (!taken) return candidate;
    }
    return `${base}-${crypto.randomUUID().slice(0, 6)}`;
  }
}
