import { useEffect, useRef, useState } from 'react';
import type { NotificationItem } from '@soe/shared';
import { Bell, BellRing, CalendarClock, CheckCheck, Info } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Spinner } from '@/components/ui/spinner';
import { cn, relativeTime } from '@/lib/utils';
import { useMarkNotificationsRead, useNotifications } from '../api/notifications';

const KIND_ICONS = { schedule: CalendarClock, alert: BellRing, system: Info } as const;

/** Only the app's own pages are followed from a notification. */
function inAppLink(link: string | null): string | null {
  return link && link.startsWith('/') && !link.startsWith('//') ? link : null;
}

function Item({ item, onOpen }: { item: NotificationItem; onOpen: (item: NotificationItem) => void }) {
  const Icon = KIND_ICONS[item.kind] ?? Info;
  const link = inAppLink(item.link);
  const body = (
    <>
      <Icon className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className={cn('text-sm [overflow-wrap:anywhere]', !item.read && 'font-semibold')}>
          {item.read ? null : <span className="sr-only">Unread: </span>}
          {item.title}
        </span>
        {item.body ? (
          <span className="line-clamp-3 text-sm text-muted-foreground [overflow-wrap:anywhere]">{item.body}</span>
        ) : null}
        <span className="text-xs text-muted-foreground">{relativeTime(item.createdAt)}</span>
      </span>
      {item.read ? null : <span aria-hidden="true" className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-primary" />}
    </>
  );
  const classes = 'flex w-full items-start gap-3 px-4 py-3 text-left';
  return (
    <li className="border-t border-border first:border-t-0">
      {link ? (
        <Link
          to={link}
          onClick={() => onOpen(item)}
          className={cn(classes, 'hover:bg-muted focus-visible:bg-muted focus-visible:outline-none')}
        >
          {body}
        </Link>
      ) : (
        <div className={classes}>{body}</div>
      )}
    </li>
  );
}

/**
 * The header's bell: the unread count on it, and a list of the latest deliveries and alerts. New ones arrive over
 * the socket (NotificationSync) and are announced once.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const { data, isLoading, isError } = useNotifications();
  const mark = useMarkNotificationsRead();
  const unread = data?.unread ?? 0;
  const items = data?.items ?? [];

  // A notification that arrives while the page is open is read out once (the badge alone says nothing).
  const [announcement, setAnnouncement] = useState('');
  const newest = items[0];
  const seen = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    if (!data) return;
    const id = newest?.id ?? null;
    if (seen.current !== undefined && newest && id !== seen.current && !newest.read)
      setAnnouncement(`New notification: ${newest.title}`);
    seen.current = id;
  }, [data, newest]);

  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger
          aria-label={label}
          className="relative inline-flex h-9 w-9 items-center justify-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring data-[state=open]:bg-muted"
        >
          <Bell className="h-[18px] w-[18px]" aria-hidden="true" />
          {unread > 0 ? (
            <span
              aria-hidden="true"
              data-testid="unread-count"
              className="absolute -right-0.5 -top-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] font-bold leading-none text-destructive-foreground"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </PopoverTrigger>
        <PopoverContent aria-label="Notifications" className="p-0">
          <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-2.5">
            <h2 className="text-sm font-semibold">Notifications</h2>
            <Button
              variant="ghost"
              size="xs"
              disabled={unread === 0 || mark.isPending}
              onClick={() => mark.mutate({ all: true })}
            >
              <CheckCheck className="h-3.5 w-3.5" aria-hidden="true" />
              Mark all as read
            </Button>
          </div>
          <div className="max-h-[min(28rem,70dvh)] overflow-y-auto">
            {isLoading ? (
              <div className="p-4">
                <Spinner label="Loading notifications…" />
              </div>
            ) : isError ? (
              <p className="p-4 text-sm text-muted-foreground">The notifications could not be loaded.</p>
            ) : items.length === 0 ? (
              <p className="p-4 text-sm text-muted-foreground">
                No notifications yet. Scheduled deliveries and alerts show here.
              </p>
            ) : (
              <ul aria-label="Latest notifications">
                {items.map((item) => (
                  <Item
                    key={item.id}
                    item={item}
                    onOpen={(opened) => {
                      setOpen(false);
                      if (!opened.read) mark.mutate({ ids: [opened.id] });
                    }}
                  />
                ))}
              </ul>
            )}
          </div>
        </PopoverContent>
      </Popover>
      <span aria-live="polite" className="sr-only">
        {announcement}
      </span>
    </>
  );
}
