import { useEffect, useId, useState, type FormEvent } from 'react';
import { LoaderCircle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label, Textarea } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { notify, notifyError } from '@/lib/toast';
import { formatDate } from '@/lib/utils';
import { useNetworkAccess, useUpdateNetworkAccess } from '../api/network-access';

/**
 * Settings → Network access (staff only): the loopback and private hosts,
 * ranges and ports every user may connect systems to. Anything else on those
 * networks only staff admins may connect (each such connection is audited);
 * SOE's own services and metadata addresses are refused whatever is listed.
 */
export function NetworkAccessForm() {
  const { data, isLoading } = useNetworkAccess(true);
  const update = useUpdateNetworkAccess();
  const [text, setText] = useState('');
  const id = useId();
  useEffect(() => {
    if (data) setText(data.entries.join('\n'));
  }, [data]);
  if (isLoading || !data) return <Skeleton className="h-32" />;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const entries = text
      .split(/[\n,]+/)
      .map((entry) => entry.trim())
      .filter(Boolean);
    update.mutate(
      { entries },
      {
        onSuccess: () =>
          notify(
            'Network access saved',
            entries.length
              ? `${entries.length} ${entries.length === 1 ? 'entry' : 'entries'} allowed for every user.`
              : 'Only staff admins may connect private addresses now.',
          ),
        onError: (error) => notifyError('Save failed', errorMessage(error, 'Could not save the network access list.')),
      },
    );
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <Badge tone="grey">{data.source === 'settings' ? 'Saved in Settings' : 'From SOE_ALLOWED_PRIVATE_HOSTS'}</Badge>
        {data.updatedAt ? <span>Last changed {formatDate(data.updatedAt)}</span> : null}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={id}>Hosts, ranges and ports every user may connect to</Label>
        <Textarea
          id={id}
          rows={5}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={'db.internal\n10.20.0.0/16\n192.168.1.20:5432'}
          aria-describedby={`${id}-hint`}
          spellCheck={false}
          className="font-mono text-xs"
        />
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          One per line: a host name, an address or a range (CIDR), with <code>:port</code> to allow one port only.
          Loopback and private addresses not listed here can be connected by staff admins only. Link-local and
          cloud-metadata addresses, and SOE&apos;s own database, Redis and web server, are refused for everyone.
        </p>
      </div>
      <Button type="submit" className="w-fit" disabled={update.isPending}>
        {update.isPending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
        Save network access
      </Button>
    </form>
  );
}
