export { guardHost, refusalReason, createHostGuard, defaultLookupAll } from './guard';
export type { GuardOptions, GuardedHost, LookupAll, ResolvedAddress } from './guard';
export { parseHost, parseIPv4Loose, embeddedIPv4 } from './ip';
export { resolveConnectTarget } from './target';
export { guardedFetch, createGuardedAgent, guardedLookup } from './http';
export { NetworkPolicy, createPolicyAgent, ownEndpoints, canonicalAddress } from './policy';
export type { OwnEndpoint, Principal, PolicyDecision, TargetInfo } from './policy';
export { parseAllowList, parseAllowEntry, allowListPermits, splitAllowList } from './allow-list';
export type { AllowEntry, ParsedAllowList } from './allow-list';
