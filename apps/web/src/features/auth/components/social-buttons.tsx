import { Button } from '@/components/ui/button';
import { AppleIcon, GitHubIcon, GoogleIcon } from '@/components/ui/brand-icons';
import { useAuthConfig } from '../api/get-auth-config';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../social-providers';

const ICONS: Record<SocialProvider, typeof GoogleIcon> = { google: GoogleIcon, github: GitHubIcon, apple: AppleIcon };
const COLUMNS = ['', 'grid-cols-1', 'grid-cols-2', 'grid-cols-3'];

/**
 * Social sign-in starts with a full-page navigation to /auth/{provider} (spec §2). Only the providers the server
 * has credentials for get a button (decisions §1): with none, or until the server has said, nothing is shown,
 * so no button is ever offered that can only fail.
 */
export function SocialButtons() {
  const { data } = useAuthConfig();
  const providers: SocialProvider[] = data?.socialProviders ?? [];
  if (!providers.length) return null;
  return (
    <div className="grid gap-3" data-testid="social-sign-in">
      <div className="flex items-center gap-3 text-xs text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        or continue with
        <span className="h-px flex-1 bg-border" />
      </div>
      <div className={`grid gap-2 ${COLUMNS[providers.length]}`}>
        {providers.map((id) => {
          const label = SOCIAL_PROVIDERS[id];
          const Icon = ICONS[id];
          return (
            <Button
              key={id}
              variant="secondary"
              onClick={() => window.location.assign(`/auth/${id}`)}
              aria-label={`Continue with ${label}`}
            >
              <Icon className="h-4 w-4" />
              <span className={providers.length === 3 ? 'hidden sm:inline' : undefined}>{label}</span>
            </Button>
          );
        })}
      </div>
    </div>
  );
}
