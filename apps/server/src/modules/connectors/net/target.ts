import { ConnectorError, type ConnectorContext } from '../connector';
import { createHostGuard, defaultLookupAll, type LookupAll, type ResolvedAddress } from './guard';
import { parseHost } from './ip';
import type { TargetInfo } from './policy';

// Without an app-provided guard, link-local and metadata addresses are still refused.
const fallbackGuard = createHostGuard({ blockPrivate: false });

/**
 * The address a connector must dial for `host`: resolved once, every address
 * checked by the context's guard, and the checked IP returned so the driver
 * never resolves the name again (security check 19 in docs/security.md: DNS rebinding cannot slip a
 * refused address in between the check and the connect).
 */
export async function resolveConnectTarget(
  host: string,
  context: ConnectorContext,
  lookup: LookupAll = defaultLookupAll,
  /** The port and database the connection opens: the network policy refuses SOE's own database by them. */
  target: TargetInfo = {},
): Promise<ResolvedAddress> {
  const guard = context.guardHost ?? fallbackGuard;
  // Name-level refusals (metadata host names) and a first resolution.
  await guard(host, target);
  const parsed = parseHost(host);
  let addresses: ResolvedAddress[] = [];
  if (parsed.kind !== 'name') addresses = [{ address: parsed.address, family: parsed.kind === 'ipv4' ? 4 : 6 }];
  else addresses = await lookup(parsed.name).catch(() => []);
  if (addresses.length === 0) throw new ConnectorError(`Could not resolve host ${host}`, 'network');
  // The typed name goes along: an access-list entry naming the host covers the addresses it resolves to.
  for (const { address } of addresses)
    await guard(address, parsed.kind === 'name' ? { ...target, name: parsed.name } : target);
  return addresses[0];
}
