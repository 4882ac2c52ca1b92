import { TIER_LABELS, type AccessLevel, type Tier } from '@soe/shared';
import { Badge, type BadgeTone } from './ui/badge';

const ACCESS: Record<AccessLevel, { label: string; tone: BadgeTone }> = {
  admin: { label: 'ADMIN', tone: 'red' },
  write: { label: 'WRITE', tone: 'blue' },
  read: { label: 'READ', tone: 'grey' },
};

/** spec §6: Admin red, Write blue, Read grey (the default); labels upper-case. */
export function AccessBadge({ level, className }: { level: AccessLevel | undefined; className?: string }) {
  const { label, tone } = ACCESS[level ?? 'read'] ?? ACCESS.read;
  return (
    <Badge tone={tone} className={className} title={`Access level: ${label.toLowerCase()}`}>
      {label}
    </Badge>
  );
}

const TIER_TONES: Record<Tier, BadgeTone> = { free: 'grey', pro: 'blue', enterprise: 'purple', staff_admin: 'yellow' };

/** spec §6: free grey, pro blue, enterprise purple, staff_admin yellow 'STAFF ADMIN'. */
export function TierBadge({ tier, className }: { tier: Tier | undefined; className?: string }) {
  const value = tier ?? 'free';
  return (
    <Badge tone={TIER_TONES[value] ?? 'grey'} className={className}>
      {TIER_LABELS[value] ?? value.toUpperCase()}
    </Badge>
  );
}
