import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { NotificationItem, NotificationList } from '@soe/shared';
import type { Db, Tx } from '../../db/client';
import * as schema from '../../db/schema';
import { ownedBy } from '../access';
import type { CurrentUser } from '../auth/session-user';
import type { RealtimePublisher } from '../realtime/hub';

type NotificationRow = typeof schema.notifications.$inferSelect;

/** The bell shows this many, newest first. */
export const NOTIFICATIONS_SHOWN = 50;

export interface NewNotification {
  userId: number;
  kind: NotificationRow['kind'];
  title: string;
  body: string;
  link: string | null;
  deliveryId: number | null;
}

/** The in-app notification list: what deliveries and alerts leave for their owner, and its unread count. */
export class NotificationsService {
  constructor(
    private readonly db: Db,
    private readonly realtime: RealtimePublisher,
  ) {}

  async list(user: Pick<CurrentUser, 'id'>): Promise<NotificationList> {
    const rows = await this.db
      .select()
      .from(schema.notifications)
      .where(ownedBy(schema.notifications.userId, user))
      .orderBy(desc(schema.notifications.id))
      .limit(NOTIFICATIONS_SHOWN);
    return { items: rows.map(toItem), unread: await this.unread(user.id) };
  }

  /** Marks the user's notifications read (these ids, or all); ids of others' notifications change nothing. */
  async markRead(user: Pick<CurrentUser, 'id'>, input: { ids?: number[]; all?: boolean }): Promise<NotificationList> {
    const mine = ownedBy(schema.notifications.userId, user);
    await this.db
      .update(schema.notifications)
      .set({ readAt: new Date() })
      .where(
        and(
          mine,
          isNull(schema.notifications.readAt),
          input.all ? undefined : inArray(schema.notifications.id, input.ids ?? []),
        ),
      );
    return this.list(user);
  }

  /**
   * Stores a notification inside the caller's transaction: at most one per delivery (a retried run finds it there).
   * Returns null when the delivery already has its notification.
   */
  async insert(tx: Tx, notification: NewNotification): Promise<NotificationItem | null> {
    const [row] = await tx.insert(schema.notifications).values(notification).onConflictDoNothing().returning();
    return row ? toItem(row) : null;
  }

  /** Tells the owner's open tabs (every instance): the bell shows it with the new unread count. */
  async publish(userId: number, notification: NotificationItem): Promise<void> {
    await this.realtime.publish(userId, {
      type: 'notification',
      payload: { notification, unread: await this.unread(userId) },
    });
  }

  private async unread(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(schema.notifications)
      .where(and(eq(schema.notifications.userId, userId), isNull(schema.notifications.readAt)));
    return Number(row?.n ?? 0);
  }
}

function toItem(row: NotificationRow): NotificationItem {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}
