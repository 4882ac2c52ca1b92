import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { errorMessage, hasErrorCode } from '@/lib/api-client';

/**
 * A refusal under a form: the plan's own words with an Upgrade link when the plan does not allow it (402), else the
 * server's reason. Nothing when there is no error.
 */
export function RefusalNotice({ error, fallback }: { error: unknown; fallback: string }) {
  if (!error) return null;
  if (hasErrorCode(error, 'payment_required')) {
    return (
      <Alert tone="warning">
        {errorMessage(error, fallback)}{' '}
        <Link to="/subscription-plans" className="font-semibold underline underline-offset-2">
          Upgrade
        </Link>
      </Alert>
    );
  }
  return <Alert tone="error">{errorMessage(error, fallback)}</Alert>;
}
