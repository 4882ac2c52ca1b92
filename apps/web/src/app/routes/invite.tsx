import { useEffect } from 'react';
import { Users } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/spinner';
import { useAcceptInvitation, useInvitationPreview } from '@/features/team/api/workspace';
import { errorMessage } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { notify } from '@/lib/toast';
import { formatDate } from '@/lib/utils';

/**
 * /invite/{token}: an invitation link to a workspace. Signed out, the invitee
 * signs up or signs in and comes back here; signed in, they join with one click
 * (the link is spent then).
 */
export default function InviteRoute() {
  const { token = '' } = useParams();
  const { data: user, isLoading } = useUser();
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  useEffect(() => {
    document.title = 'Invitation · SOE';
  }, []);

  if (isLoading || preview.isLoading) return <PageLoader />;
  const here = `/invite/${token}`;

  const onJoin = async () => {
    try {
      const { workspace } = await accept.mutateAsync(token);
      notify('Welcome to the team', `You joined ${workspace.name}.`);
      navigate('/app/team', { replace: true });
    } catch {
      // Shown below from accept.error.
    }
  };

  return (
    <main className="flex min-h-dvh items-center justify-center bg-background px-4">
      <div className="w-full max-w-md rounded-xl border border-border bg-surface p-8 shadow-sm">
        <span
          aria-hidden="true"
          className="flex h-10 w-10 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground"
        >
          <Users className="h-5 w-5" />
        </span>
        {preview.data ? (
          <>
            <h1 className="mt-4 text-2xl font-bold tracking-tight">Join {preview.data.workspaceName}</h1>
            <p className="mt-2 text-sm text-muted-foreground">
              {preview.data.invitedBy ? `${preview.data.invitedBy} invited you. ` : ''}This link works once, until{' '}
              {formatDate(preview.data.expiresAt)}.
            </p>
            {accept.error ? (
              <Alert tone="error" className="mt-4" role="alert">
                {errorMessage(accept.error, 'Could not join the workspace. Please try again.')}
              </Alert>
            ) : null}
            {user ? (
              <div className="mt-6 grid gap-3">
                <p className="text-sm">
                  Signed in as <strong>{user.username}</strong>. Your own systems come with you; what you shared stops
                  being shared.
                </p>
                <Button onClick={onJoin} disabled={accept.isPending}>
                  {accept.isPending ? 'Joining...' : 'Join workspace'}
                </Button>
              </div>
            ) : (
              <div className="mt-6 grid gap-3">
                <p className="text-sm">Sign up or sign in first, then join from this page.</p>
                <Link to="/auth" state={{ from: here }} className={buttonClasses('primary')}>
                  Sign up or sign in
                </Link>
              </div>
            )}
          </>
        ) : (
          <>
            <h1 className="mt-4 text-2xl font-bold tracking-tight">This invitation can't be used</h1>
            <p className="mt-2 text-sm text-muted-foreground">
              {errorMessage(preview.error, 'This invitation link is not valid any more. Ask for a new one.')}
            </p>
            <Link to={user ? '/app' : '/'} className={buttonClasses('secondary', 'md', 'mt-6')}>
              {user ? 'Go to the app' : 'Back to the home page'}
            </Link>
          </>
        )}
      </div>
    </main>
  );
}
