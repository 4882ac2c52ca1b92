import { useEffect } from 'react';
import { isStaff } from '@soe/shared';
import { Crown, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { AccessBadge, TierBadge } from '@/components/user-badges';
import { useUser } from '@/lib/auth';
import { useTeam } from '@/features/team/api/get-team';
import { displayName, formatDate, initial } from '@/lib/utils';
import { roleLabel } from './workspace/account-sheet';

export default function TeamRoute() {
  const { data: user } = useUser();
  const team = useTeam();
  useEffect(() => {
    document.title = 'Team · SOE';
  }, []);
  if (!user) return null;
  const staff = isStaff(user);
  return (
    <PageContainer>
      <PageHeader
        title="Team"
        description={`Members of the ${user.tenantId ?? 'default'} workspace and what they can do.`}
        actions={
          staff ? (
            <Link to="/admin" className={buttonClasses('secondary')}>
              <ShieldCheck className="h-4 w-4" aria-hidden="true" />
              Manage users
            </Link>
          ) : null
        }
      />
      <Card className="overflow-hidden">
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Workspace members</caption>
            <thead className="bg-surface-2 text-left text-xs uppercase tracking-wide text-muted-foreground">
              <tr>
                <th scope="col" className="px-5 py-3 font-semibold">Member</th>
                <th scope="col" className="px-5 py-3 font-semibold">Role</th>
                <th scope="col" className="px-5 py-3 font-semibold">Access</th>
                <th scope="col" className="px-5 py-3 font-semibold">Plan</th>
                <th scope="col" className="px-5 py-3 font-semibold">Joined</th>
              </tr>
            </thead>
            <tbody>
              {(team.data ?? [{ ...user, id: user.id ?? 0, isActive: true }]).map((member) => (
                <tr key={member.id} className="border-t border-border">
                  <td className="px-5 py-4">
                    <div className="flex items-center gap-3">
                      <span aria-hidden="true" className="flex h-9 w-9 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
                        {initial(member.username)}
                      </span>
                      <div className="grid min-w-0">
                        <span className="flex items-center gap-1.5 font-medium">
                          {displayName(member)} {member.id === user.id ? <span className="text-xs font-normal text-muted-foreground">(you)</span> : null}
                          {member.isOwner ? <Crown className="h-4 w-4 text-amber-500" aria-label="Owner" /> : null}
                        </span>
                        <span className="truncate text-xs text-muted-foreground">{member.email}</span>
                      </div>
                    </div>
                  </td>
                  <td className="px-5 py-4">{roleLabel(member)}</td>
                  <td className="px-5 py-4">
                    <AccessBadge level={member.accessLevel} />
                  </td>
                  <td className="px-5 py-4">
                    <TierBadge tier={member.subscriptionTier} />
                  </td>
                  <td className="whitespace-nowrap px-5 py-4 text-muted-foreground">{formatDate(member.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
      <p className="text-sm text-muted-foreground">
        {staff
          ? 'As a staff administrator you add members, set their access level and plan from the Admin page.'
          : 'Members are added by a staff administrator of your workspace. Ask them to change access levels or plans.'}
      </p>
    </PageContainer>
  );
}
