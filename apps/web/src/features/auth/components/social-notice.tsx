import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { socialNotice } from '../social-providers';

/** The outcome of a social sign-in that came back to /auth without a session. */
export function SocialNotice() {
  const [params] = useSearchParams();
  const notice = socialNotice(params);
  if (!notice) return null;
  return <Alert tone={notice.tone}>{notice.text}</Alert>;
}
