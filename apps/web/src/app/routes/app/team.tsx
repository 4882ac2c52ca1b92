import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CreateInvitationRequest, INVITATION_DAYS_DEFAULT, isStaff, type TeamInvitation } from '@soe/shared';
import { Check, Copy, Crown, Link2, ShieldCheck, UserMinus } from 'lucide-react';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label, inputClasses } from '@/components/ui/input';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { AccessBadge, TierBadge } from '@/components/user-badges';
import { useUser } from '@/lib/auth';
import { errorMessage } from '@/lib/api-client';
import { notify, notifyError } from '@/lib/toast';
import { useTeam } from '@/features/team/api/get-team';
import {
  useCreateInvitation,
  useInvitations,
  useRemoveMember,
  useRevokeInvitation,
  useWorkspace,
} from '@/features/team/api/workspace';
import { displayName, formatDate, initial } from '@/lib/utils';
import { TableScroll } from '@/components/ui/table-scroll';
import { roleLabel } from './workspace/account-sheet';

const STATUS_TONES: Record<TeamInvitation['status'], BadgeTone> = {
  pending: 'blue',
  used: 'green',
  revoked: 'grey',
  expired: 'amber',
};
const STATUS_LABELS: Record<TeamInvitation['status'], string> = {
  pending: 'Waiting',
  used: 'Used',
  revoked: 'Revoked',
  expired: 'Expired',
};

/** The owner's invitation links: create one (shown once, to copy), list them, revoke unused ones. */
function Invitations() {
  const invitations = useInvitations(true);
  const create = useCreateInvitation();
  const revoke = useRevokeInvitation();
  // The expiry is checked by the shared CreateInvitationRequest (whole days, 1 to 30) before it is sent.
  const form = useForm({
    resolver: zodResolver(CreateInvitationRequest),
    defaultValues: { expiresInDays: INVITATION_DAYS_DEFAULT },
  });
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  const onCreate = form.handleSubmit(async ({ expiresInDays }) => {
    try {
      const created = await create.mutateAsync(expiresInDays);
      setLink(`${window.location.origin}${created.path}`);
      setCopied(false);
    } catch (error) {
      notifyError('Could not create the invitation link', errorMessage(error, 'Please try again.'));
    }
  });
  const onCopy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // Clipboard refused (permissions, insecure origin): the link stays selected in its field to copy by hand.
      document.getElementById('invitation-link')?.focus();
    }
  };
  const onRevoke = async (id: number) => {
    try {
      await revoke.mutateAsync(id);
      notify('Invitation revoked', 'The link no longer works.');
    } catch (error) {
      notifyError('Could not revoke the invitation', errorMessage(error, 'Please try again.'));
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Invite members</CardTitle>
        <CardDescription>
          An invitation link works once, until it expires. Whoever opens it signs up or signs in, then joins this
          workspace.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form noValidate onSubmit={onCreate} className="flex flex-wrap items-end gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor="invitation-days">Expires after</Label>
            <select id="invitation-days" className={inputClasses} {...form.register('expiresInDays')}>
              <option value={1}>1 day</option>
              <option value={7}>7 days</option>
              <option value={30}>30 days</option>
            </select>
          </div>
          <Button type="submit" disabled={create.isPending}>
            <Link2 className="h-4 w-4" aria-hidden="true" />
            {create.isPending ? 'Creating...' : 'Create invitation link'}
          </Button>
        </form>
        {link ? (
          <div
            role="status"
            className="grid gap-2 rounded-lg border border-primary/25 bg-primary-soft p-4 text-sm text-primary-soft-foreground"
          >
            <p className="font-semibold">Copy this link now: it is shown only once.</p>
            <div className="flex flex-wrap items-center gap-2">
              <input
                id="invitation-link"
                aria-label="Invitation link"
                readOnly
                value={link}
                onFocus={(e) => e.currentTarget.select()}
                className={`${inputClasses} min-w-0 flex-1 font-mono text-xs`}
              />
              <Button variant="secondary" onClick={onCopy}>
                {copied ? (
                  <Check className="h-4 w-4" aria-hidden="true" />
                ) : (
                  <Copy className="h-4 w-4" aria-hidden="true" />
                )}
                {copied ? 'Copied' : 'Copy'}
              </Button>
            </div>
          </div>
        ) : null}
        {invitations.data?.length ? (
          <TableScroll label="Invitation links">
            <table className="w-full text-sm">
              <caption className="sr-only">Invitation links</caption>
              <thead className="text-left text-xs uppercase tracking-wide text-muted-foreground">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    Created
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    Expires
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    Status
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {invitations.data.map((invitation) => (
                  <tr key={invitation.id} className="border-t border-border">
                    <td className="whitespace-nowrap py-2.5 pr-4">{formatDate(invitation.createdAt)}</td>
                    <td className="whitespace-nowrap py-2.5 pr-4">{formatDate(invitation.expiresAt)}</td>
                    <td className="py-2.5 pr-4">
                      <Badge tone={STATUS_TONES[invitation.status]}>{STATUS_LABELS[invitation.status]}</Badge>
                      {invitation.usedBy ? (
                        <span className="ml-2 text-xs text-muted-foreground">by {invitation.usedBy}</span>
                      ) : null}
                    </td>
                    <td className="py-2.5 text-right">
                      {invitation.status === 'pending' ? (
                        <Button
                          variant="ghost"
                          size="sm"
                          onClick={() => onRevoke(invitation.id)}
                          disabled={revoke.isPending}
                          aria-label={`Revoke the invitation created ${formatDate(invitation.createdAt)}`}
                        >
                          Revoke
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        ) : null}
      </CardContent>
    </Card>
  );
}

export default function TeamRoute() {
  const { data: user } = useUser();
  const team = useTeam();
  const workspace = useWorkspace();
  const remove = useRemoveMember();
  useEffect(() => {
    document.title = 'Team · SOE';
  }, []);
  if (!user) return null;
  const staff = isStaff(user);
  const owner = workspace.data?.isOwner ?? user.isWorkspaceOwner ?? false;

  const onRemove = async (id: number, name: string) => {
    if (
      !window.confirm(
        `Remove ${name} from this workspace? They keep their account, in a workspace of their own, and no longer see your shared systems.`,
      )
    )
      return;
    try {
      await remove.mutateAsync(id);
      notify('Member removed', `${name} is no longer in this workspace.`);
    } catch (error) {
      notifyError('Could not remove the member', errorMessage(error, 'Please try again.'));
    }
  };

  return (
    <PageContainer>
      <PageHeader
        title="Team"
        description={
          workspace.data
            ? `Members of ${workspace.data.name} and what they can do.`
            : 'Members of your workspace and what they can do.'
        }
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
        <TableScroll label="Workspace members">
          <table className="w-full text-sm">
            <caption className="sr-only">Workspace members</caption>
            <thead className="bg-surface-2 text-left text-xs uppercase tracking-wide text-muted-foreground">
              <tr>
                <th scope="col" className="px-5 py-3 font-semibold">
                  Member
                </th>
                <th scope="col" className="px-5 py-3 font-semibold">
                  Role
                </th>
                <th scope="col" className="px-5 py-3 font-semibold">
                  Access
                </th>
                <th scope="col" className="px-5 py-3 font-semibold">
                  Plan
                </th>
                <th scope="col" className="px-5 py-3 font-semibold">
                  Joined
                </th>
                {owner ? (
                  <th scope="col" className="px-5 py-3 font-semibold">
                    <span className="sr-only">Actions</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {(
                team.data ?? [
                  { ...user, id: user.id ?? 0, email: user.email ?? null, isWorkspaceOwner: owner, isActive: true },
                ]
              ).map((member) => (
                <tr key={member.id} className="border-t border-border">
                  <td className="px-5 py-4">
                    <div className="flex items-center gap-3">
                      <span
                        aria-hidden="true"
                        className="flex h-9 w-9 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
                      >
                        {initial(member.username)}
                      </span>
                      <div className="grid min-w-0">
                        <span className="flex items-center gap-1.5 font-medium">
                          {displayName(member)}{' '}
                          {member.id === user.id ? (
                            <span className="text-xs font-normal text-muted-foreground">(you)</span>
                          ) : null}
                          {member.isOwner ? <Crown className="h-4 w-4 text-amber-500" aria-label="Owner" /> : null}
                        </span>
                        {member.email ? (
                          <span className="truncate text-xs text-muted-foreground">{member.email}</span>
                        ) : null}
                      </div>
                    </div>
                  </td>
                  <td className="px-5 py-4">
                    {roleLabel(member)}
                    {member.isWorkspaceOwner ? (
                      <Badge tone="purple" className="ml-2">
                        Workspace owner
                      </Badge>
                    ) : null}
                  </td>
                  <td className="px-5 py-4">
                    <AccessBadge level={member.accessLevel} />
                  </td>
                  <td className="px-5 py-4">
                    <TierBadge tier={member.subscriptionTier} />
                  </td>
                  <td className="whitespace-nowrap px-5 py-4 text-muted-foreground">{formatDate(member.createdAt)}</td>
                  {owner ? (
                    <td className="px-5 py-4 text-right">
                      {member.id !== user.id ? (
                        <Button
                          variant="ghost"
                          size="sm"
                          onClick={() => onRemove(member.id, displayName(member))}
                          disabled={remove.isPending}
                          aria-label={`Remove ${displayName(member)}`}
                        >
                          <UserMinus className="h-4 w-4" aria-hidden="true" />
                          Remove
                        </Button>
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </Card>
      {owner ? <Invitations /> : null}
      <p className="text-sm text-muted-foreground">
        {owner
          ? 'Members see the systems you share with the workspace (Integrations, a system’s settings). Plan limits count every member’s systems against your plan.'
          : 'Members join through an invitation link from the workspace owner. Ask them to invite someone or to share a system with the workspace.'}
        {staff ? ' As a staff administrator you also create users in any workspace from the Admin page.' : ''}
      </p>
    </PageContainer>
  );
}
